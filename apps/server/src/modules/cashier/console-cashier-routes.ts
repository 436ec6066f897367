import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatMinor, type DisputedWithdrawal } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { approvalActorOf } from '../approvals/approvals-module.js';
import type { CashierActor } from './cashier-actor.js';

const rows = endpoints.console;

/** The signed-in staff member, as the audit chain and the order's reviewer name them. */
const staffActor = (request: FastifyRequest): CashierActor => ({
  kind: 'staff',
  name: currentStaff(request).username,
  ip: request.ip,
});

const noStore = 'private, no-store';

/**
 * The console's cashier (issue 19): staff decide bank-transfer deposits (deposits.review) and
 * withdrawals (withdrawals.review), read disputes and their proofs, and the withdrawal settings
 * (owners change them: cashier.settings). Each decision is written to the audit chain with the money.
 */
export const consoleCashierRoutes: FastifyPluginAsync = async (app) => {
  const { depositReview, withdrawals, withdrawalReceipts, paymentChannelAdmin, payoutChanges } = app.services;

  defineRoute(app, rows.pendingDeposits, (request) => depositReview.pendingPage(request.query));
  defineRawRoute(app, rows.depositReceipt, async (request, reply) => {
    const image = await depositReview.receipt(request.params.orderNo, null);
    return reply.type(image.contentType).header('cache-control', noStore).send(image.data);
  });
  defineRoute(app, rows.approveDeposit, (request) =>
    depositReview.approve(request.params.orderNo, staffActor(request), request.body.note),
  );
  defineRoute(app, rows.rejectDeposit, (request) =>
    depositReview.reject(request.params.orderNo, staffActor(request), request.body.note),
  );

  defineRoute(app, rows.pendingWithdrawals, (request) => withdrawals.pendingPage(request.query));
  defineRoute(app, rows.approveWithdrawal, (request) =>
    withdrawals.approve(request.params.orderNo, staffActor(request), request.body.note),
  );
  defineRoute(app, rows.rejectWithdrawal, (request) =>
    withdrawals.reject(request.params.orderNo, staffActor(request), request.body.note),
  );

  defineRoute(app, rows.disputedWithdrawals, async () =>
    (await withdrawalReceipts.disputed()).map(({ order, account, username, proofId }) => ({
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
  defineRawRoute(app, rows.withdrawalProof, async (request, reply) => {
    const proof = await withdrawalReceipts.proof(request.params.orderNo);
    return reply
      .header('content-type', proof.contentType)
      .header('content-disposition', `inline; filename="${request.params.orderNo}"`)
      .header('cache-control', noStore)
      .send(proof.bytes);
  });

  defineRoute(app, rows.proposePayoutChange, (request) =>
    payoutChanges.propose(approvalActorOf(request), request.params.orderNo, request.body),
  );

  defineRoute(app, rows.paymentChannels, () => paymentChannelAdmin.list());
  defineRoute(app, rows.updatePaymentChannel, (request) =>
    paymentChannelAdmin.update(request.params.code, request.body, staffActor(request)),
  );

  defineRoute(app, rows.withdrawalSettings, () => withdrawalReceipts.settings());
  defineRoute(app, rows.updateWithdrawalSettings, (request) =>
    withdrawalReceipts.updateSettings(request.body, staffActor(request)),
  );
};
