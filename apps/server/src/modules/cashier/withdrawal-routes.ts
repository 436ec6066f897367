import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddPayoutAccountRequest,
  envelope,
  formatMinor,
  Money,
  PayoutAccount,
  WithdrawalRecordPage,
  WithdrawalRecordQuery,
  WithdrawalStatus,
  WithdrawConfig,
  WithdrawRequest,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';

const tags = ['cashier'];
const security = [{ bearer: [] }];
const NoQuery = z.object({}).strict();
const Created = z.object({ orderNo: z.string(), status: WithdrawalStatus, amount: Money });

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const withdrawals = app.services.withdrawals;
  const realMember = app.authorize('member', 'agent');
  const operator = app.authorize('operator');

  app.get(
    '/wps/cashier/payoutAccounts',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Bound payout accounts (masked)',
        querystring: NoQuery,
        response: { 200: envelope(z.array(PayoutAccount)) },
      },
    },
    async (request) => ok(await withdrawals.payoutAccounts(currentMember(request).id)),
  );

  app.post(
    '/wps/cashier/payoutAccounts',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Bind a bank or e-wallet account in the member’s real name',
        body: AddPayoutAccountRequest,
        response: { 200: envelope(PayoutAccount) },
      },
    },
    async (request) => ok(await withdrawals.addPayoutAccount(currentMember(request).id, request.body, request.ip)),
  );

  app.delete(
    '/wps/cashier/payoutAccounts/:id',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Remove a payout account',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await withdrawals.removePayoutAccount(currentMember(request).id, request.params.id, request.ip);
      return ok(null);
    },
  );

  app.get(
    '/wps/cashier/withdrawConfig',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Withdrawal limits, available and locked funds',
        querystring: NoQuery,
        response: { 200: envelope(WithdrawConfig) },
      },
    },
    async (request) => ok(await withdrawals.config(currentMember(request).id)),
  );

  app.post(
    '/wps/cashier/withdraw',
    {
      config: { enc: true },
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Request a withdrawal (enc): the amount is locked until an operator pays or rejects it',
        body: WithdrawRequest,
        response: { 200: envelope(Created) },
      },
    },
    async (request) => ok(await withdrawals.request(currentMember(request).id, request.body, request.ip)),
  );

  app.get(
    '/wps/cashier/withdrawals',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Withdrawal records',
        querystring: WithdrawalRecordQuery,
        response: { 200: envelope(WithdrawalRecordPage) },
      },
    },
    async (request) => ok(await withdrawals.records(currentMember(request).id, request.query)),
  );

  // ---- operator actions (until the operator console exists) ----
  const PendingWithdrawal = z.object({
    orderNo: z.string(),
    username: z.string(),
    amount: Money,
    payoutAccount: z.string(),
    accountName: z.string(),
    createdAt: z.string(),
  });
  app.get(
    '/wps/admin/withdrawals',
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Pending withdrawals, oldest first',
        querystring: NoQuery,
        response: { 200: envelope(z.array(PendingWithdrawal)) },
      },
    },
    async () =>
      ok(
        (await withdrawals.pending()).map(({ order, account, username }) => ({
          orderNo: order.orderNo,
          username,
          amount: formatMinor(order.amount),
          payoutAccount: `${account.providerName} ${account.accountNo}`,
          accountName: account.accountName,
          createdAt: order.createdAt.toISOString(),
        })),
      ),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/wps/admin/withdrawals/:orderNo/${action}`,
      {
        preHandler: operator,
        schema: {
          tags: ['admin'],
          security,
          summary:
            action === 'approve'
              ? 'Pay out a pending withdrawal'
              : 'Reject a pending withdrawal (the amount returns to the member)',
          params: z.object({ orderNo: z.string().regex(/^W\d{16}$/) }),
          body: z
            .object({ note: z.string().trim().max(200).default('') })
            .strict()
            .default({ note: '' }),
          response: { 200: envelope(z.object({ orderNo: z.string(), status: WithdrawalStatus })) },
        },
      },
      async (request) => {
        const who = `operator:${currentMember(request).username}`;
        const note = request.body.note;
        return ok(
          action === 'approve'
            ? await withdrawals.approve(request.params.orderNo, who, note)
            : await withdrawals.reject(request.params.orderNo, who, note),
        );
      },
    );
  }
};
