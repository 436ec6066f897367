import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';

const { cashier: routes } = endpoints;

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  const withdrawals = app.services.withdrawals;

  defineRoute(app, routes.payoutAccounts, (request) => withdrawals.payoutAccounts(currentMember(request).id));
  defineRoute(app, routes.addPayoutAccount, (request) =>
    withdrawals.addPayoutAccount(currentMember(request).id, request.body, request.ip),
  );
  defineRoute(app, routes.removePayoutAccount, async (request) => {
    await withdrawals.removePayoutAccount(currentMember(request).id, request.params.id, request.body, request.ip);
    return null;
  });
  defineRoute(app, routes.withdrawConfig, (request) => withdrawals.config(currentMember(request).id));
  defineRoute(app, routes.withdraw, (request) =>
    withdrawals.request(currentMember(request).id, request.body, request.ip),
  );
  defineRoute(app, routes.withdrawals, (request) => withdrawals.records(currentMember(request).id, request.query));
};
