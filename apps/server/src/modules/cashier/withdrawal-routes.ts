import type { FastifyPluginAsync } from 'fastify';
import { formatMinor } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';

const { cashier: routes, admin } = endpoints;

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

  // ---- operator actions (until the operator console exists) ----
  defineRoute(app, admin.pendingWithdrawals, async () =>
    (await withdrawals.pending()).map(({ order, account, username, sandboxCredited }) => ({
      orderNo: order.orderNo,
      username,
      amount: formatMinor(order.amount),
      payoutAccount: `${account.providerName} ${account.accountNo}`,
      accountName: account.accountName,
      createdAt: order.createdAt.toISOString(),
      sandboxCredited: formatMinor(sandboxCredited),
    })),
  );
  defineRoute(app, admin.approveWithdrawal, (request) =>
    withdrawals.approve(request.params.orderNo, `operator:${currentMember(request).username}`, request.body.note),
  );
  defineRoute(app, admin.rejectWithdrawal, (request) =>
    withdrawals.reject(request.params.orderNo, `operator:${currentMember(request).username}`, request.body.note),
  );
};
