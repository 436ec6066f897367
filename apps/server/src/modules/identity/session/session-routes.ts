import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../../platform/auth.js';
import { defineRoute } from '../../../platform/define-route.js';
import { requestContext } from '../member/member-routes.js';

const { identity } = endpoints;

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { session } = app.services;
  defineRoute(app, identity.login, (request) => session.login(request.body, requestContext(request)));
  defineRoute(app, identity.freeplay, (request) => session.freeplay(requestContext(request), request.body ?? {}));
  defineRoute(app, identity.logout, async (request) => {
    await session.logout(currentMember(request), request.ip);
    return null;
  });
};
