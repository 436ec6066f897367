import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../../platform/auth.js';
import { defineRoute } from '../../../platform/define-route.js';

const { account: routes } = endpoints;

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const account = app.services.account;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).id;

  defineRoute(app, routes.profile, (request) => account.profile(memberId(request)));
  defineRoute(app, routes.updateProfile, async (request) => {
    await account.updateProfile(memberId(request), request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.paymentPassword, async (request) => {
    await account.setPaymentPassword(memberId(request), request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.totpSetup, (request) => account.startTotp(memberId(request), request.body, request.ip));
  defineRoute(app, routes.totpConfirm, async (request) => {
    await account.confirmTotp(memberId(request), request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.totpRemove, async (request) => {
    await account.removeTotp(memberId(request), request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.currentContactCode, (request) =>
    account.sendCurrentCode(memberId(request), request.body, request.ip),
  );
  defineRoute(app, routes.bindMobile, async (request) => {
    await account.bindMobile(memberId(request), request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.emailCode, (request) =>
    account.sendEmailCode(memberId(request), request.body.email, request.ip),
  );
  defineRoute(app, routes.bindEmail, async (request) => {
    await account.bindEmail(memberId(request), request.body, request.ip);
    return null;
  });
};
