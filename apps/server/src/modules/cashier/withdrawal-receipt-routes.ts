import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmReceiptRequest,
  DisputedWithdrawal,
  envelope,
  formatMinor,
  RECEIPT_PROOF_MAX_BYTES,
  toMinor,
  WithdrawalReceipt,
  WithdrawalSettings,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';
import { acceptImageBodies } from '../../platform/image-upload.js';

const tags = ['cashier'];
const security = [{ bearer: [] }];
const OrderParams = z.object({ orderNo: z.string().regex(/^W\d{16}$/) });

/** Confirming receipt of a paid withdrawal (member), disputes, proofs and withdrawal settings (operator). */
export const withdrawalReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const receipts = app.services.withdrawalReceipts;
  const realMember = app.authorize('member', 'agent');
  const operator = app.authorize('operator');
  // The proof arrives as the raw image body (png/jpg), checked by its bytes in the service.
  acceptImageBodies(app);

  app.post(
    '/wps/cashier/withdrawals/:orderNo/receipt',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Confirm a paid withdrawal as received or partly received (final)',
        params: OrderParams,
        body: ConfirmReceiptRequest,
        response: { 200: envelope(WithdrawalReceipt) },
      },
    },
    async (request) => {
      const body = request.body;
      const answer =
        body.outcome === 'RECEIVED'
          ? { outcome: 'RECEIVED' as const }
          : { outcome: 'PARTLY_RECEIVED' as const, received: toMinor(body.amountReceived) };
      return ok(await receipts.confirm(currentMember(request).id, request.params.orderNo, answer, request.ip));
    },
  );

  app.post(
    '/wps/cashier/withdrawals/:orderNo/receipt/proof',
    {
      // Checked before the body is read: nobody uploads 5 MB only to be told to log in.
      onRequest: realMember,
      bodyLimit: RECEIPT_PROOF_MAX_BYTES,
      schema: {
        tags,
        security,
        summary: 'Report a paid withdrawal as not received; the body is the proof image (PNG or JPG, ≤ 5 MB)',
        params: OrderParams,
        response: { 200: envelope(WithdrawalReceipt) },
      },
    },
    async (request) =>
      ok(
        await receipts.notReceived(
          currentMember(request).id,
          request.params.orderNo,
          request.body,
          request.headers['content-type'],
          request.ip,
        ),
      ),
  );

  // ---- operator actions (until the operator console exists) ----
  app.get(
    '/wps/admin/withdrawals/disputed',
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Paid withdrawals the member reported as not or partly received',
        querystring: z.object({}).strict(),
        response: { 200: envelope(z.array(DisputedWithdrawal)) },
      },
    },
    async () =>
      ok(
        (await receipts.disputed()).map(({ order, account, username, proofId }) => ({
          orderNo: order.orderNo,
          username,
          amount: formatMinor(order.amount),
          amountReceived: formatMinor(order.receiptAmount ?? 0n),
          remainder: formatMinor(order.amount - (order.receiptAmount ?? 0n)),
          receiptStatus: order.receiptStatus as DisputedWithdrawal['receiptStatus'],
          receiptAt: (order.receiptAt as Date).toISOString(),
          payoutAccount: `${account.providerName} ${account.accountNo}`,
          hasProof: proofId !== null,
        })),
      ),
  );

  app.get(
    '/wps/admin/withdrawals/:orderNo/proof',
    {
      preHandler: operator,
      schema: { tags: ['admin'], security, summary: 'The member’s "not received" proof image', params: OrderParams },
    },
    async (request, reply) => {
      const proof = await receipts.proof(request.params.orderNo);
      return reply
        .header('content-type', proof.contentType)
        .header('content-disposition', `inline; filename="${request.params.orderNo}"`)
        .header('cache-control', 'private, no-store')
        .send(proof.bytes);
    },
  );

  app.get(
    '/wps/admin/withdrawalSettings',
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Withdrawal settings of the brand',
        response: { 200: envelope(WithdrawalSettings) },
      },
    },
    async () => ok(await receipts.settings()),
  );

  app.put(
    '/wps/admin/withdrawalSettings',
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Set the turnover requirement (percent of deposits) and the auto-receipt minutes',
        body: WithdrawalSettings,
        response: { 200: envelope(WithdrawalSettings) },
      },
    },
    async (request) => ok(await receipts.updateSettings(request.body, `operator:${currentMember(request).username}`)),
  );
};
