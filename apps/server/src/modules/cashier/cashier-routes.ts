import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';

const routes = endpoints.cashier;

export const cashierRoutes: FastifyPluginAsync = async (app) => {
  const cashier = app.services.cashier;

  defineRoute(app, routes.channels, () => cashier.channels());
  defineRoute(app, routes.deposit, (request) => {
    const member = currentMember(request);
    const centre = member.role === 'agent' ? 'agent' : 'member';
    // The page's origin (never Host or X-Forwarded-Host) picks the gateway's return address.
    return cashier.createDeposit(member.id, request.body, request.ip, centre, request.headers.origin);
  });
  defineRoute(app, routes.deposits, (request) => cashier.deposits(currentMember(request).id, request.query));

  // Gateways sign the exact bytes they send: this scope keeps the raw body for the check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(scope, routes.paymentCallback, (request) =>
      cashier.handleCallback(request.params.provider, request.body, request.headers),
    );
  });
};
