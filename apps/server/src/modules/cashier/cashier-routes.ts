import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DepositCreated,
  DepositRecordPage,
  DepositRecordQuery,
  DepositRequest,
  envelope,
  PaymentChannel,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';

const tags = ['cashier'];
const security = [{ bearer: [] }];

export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const cashier = app.services.cashier;
  // Trial members play with demo credit only: no real deposits (spec §6).
  const realMember = app.authorize('member', 'agent');

  app.get(
    '/wps/cashier/channels',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Deposit channels of the brand',
        querystring: z.object({}).strict(),
        response: { 200: envelope(z.array(PaymentChannel)) },
      },
    },
    async () => ok(await cashier.channels()),
  );

  app.post(
    '/wps/cashier/deposit',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Create a deposit order (online: answers the gateway pay URL)',
        body: DepositRequest,
        response: { 200: envelope(DepositCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const centre = member.role === 'agent' ? 'agent' : 'member';
      return ok(await cashier.createDeposit(member.id, request.body, request.ip, centre));
    },
  );

  app.get(
    '/wps/cashier/deposits',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Deposit records',
        querystring: DepositRecordQuery,
        response: { 200: envelope(DepositRecordPage) },
      },
    },
    async (request) => ok(await cashier.deposits(currentMember(request).id, request.query)),
  );

  // Gateways sign the exact bytes they send: this scope keeps the raw body for the check.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/wps/payment/callback/:provider',
      {
        schema: {
          tags,
          summary: 'Signed payment-gateway callback (server to server)',
          params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,30}$/) }),
          body: z.string().max(10_000),
        },
      },
      async (request) => ok(await cashier.handleCallback(request.params.provider, request.body, request.headers)),
    );
  });
};
