import {
  formatMinor,
  PayoutChangePayload,
  type PayoutChangeCreated,
  type PayoutChangeRequest,
  type PayoutDetails,
} from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { ApprovalActor, ApprovalService } from '../approvals/approval-service.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import { createWithdrawalRepository, type PayoutAccountRow } from './withdrawal-repository.js';

export type PayoutChangeDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  chain: Pick<AuditChain, 'append'>;
  approvals: ApprovalService;
};

const details = (a: Pick<PayoutAccountRow, 'kind' | 'providerName' | 'accountName' | 'accountNo'>): PayoutDetails => ({
  kind: a.kind,
  providerName: a.providerName,
  accountName: a.accountName,
  accountNo: a.accountNo,
});

/**
 * Four eyes on where a withdrawal is paid (issue 19): a staff member with withdrawals.review
 * proposes new payout details for a pending order (an approval request of kind
 * withdrawalPayout); they apply only when another holder approves, in the approving transaction,
 * under the order's row lock. The corrected details become a payout account of the member that
 * is never live (removed_at set at once): the member's own list and its limit are untouched, and
 * the order's records show the account it is paid to.
 */
export function createPayoutChangeService({ db, merchantCode, clock, chain, approvals }: PayoutChangeDeps) {
  const repo = createWithdrawalRepository(db, merchantCode);
  const members = createMemberDirectory(db);

  approvals.register<PayoutChangePayload>({
    kind: 'withdrawalPayout',
    permission: 'withdrawals.review',
    parse: (payload) => PayoutChangePayload.parse(payload),
    async apply(tx, p, { request, checker }) {
      const order = await repo.lockOrder(tx, p.orderNo);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
      // Another change applied since this one was asked: its "before" is no longer true.
      if (order.payoutAccountId !== p.beforeAccountId) throw new AppError('CONFLICT');
      const now = clock();
      const account = await repo.insertAccount(
        { merchantCode, memberId: order.memberId, ...p.after, createdAt: now, removedAt: now },
        tx,
      );
      if (!account) throw new AppError('CONFLICT');
      await repo.updateOrder(tx, order.id, { payoutAccountId: account.id, updatedAt: now });
      await chain.append(
        {
          actorKind: 'staff',
          actor: checker.username,
          action: 'withdrawal.payoutChange',
          target: order.orderNo,
          before: p.before,
          after: { ...p.after, approvalId: request.id, maker: request.makerName },
          reason: request.reason,
          ip: checker.ip,
        },
        tx,
      );
      return { orderNo: order.orderNo, payoutAccountId: account.id };
    },
  });

  return {
    /** The maker's proposal: an approval request, in a transaction that checks the order is still pending. */
    async propose(actor: ApprovalActor, orderNo: string, body: PayoutChangeRequest): Promise<PayoutChangeCreated> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderNo);
        if (!order) throw new AppError('NOT_FOUND');
        const asked = await approvals.hasRequest('withdrawalPayout', body.idempotencyKey, tx);
        if (!asked && order.status !== 'PENDING')
          throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
        const current = await repo.accountById(order.payoutAccountId, tx);
        if (!current) throw new AppError('NOT_FOUND');
        const payload: PayoutChangePayload = {
          orderNo,
          memberId: order.memberId,
          username: await members.usernameOf(order.memberId, tx),
          amount: formatMinor(order.amount),
          beforeAccountId: current.id,
          before: details(current),
          after: details({
            kind: body.kind,
            providerName: body.providerName.trim(),
            accountName: body.accountName.trim(),
            accountNo: body.accountNo.replace(/[\s-]/g, '').trim(),
          }),
        };
        const { row, replayed } = await approvals.request(
          actor,
          { kind: 'withdrawalPayout', payload, reason: body.reason.trim(), idempotencyKey: body.idempotencyKey },
          tx,
        );
        return { approvalId: row.id, status: row.status, replayed };
      });
    },
  };
}
export type PayoutChangeService = ReturnType<typeof createPayoutChangeService>;
