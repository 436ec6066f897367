import type { FastifyPluginAsync } from 'fastify';
import { formatMinor, RECEIPT_PROOF_MAX_BYTES, toMinor, type DisputedWithdrawal } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { acceptImageBodies } from '../../platform/image-upload.js';

const { cashier: routes, admin } = endpoints;

/** Confirming receipt of a paid withdrawal (member), disputes, proofs and withdrawal settings (operator). */
export const withdrawalReceiptRoutes: FastifyPluginAsync = async (app) => {
  const receipts = app.services.withdrawalReceipts;
  // The proof arrives as the raw image body (png/jpg), checked by its bytes in the service.
  acceptImageBodies(app);

  defineRoute(app, routes.confirmReceipt, (request) => {
    const body = request.body;
    const answer =
      body.outcome === 'RECEIVED'
        ? { outcome: 'RECEIVED' as const }
        : { outcome: 'PARTLY_RECEIVED' as const, received: toMinor(body.amountReceived) };
    return receipts.confirm(currentMember(request).id, request.params.orderNo, answer, request.ip);
  });

  defineRoute(
    app,
    routes.receiptProof,
    (request) =>
      receipts.notReceived(
        currentMember(request).id,
        request.params.orderNo,
        request.body,
        request.headers['content-type'],
        request.ip,
      ),
    // Checked before the body is read: nobody uploads 5 MB only to be told to log in.
    { authAt: 'onRequest', bodyLimit: RECEIPT_PROOF_MAX_BYTES },
  );

  // ---- operator actions (until the operator console exists) ----
  defineRoute(app, admin.disputedWithdrawals, async () =>
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
  );

  defineRawRoute(app, admin.withdrawalProof, async (request, reply) => {
    const proof = await receipts.proof(request.params.orderNo);
    return reply
      .header('content-type', proof.contentType)
      .header('content-disposition', `inline; filename="${request.params.orderNo}"`)
      .header('cache-control', 'private, no-store')
      .send(proof.bytes);
  });

  defineRoute(app, admin.withdrawalSettings, () => receipts.settings());
  defineRoute(app, admin.updateWithdrawalSettings, (request) =>
    receipts.updateSettings(request.body, `operator:${currentMember(request).username}`),
  );
};
