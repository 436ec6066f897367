import {
  formatMinor,
  toMinor,
  type WithdrawConfig,
  type WithdrawalRecordPage,
  type WithdrawalRecordQuery,
  type WithdrawRequest,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { Db } from '../../platform/db.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import { verifyPassword } from '../identity/member/password-fns.js';
import type { AttemptLimits } from '../identity/attempts/attempts-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { newOrderNo } from './cashier-fns.js';
import { createPayoutAccounts, type CashierCredentials } from './payout-accounts.js';
import { withdrawalRecords } from './withdrawal-records.js';
import {
  createWithdrawalRepository,
  type PayoutAccountRow,
  type WithdrawalRepository,
} from './withdrawal-repository.js';
import { createWithdrawalRules, memberTurnover } from './withdrawal-rules.js';
import { createWithdrawalSettlement, lockedWallet, mainWallet } from './withdrawal-settlement.js';

/** Per-order withdrawal limits of the demo brand (minor units); a brand setting with the operator console. */
export const WITHDRAW_MIN = 10_000n;
export const WITHDRAW_MAX = 5_000_000n;

export type WithdrawalDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: order numbers and record dates use its calendar days. */
  timeZone: string;
  ledger: LedgerService;
  audit: Audit;
  messages: MessagesService;
  /** Counts withdraw-password tries: 5 wrong lock every money-out action for 15 minutes. */
  attempts: Pick<AttemptLimits, 'attempt'>;
  credentials: CashierCredentials;
};

/** Refuses the request unless the member reached the turnover the brand requires. */
async function requireTurnover(ledger: LedgerService, memberId: number, percent: number) {
  const turnover = await memberTurnover(ledger, memberId, percent);
  if (turnover.achieved < turnover.required) {
    const figures = { required: formatMinor(turnover.required), achieved: formatMinor(turnover.achieved) };
    throw new AppError(
      'TURNOVER_NOT_MET',
      `The turnover requirement is not met: required ${figures.required}, achieved ${figures.achieved}`,
      figures,
    );
  }
}

/**
 * Places the order: locks the money first (under the row lock a second request cannot spend it
 * again) and stores the order in the same transaction; a retry with the same request key answers
 * the first order.
 */
function placeOrder(
  deps: WithdrawalDeps & { repo: WithdrawalRepository },
  memberId: number,
  body: WithdrawRequest,
  amount: bigint,
  account: PayoutAccountRow,
  ip: string,
) {
  const { db, merchantCode, clock, ledger, audit, repo } = deps;
  return db.transaction(async (tx) => {
    const existing = await repo.orderByRequestKey(tx, memberId, body.requestKey);
    if (existing) {
      if (existing.amount !== amount || existing.payoutAccountId !== account.id)
        throw new AppError('IDEMPOTENCY_CONFLICT');
      return { orderNo: existing.orderNo, status: existing.status, amount: formatMinor(existing.amount) };
    }
    const now = clock();
    const orderNo = newOrderNo('W', now, deps.timeZone);
    const lock = await ledger.post(
      {
        kind: 'WITHDRAW_LOCK',
        idempotencyKey: `withdraw-lock:${orderNo}`,
        reference: orderNo,
        actor: `member:${memberId}`,
        postings: [
          { account: mainWallet(memberId), amount: -amount },
          { account: lockedWallet(memberId), amount },
        ],
      },
      tx,
    );
    await repo.insertOrder(tx, {
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
}

/**
 * Withdrawals. A request proves the withdraw password and moves the amount from MAIN to LOCKED
 * in the same DB transaction as the order row; the operator's approval pays it out of LOCKED,
 * a rejection returns it to MAIN (withdrawal-settlement.ts). Each step is one ledger posting
 * keyed by the order number.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db, merchantCode, ledger, audit } = deps;
  const repo = createWithdrawalRepository(db, merchantCode);
  const rules = createWithdrawalRules(deps);
  const settle = createWithdrawalSettlement({ ...deps, repo });

  const members = createMemberDirectory(db);

  async function memberRow(memberId: number) {
    const row = await members.byId(memberId);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  return {
    ...createPayoutAccounts({ ...deps, repo }),

    async config(memberId: number): Promise<WithdrawConfig> {
      const row = await memberRow(memberId);
      const settings = await rules.settings();
      const [available, held, turnover] = await Promise.all([
        ledger.balanceOf(mainWallet(memberId)),
        ledger.balanceOf(lockedWallet(memberId)),
        memberTurnover(ledger, memberId, settings.turnoverPercent),
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
        heldUntil: (await deps.credentials.withdrawalsHeldUntil(row.credentialsChangedAt))?.toISOString() ?? null,
      };
    },

    async request(memberId: number, body: WithdrawRequest, ip: string) {
      const row = await memberRow(memberId);
      if (!row.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
      // After a credential change a stolen session must not cash out before the member hears of it.
      const heldUntil = await deps.credentials.withdrawalsHeldUntil(row.credentialsChangedAt);
      if (heldUntil) {
        await audit('withdrawal.held', memberId, ip, { openAt: heldUntil.toISOString() });
        throw new AppError('WITHDRAWAL_HELD', undefined, { openAt: heldUntil.toISOString() });
      }
      const hash = row.paymentPasswordHash;
      await deps.attempts.attempt(memberId, 'withdrawPassword', ip, async () => {
        if (await verifyPassword(hash, body.paymentPassword)) return;
        await audit('withdrawal.password_failure', memberId, ip);
        throw new AppError('PAYMENT_PASSWORD_INCORRECT');
      });
      const amount = toMinor(body.amount);
      if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
        throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, {
          minAmount: formatMinor(WITHDRAW_MIN),
          maxAmount: formatMinor(WITHDRAW_MAX),
        });
      }
      const account = await repo.liveAccount(memberId, body.payoutAccountId);
      if (!account) throw new AppError('NOT_FOUND');
      await requireTurnover(ledger, memberId, (await rules.settings()).turnoverPercent);
      try {
        return await placeOrder({ ...deps, repo }, memberId, body, amount, account, ip);
      } catch (error) {
        // A twin with the same request key committed its order first (this one rolled back
        // whole): run again, which finds and answers that order.
        if (!uniqueViolation(error)) throw error;
        return placeOrder({ ...deps, repo }, memberId, body, amount, account, ip);
      }
    },

    records: async (memberId: number, query: WithdrawalRecordQuery): Promise<WithdrawalRecordPage> =>
      withdrawalRecords(repo, memberId, query, (await rules.settings()).receiptConfirmMinutes, deps.timeZone),

    /** Operator: pending withdrawals, oldest first. */
    pending: () => repo.pending(),

    approve: (orderNo: string, operator: string, note = '') => settle(orderNo, 'PAID', operator, note),
    reject: (orderNo: string, operator: string, note = '') => settle(orderNo, 'REJECTED', operator, note),
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
