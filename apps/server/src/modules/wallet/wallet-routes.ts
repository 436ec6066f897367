import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountRecordPage, AccountRecordQuery, BalanceSummary, envelope } from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;

  app.get(
    '/wps/member/balance',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Header balance and wallets',
        querystring: z.object({}).strict(),
        response: { 200: envelope(BalanceSummary) },
      },
    },
    async (request) => ok(await wallet.summary(currentMember(request))),
  );

  app.get(
    '/wps/member/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Account record (transactionHistory): the member's money events in its terms, one wallet's balances",
        querystring: AccountRecordQuery,
        response: { 200: envelope(AccountRecordPage) },
      },
    },
    async (request) => ok(await wallet.records(currentMember(request), request.query)),
  );
};
