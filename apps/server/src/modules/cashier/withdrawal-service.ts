import {
  formatMinor,
  toMinor,
  type WithdrawConfig,
  type WithdrawalRecordPage,
  type WithdrawalQueueQuery,
  type WithdrawalRecordQuery,
  type WithdrawRequest,
} from '@fortuna/contracts';
import type { MessagesService } from '../messages/messages-service.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { createMemberDirectory, type MemberDirectory } from '../identity/member/member-directory.js';
import { verifyPassword } from '../identity/member/password-fns.js';
import type { AttemptLimits } from '../identity/attempts/attempts-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { withdrawalLedgerKey } from '../wallet/account-record-fns.js';
import type { MoneyServiceDeps } from '../wallet/money-service-deps.js';
import type { CashierActor, CashierChain } from './cashier-actor.js';
import { newOrderNo } from './cashier-fns.js';
import { createPayoutAccounts, type CashierCredentials } from './payout-accounts.js';
import { createWithdrawalQueue } from './withdrawal-queue.js';
import { withdrawalRecords } from './withdrawal-records.js';
import {
  createWithdrawalRepository,
  type PayoutAccountRow,
  type WithdrawalRepository,
} from './withdrawal-repository.js';
import { createWithdrawalRules, memberTurnover, type WithdrawalRules } from './withdrawal-rules.js';
import { createWithdrawalSettlement, lockedWallet, mainWallet } from './withdrawal-settlement.js';

/** Per-order withdrawal limits of the demo brand (minor units); a brand setting with the operator console. */
export const WITHDRAW_MIN = 10_000n;
export const WITHDRAW_MAX = 5_000_000n;

export type WithdrawalDeps = MoneyServiceDeps & {
  messages: MessagesService;
  chain: CashierChain;
  /** Counts withdraw-password tries: 5 wrong lock every money-out action for 15 minutes. */
  attempts: Pick<AttemptLimits, 'attempt'>;
  credentials: CashierCredentials;
  /** Whether an agent owes its downlines a settlement bill (agent-settlement): it may not withdraw then. */
  arrears?: (memberId: number) => Promise<boolean>;
};
type WithdrawalContext = WithdrawalDeps & { repo: WithdrawalRepository; members: MemberDirectory };

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
  deps: WithdrawalContext,
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
        idempotencyKey: withdrawalLedgerKey.lock(orderNo),
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

async function memberRow({ members }: WithdrawalContext, memberId: number) {
  const row = await members.byId(memberId);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

async function config(ctx: WithdrawalContext, rules: WithdrawalRules, memberId: number): Promise<WithdrawConfig> {
  const { ledger } = ctx;
  const row = await memberRow(ctx, memberId);
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
    heldUntil: (await ctx.credentials.withdrawalsHeldUntil(row.credentialsChangedAt))?.toISOString() ?? null,
  };
}

/** Checks the member may withdraw now (not held after a credential change) and proves the withdraw password. */
async function proveWithdrawer(ctx: WithdrawalContext, memberId: number, paymentPassword: string, ip: string) {
  const { audit } = ctx;
  if (await ctx.arrears?.(memberId)) {
    await audit('withdrawal.arrears', memberId, ip);
    throw new AppError('AGENT_IN_ARREARS');
  }
  const row = await memberRow(ctx, memberId);
  if (!row.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  // After a credential change a stolen session must not cash out before the member hears of it.
  const heldUntil = await ctx.credentials.withdrawalsHeldUntil(row.credentialsChangedAt);
  if (heldUntil) {
    await audit('withdrawal.held', memberId, ip, { openAt: heldUntil.toISOString() });
    throw new AppError('WITHDRAWAL_HELD', undefined, { openAt: heldUntil.toISOString() });
  }
  const hash = row.paymentPasswordHash;
  await ctx.attempts.attempt(memberId, 'withdrawPassword', ip, async () => {
    if (await verifyPassword(hash, paymentPassword, { ip, memberId })) return;
    await audit('withdrawal.password_failure', memberId, ip);
    throw new AppError('PAYMENT_PASSWORD_INCORRECT');
  });
}

async function request(
  ctx: WithdrawalContext,
  rules: WithdrawalRules,
  memberId: number,
  body: WithdrawRequest,
  ip: string,
) {
  await proveWithdrawer(ctx, memberId, body.paymentPassword, ip);
  const amount = toMinor(body.amount);
  if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, {
      minAmount: formatMinor(WITHDRAW_MIN),
      maxAmount: formatMinor(WITHDRAW_MAX),
    });
  }
  const account = await ctx.repo.liveAccount(memberId, body.payoutAccountId);
  if (!account) throw new AppError('NOT_FOUND');
  await requireTurnover(ctx.ledger, memberId, (await rules.settings()).turnoverPercent);
  try {
    return await placeOrder(ctx, memberId, body, amount, account, ip);
  } catch (error) {
    // A twin with the same request key committed its order first (this one rolled back
    // whole): run again, which finds and answers that order.
    if (!uniqueViolation(error)) throw error;
    return placeOrder(ctx, memberId, body, amount, account, ip);
  }
}

/**
 * Withdrawals. A request proves the withdraw password and moves the amount from MAIN to LOCKED
 * in the same DB transaction as the order row; a staff member's approval pays it out of LOCKED,
 * a rejection returns it to MAIN (withdrawal-settlement.ts). Each step is one ledger posting
 * keyed by the order number.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const repo = createWithdrawalRepository(deps.db, deps.merchantCode);
  const ctx: WithdrawalContext = { ...deps, repo, members: createMemberDirectory(deps.db) };
  const rules = createWithdrawalRules(deps);
  const settle = createWithdrawalSettlement({ ...deps, repo });
  const queue = createWithdrawalQueue({ ...deps, rules });

  return {
    ...createPayoutAccounts({ ...deps, repo }),

    config: (memberId: number) => config(ctx, rules, memberId),

    request: (memberId: number, body: WithdrawRequest, ip: string) => request(ctx, rules, memberId, body, ip),

    records: async (memberId: number, query: WithdrawalRecordQuery): Promise<WithdrawalRecordPage> =>
      withdrawalRecords(repo, memberId, query, (await rules.settings()).receiptConfirmMinutes, deps.timeZone),

    /** The CLI: every pending withdrawal, oldest first. */
    pending: () => queue.all(),
    /** The console: a filtered page of pending withdrawals with their risk hints. */
    pendingPage: (query: WithdrawalQueueQuery) => queue.page(query),

    approve: (orderNo: string, actor: CashierActor, note = '') => settle(orderNo, 'PAID', actor, note),
    reject: (orderNo: string, actor: CashierActor, note = '') => settle(orderNo, 'REJECTED', actor, note),
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
