import { and, eq, isNull } from 'drizzle-orm';
import {
  formatMinor,
  toMinor,
  type AddPayoutAccountRequest,
  type PayoutAccount,
  type WithdrawConfig,
  type WithdrawalRecordPage,
  type WithdrawalRecordQuery,
  type WithdrawRequest,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { member } from '../member/member-tables.js';
import { verifyPassword } from '../member/password-fns.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { newOrderNo } from './cashier-fns.js';
import { payoutAccount, withdrawalOrder } from './cashier-tables.js';
import { mask } from './withdrawal-fns.js';
import { withdrawalRecords } from './withdrawal-records.js';
import { createWithdrawalRules } from './withdrawal-rules.js';

/** Per-order withdrawal limits of the demo brand (minor units); a brand setting with the operator console. */
export const WITHDRAW_MIN = 10_000n;
export const WITHDRAW_MAX = 5_000_000n;
const MAX_PAYOUT_ACCOUNTS = 5;

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type WithdrawalDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  ledger: LedgerService;
  audit: Audit;
  messages: MessagesService;
};

/**
 * Withdrawals. A request proves the withdraw password and moves the amount from MAIN to LOCKED
 * in the same DB transaction as the order row; the operator's approval pays it out of LOCKED,
 * a rejection returns it to MAIN. Each step is one ledger posting keyed by the order number.
 */
