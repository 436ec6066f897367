import type { FastifyPluginAsync } from 'fastify';
import { RECEIPT_PROOF_MAX_BYTES, toMinor } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import { acceptImageBodies } from '../../platform/image-upload.js';

const { cashier: routes } = endpoints;

/** Confirming receipt of a paid withdrawal (member); staff read disputes and proofs in the console. */
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
};
