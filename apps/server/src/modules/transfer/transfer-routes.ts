import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';

const routes = endpoints.transfer;

/** Transfers between members of a team, between a member's own wallets, and the consolidated funds. */
export const transferRoutes: FastifyPluginAsync = async (app) => {
  const { transfers, funds } = app.services;
  const caller = (request: { ip: string } & Parameters<typeof currentMember>[0]) => ({
    id: currentMember(request).id,
    ip: request.ip,
  });

  defineRoute(app, routes.config, (request) => transfers.config(currentMember(request).id));
  defineRoute(app, routes.toUpline, (request) => transfers.toUpline(caller(request), request.body));
  defineRoute(app, routes.toDownline, (request) => transfers.toDownline(caller(request), request.body));
  defineRoute(app, routes.downlines, (request) =>
    transfers.downlines(currentMember(request).id, request.query.keyword),
  );
  defineRoute(app, routes.records, (request) => transfers.records(currentMember(request).id, request.query));
  defineRoute(app, routes.merchantWallet, (request) => funds.merchantWallet(currentMember(request).id));
  defineRoute(app, routes.walletTransfer, (request) =>
    funds.walletTransfer(currentMember(request).id, request.body, request.ip),
  );
  defineRoute(app, routes.consolidated, async (request) => {
    // Spec §6: the consolidated call exists only where the brand switched AGENTPOLICY3 on.
    if (!(await app.services.system.whitelabel()).AGENTPOLICY3) throw new AppError('FEATURE_DISABLED');
    return funds.consolidated(currentMember(request).id);
  });
};
