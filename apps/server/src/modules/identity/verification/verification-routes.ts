import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../../platform/define-route.js';

const { identity } = endpoints;

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const { verification, captcha } = app.services;

  defineRoute(app, identity.smsNoLogin, async (request) => {
    const body = request.body;
    const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNum);
    await captcha.requireImage(body);
    return verification.sendCode('noLogin', phone, request.ip);
  });

  defineRoute(app, identity.smsRegister, async (request) => {
    const body = request.body;
    const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNo);
    await captcha.requireImage(body);
    return verification.sendCode('register', phone, request.ip);
  });

  defineRoute(app, identity.countries, () => verification.countries());
};