export function createWithdrawalService({ db, merchantCode, clock, ledger, audit, messages }: WithdrawalDeps) {
  const main = (memberId: number): AccountRef => ({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });
  const locked = (memberId: number): AccountRef => ({ ownerKind: 'member', ownerId: memberId, wallet: 'LOCKED' });
  const payout: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'PAYOUT_CLEARING' };
  const rules = createWithdrawalRules({ db, merchantCode, clock, audit });

  async function memberRow(memberId: number) {
    const [row] = await db.select().from(member).where(eq(member.id, memberId)).limit(1);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  const liveAccounts = (memberId: number) =>
    db
      .select()
      .from(payoutAccount)
      .where(and(eq(payoutAccount.memberId, memberId), isNull(payoutAccount.removedAt)))
      .orderBy(payoutAccount.id);

  const view = (a: typeof payoutAccount.$inferSelect): PayoutAccount => ({
    id: a.id,
    kind: a.kind,
    providerName: a.providerName,
    accountName: a.accountName,
    accountNo: mask(a.accountNo),
  });

  /** Moves a pending order to PAID or REJECTED with its ledger posting and the member's notice, once. */
  async function settle(orderNo: string, decision: 'PAID' | 'REJECTED', operator: string, note: string) {
    const settled = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(withdrawalOrder)
        .where(and(eq(withdrawalOrder.merchantCode, merchantCode), eq(withdrawalOrder.orderNo, orderNo)))
        .for('update');
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
      const posted = await ledger.post(
        decision === 'PAID'
          ? {
              kind: 'WITHDRAW_PAYOUT',
              idempotencyKey: `withdraw-payout:${orderNo}`,
              reference: orderNo,
              actor: operator,
              postings: [
                { account: locked(order.memberId), amount: -order.amount },
                { account: payout, amount: order.amount },
              ],
            }
          : {
              kind: 'WITHDRAW_UNLOCK',
              idempotencyKey: `withdraw-unlock:${orderNo}`,
              reference: orderNo,
              actor: operator,
              postings: [
                { account: locked(order.memberId), amount: -order.amount },
                { account: main(order.memberId), amount: order.amount },
              ],
            },
        tx,
      );
      const now = clock();
      await tx
        .update(withdrawalOrder)
        .set({
          status: decision,
          // The receipt clock (auto-receipt after the brand's minutes) starts at payment.
          paidAt: decision === 'PAID' ? now : null,
          settleTransactionId: posted.transactionId,
          reviewedBy: operator,
          reviewNote: note,
          updatedAt: now,
        })
        .where(eq(withdrawalOrder.id, order.id));
      await audit(
        decision === 'PAID' ? 'withdrawal.paid' : 'withdrawal.rejected',
        order.memberId,
        null,
        { orderNo, operator, note },
        tx,
      );
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
  }

  return {
    async payoutAccounts(memberId: number): Promise<PayoutAccount[]> {
      return (await liveAccounts(memberId)).map(view);
    },

    async addPayoutAccount(
      memberId: number,
      body: AddPayoutAccountRequest & { accountNo: string },
      ip: string,
    ): Promise<PayoutAccount> {
      const row = await memberRow(memberId);
      // The holder must be the member: the real name, set here by the first account when still empty.
      if (row.payeeName && normaliseName(row.payeeName) !== normaliseName(body.accountName))
        throw new AppError('PAYOUT_NAME_MISMATCH');
      if ((await liveAccounts(memberId)).length >= MAX_PAYOUT_ACCOUNTS) throw new AppError('PAYOUT_ACCOUNT_LIMIT');
      const created = await db.transaction(async (tx) => {
        if (!row.payeeName)
          await tx.update(member).set({ payeeName: body.accountName.trim() }).where(eq(member.id, memberId));
        const [inserted] = await tx
          .insert(payoutAccount)
          .values({
            merchantCode,
            memberId,
            kind: body.kind,
            providerName: body.providerName,
            accountName: body.accountName.trim(),
            accountNo: body.accountNo,
          })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      if (!created) throw new AppError('CONFLICT', 'This account is already bound');
      await audit('payoutAccount.add', memberId, ip, { kind: body.kind, accountNo: mask(body.accountNo) });
      return view(created);
    },

    async removePayoutAccount(memberId: number, id: number, ip: string): Promise<void> {
      const removed = await db
        .update(payoutAccount)
        .set({ removedAt: clock() })
        .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId), isNull(payoutAccount.removedAt)))
        .returning();
      if (!removed.length) throw new AppError('NOT_FOUND');
      await audit('payoutAccount.remove', memberId, ip, { id });
    },

    async config(memberId: number): Promise<WithdrawConfig> {
      const row = await memberRow(memberId);
      const settings = await rules.settings();
      const [available, held, turnover] = await Promise.all([
        ledger.balanceOf(main(memberId)),
        ledger.balanceOf(locked(memberId)),
        rules.turnover(memberId, settings.turnoverPercent),
      ]);
      return {
        minAmount: formatMinor(WITHDRAW_MIN),
        maxAmount: formatMinor(WITHDRAW_MAX),
        hasPaymentPassword: row.paymentPasswordHash !== null,
        available: formatMinor(available),
        locked: formatMinor(held),
        turnoverRequired: formatMinor(turnover.required),
        turnoverAchieved: formatMinor(turnover.achieved),
        receiptConfirmMinutes: settings.receiptConfirmMinutes,
      };
    },

    async request(memberId: number, body: WithdrawRequest, ip: string) {
      const row = await memberRow(memberId);
      if (!row.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
      if (!(await verifyPassword(row.paymentPasswordHash, body.paymentPassword))) {
        await audit('withdrawal.password_failure', memberId, ip);
        throw new AppError('PAYMENT_PASSWORD_INCORRECT');
      }
      const amount = toMinor(body.amount);
      if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
        throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, {
          minAmount: formatMinor(WITHDRAW_MIN),
          maxAmount: formatMinor(WITHDRAW_MAX),
        });
      }
      const [account] = await db
        .select()
        .from(payoutAccount)
        .where(
          and(
            eq(payoutAccount.id, body.payoutAccountId),
            eq(payoutAccount.memberId, memberId),
            isNull(payoutAccount.removedAt),
          ),
        );
      if (!account) throw new AppError('NOT_FOUND');
      const turnover = await rules.turnover(memberId);
      if (turnover.achieved < turnover.required) {
        const figures = { required: formatMinor(turnover.required), achieved: formatMinor(turnover.achieved) };
        throw new AppError(
          'TURNOVER_NOT_MET',
          `The turnover requirement is not met: required ${figures.required}, achieved ${figures.achieved}`,
          figures,
        );
      }

      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(withdrawalOrder)
          .where(and(eq(withdrawalOrder.memberId, memberId), eq(withdrawalOrder.requestKey, body.requestKey)));
        if (existing) {
          if (existing.amount !== amount || existing.payoutAccountId !== account.id)
            throw new AppError('IDEMPOTENCY_CONFLICT');
          return { orderNo: existing.orderNo, status: existing.status, amount: formatMinor(existing.amount) };
        }
        const now = clock();
        const orderNo = newOrderNo('W', now);
        // Locks the money first: under the row lock a second request cannot spend it again.
        const lock = await ledger.post(
          {
            kind: 'WITHDRAW_LOCK',
            idempotencyKey: `withdraw-lock:${orderNo}`,
            reference: orderNo,
            actor: `member:${memberId}`,
            postings: [
              { account: main(memberId), amount: -amount },
              { account: locked(memberId), amount },
            ],
          },
          tx,
        );
        await tx.insert(withdrawalOrder).values({
          merchantCode,
          orderNo,
          memberId,
          payoutAccountId: account.id,
          amount,
          status: 'PENDING',
          requestKey: body.requestKey,
          lockTransactionId: lock.transactionId,
          createdAt: now,
          updatedAt: now,
        });
        await audit('withdrawal.request', memberId, ip, { orderNo, amount: body.amount }, tx);
        return { orderNo, status: 'PENDING' as const, amount: formatMinor(amount) };
      });
    },

    records: async (memberId: number, query: WithdrawalRecordQuery): Promise<WithdrawalRecordPage> =>
      withdrawalRecords(db, memberId, query, (await rules.settings()).receiptConfirmMinutes),

    /** Operator: pending withdrawals, oldest first. */
    pending: () =>
      db
        .select({ order: withdrawalOrder, account: payoutAccount, username: member.username })
        .from(withdrawalOrder)
        .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
        .innerJoin(member, eq(member.id, withdrawalOrder.memberId))
        .where(and(eq(withdrawalOrder.merchantCode, merchantCode), eq(withdrawalOrder.status, 'PENDING')))
        .orderBy(withdrawalOrder.createdAt),

    approve: (orderNo: string, operator: string, note = '') => settle(orderNo, 'PAID', operator, note),
    reject: (orderNo: string, operator: string, note = '') => settle(orderNo, 'REJECTED', operator, note),
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
