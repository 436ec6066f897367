import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainRoute, envelope, HelpCenter, HelpCenterQuery, RegisterSettings, SystemStatus, Whitelabel } from '@fortuna/contracts';
import { ok } from '../../platform/errors.js';

/** These calls take no parameters: anything in the query string is refused as bad input. */
const NoQuery = z.object({}).strict();
const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.services.system;

  app.get(
    '/wps/system/status',
    { schema: { tags, summary: 'Site status, brand info and settings', querystring: NoQuery, response: { 200: envelope(SystemStatus) } } },
    async (request) => ok(await system.status(request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, summary: 'Module flags of the brand', querystring: NoQuery, response: { 200: envelope(Whitelabel) } } },
    async () => ok(await system.whitelabel()),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration field settings: shown, required, pattern, min, max',
        querystring: NoQuery,
        response: { 200: envelope(RegisterSettings) },
      },
    },
    async () => ok(await system.registerSettings()),
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags, summary: 'Main domain and mirror list', querystring: NoQuery, response: { 200: envelope(DomainRoute) } } },
    async () => ok(await system.domainRoute()),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help centre articles for a language and device',
        querystring: HelpCenterQuery.strict(),
        response: { 200: envelope(HelpCenter) },
      },
    },
    async (request) => ok(await system.helpCenter(request.query)),
  );
};
