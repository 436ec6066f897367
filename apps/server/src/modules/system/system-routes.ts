import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';

const { system } = endpoints;

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.system;
  defineRoute(app, system.status, (request) => service.status(request.ip));
  defineRoute(app, system.whitelabel, () => service.whitelabel());
  defineRoute(app, system.registerSettings, () => service.registerSettings());
  defineRoute(app, system.domainRoute, () => service.domainRoute());
  defineRoute(app, system.helpCenter, (request) => service.helpCenter(request.query));
};
