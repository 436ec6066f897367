import { formatMinor } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { DbServiceBasics } from '../../platform/service-basics.js';
import type { MessagesService } from '../messages/messages-service.js';
import { withdrawalLedgerKey } from '../wallet/account-record-fns.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { actorLabel, chainDecision, type CashierActor, type CashierChain } from './cashier-actor.js';
import type { WithdrawalRepository } from './withdrawal-repository.js';

export const mainWallet = (memberId: number): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet: 'MAIN',
});
export const lockedWallet = (memberId: number): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet: 'LOCKED',
});
const payout: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'PAYOUT_CLEARING' };

export type WithdrawalSettlementDeps = DbServiceBasics & {
  ledger: LedgerService;
  messages: MessagesService;
  repo: WithdrawalRepository;
  chain: CashierChain;
};

/**
 * A staff member's (or the CLI's) decision on a pending order: approval pays it out of LOCKED,
 * rejection returns it to MAIN — one ledger posting keyed by the order number, the order's new
 * status, the audit-chain entry and the member's notice in one transaction, once (under the
 * order's row lock; a settled order answers ORDER_NOT_PENDING).
 */
export function createWithdrawalSettlement(deps: WithdrawalSettlementDeps) {
  const { db, clock, ledger, audit, messages, repo, chain } = deps;
  return async function settle(orderNo: string, decision: 'PAID' | 'REJECTED', actor: CashierActor, note: string) {
    const operator = actorLabel(actor);
    const settled = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderNo);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
      const posted = await ledger.post(
        decision === 'PAID'
          ? {
              kind: 'WITHDRAW_PAYOUT',
              idempotencyKey: withdrawalLedgerKey.payout(orderNo),
              reference: orderNo,
              actor: operator,
              postings: [
                { account: lockedWallet(order.memberId), amount: -order.amount },
                { account: payout, amount: order.amount },
              ],
            }
          : {
              kind: 'WITHDRAW_UNLOCK',
              idempotencyKey: withdrawalLedgerKey.unlock(orderNo),
              reference: orderNo,
              actor: operator,
              postings: [
                { account: lockedWallet(order.memberId), amount: -order.amount },
                { account: mainWallet(order.memberId), amount: order.amount },
              ],
            },
        tx,
      );
      const now = clock();
      await repo.updateOrder(tx, order.id, {
        status: decision,
        // The receipt clock (auto-receipt after the brand's minutes) starts at payment.
        paidAt: decision === 'PAID' ? now : null,
        settleTransactionId: posted.transactionId,
        reviewedBy: operator,
        reviewNote: note,
        updatedAt: now,
      });
      await audit(
        decision === 'PAID' ? 'withdrawal.paid' : 'withdrawal.rejected',
        order.memberId,
        null,
        { orderNo, operator, note },
        tx,
      );
      await chainDecision(chain, tx, actor, {
        action: decision === 'PAID' ? 'withdrawal.pay' : 'withdrawal.reject',
        target: orderNo,
        before: { status: order.status, amount: formatMinor(order.amount) },
        after: { status: decision, amount: formatMinor(order.amount) },
        reason: note,
      });
      const notice = await messages.record(
        {
          memberId: order.memberId,
          kind: decision === 'PAID' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
          params: { orderNo, amount: formatMinor(order.amount), ...(note ? { note } : {}) },
          dedupeKey: `withdrawal:${orderNo}`,
        },
        tx,
      );
      return { memberId: order.memberId, notice };
    });
    // After the commit: the member's open pages refetch the balance and show the notice.
    await messages.announce(settled.memberId, settled.notice);
    return { orderNo, status: decision };
  };
}
