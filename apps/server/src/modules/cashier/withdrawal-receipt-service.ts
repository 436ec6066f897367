import { createHash } from 'node:crypto';
import { formatMinor, type WithdrawalReceipt, type WithdrawalSettings } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { acceptImage } from '../../platform/image-upload.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import type { withdrawalOrder } from './cashier-tables.js';
import {
  createWithdrawalReceiptRepository,
  type WithdrawalReceiptRepository,
} from './withdrawal-receipt-repository.js';
import type { CashierActor, CashierChain } from './cashier-actor.js';
import { createWithdrawalRepository, type WithdrawalRepository } from './withdrawal-repository.js';
import { receiptDueAt, receivedAmount, sameReceipt, type ReceiptInput } from './withdrawal-fns.js';
import { createWithdrawalRules, type WithdrawalRules } from './withdrawal-rules.js';

type Order = typeof withdrawalOrder.$inferSelect;
/** Orders the auto-receipt job settles per transaction (each batch commits on its own). */
const AUTO_RECEIPT_BATCH = 100;

export type WithdrawalReceiptDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  audit: Audit;
  chain: CashierChain;
};

const receiptView = (o: Order): WithdrawalReceipt => ({
  orderNo: o.orderNo,
  receiptStatus: o.receiptStatus as NonNullable<Order['receiptStatus']>,
  amountReceived: formatMinor(o.receiptAmount ?? 0n),
  remainder: formatMinor(o.amount - (o.receiptAmount ?? 0n)),
  receiptAt: (o.receiptAt as Date).toISOString(),
});

type ReceiptContext = WithdrawalReceiptDeps & {
  rules: WithdrawalRules;
  orders: WithdrawalRepository;
  repo: WithdrawalReceiptRepository;
};
type Proof = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

/** Marks locked, unanswered orders AUTO_RECEIVED (the whole amount), audited one by one. */
async function forceReceipt({ repo, audit }: ReceiptContext, tx: LedgerTx, due: Order[], now: Date, by: string) {
  if (!due.length) return;
  await repo.forceReceipt(
    tx,
    due.map((o) => o.id),
    now,
  );
  for (const o of due) await audit('withdrawal.auto_receipt', o.memberId, null, { orderNo: o.orderNo, by }, tx);
}

/**
 * An order already answered: the same answer with the same proof (`sha256`, null without one) is
 * a retry and gets the stored receipt; any other answer is refused.
 */
async function repeatedAnswer(
  { repo }: ReceiptContext,
  tx: LedgerTx,
  order: Order,
  stored: { status: NonNullable<Order['receiptStatus']>; amount: bigint },
  answer: { status: ReceiptInput['outcome']; amount: bigint },
  sha256: string | null,
) {
  const storedProof = sha256 !== null ? await repo.proofHash(tx, order.id) : undefined;
  if (sameReceipt(stored, answer) && storedProof === (sha256 ?? undefined)) return { ok: receiptView(order) };
  throw new AppError('RECEIPT_ALREADY_CONFIRMED', undefined, { receiptStatus: stored.status });
}

/**
 * Records the member's answer on their PAID order under a row lock. An order already past its
 * deadline is auto-received instead (the job may not have run yet) and the answer refused.
 */
async function confirm(
  ctx: ReceiptContext,
  memberId: number,
  orderNo: string,
  input: ReceiptInput,
  ip: string,
  proof?: Proof,
): Promise<WithdrawalReceipt> {
  const { db, clock, audit, orders, repo } = ctx;
  const { receiptConfirmMinutes } = await ctx.rules.settings();
  const outcome = await db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderNo);
    // Another member's order does not exist for this one.
    if (!order || order.memberId !== memberId) throw new AppError('NOT_FOUND');
    if (order.status !== 'PAID' || !order.paidAt)
      throw new AppError('ORDER_NOT_PAID', undefined, { status: order.status });
    const received = receivedAmount(order.amount, input);
    if (received === null)
      throw new AppError(
        'AMOUNT_OUT_OF_RANGE',
        'The amount received must be more than 0 and less than the order amount',
        {
          minAmount: '0.01',
          maxAmount: formatMinor(order.amount - 1n),
        },
      );
    const sha256 = proof ? createHash('sha256').update(proof.bytes).digest('hex') : null;
    if (order.receiptStatus) {
      const stored = { status: order.receiptStatus, amount: order.receiptAmount ?? 0n };
      return repeatedAnswer(ctx, tx, order, stored, { status: input.outcome, amount: received }, sha256);
    }
    const now = clock();
    if (receiptDueAt(order.paidAt, receiptConfirmMinutes) <= now) {
      await forceReceipt(ctx, tx, [order], now, 'late-confirmation');
      return { late: true as const };
    }
    const updated = await repo.recordReceipt(tx, order.id, {
      receiptStatus: input.outcome,
      receiptAmount: received,
      receiptAt: now,
    });
    if (proof && sha256)
      await repo.insertProof(tx, {
        orderId: order.id,
        contentType: proof.contentType,
        byteSize: proof.bytes.length,
        sha256,
        bytes: proof.bytes,
        createdAt: now,
      });
    await audit(
      'withdrawal.receipt',
      memberId,
      ip,
      { orderNo, outcome: input.outcome, received: formatMinor(received) },
      tx,
    );
    return { ok: receiptView(updated as Order) };
  });
  if ('late' in outcome) throw new AppError('RECEIPT_ALREADY_CONFIRMED', undefined, { receiptStatus: 'AUTO_RECEIVED' });
  return outcome.ok;
}

/**
 * The scheduled job: every PAID order unanswered past the brand's minutes becomes AUTO_RECEIVED.
 * Safe to run twice and on several instances at once: rows are claimed with FOR UPDATE SKIP
 * LOCKED and re-checked under the lock. Returns how many orders it settled.
 */
async function autoConfirmDue(ctx: ReceiptContext, now: Date): Promise<number> {
  const { receiptConfirmMinutes } = await ctx.rules.settings();
  const paidBefore = new Date(now.getTime() - receiptConfirmMinutes * 60_000);
  let total = 0;
  for (;;) {
    const settled = await ctx.db.transaction(async (tx) => {
      const due = await ctx.repo.claimDue(tx, paidBefore, AUTO_RECEIPT_BATCH);
      await forceReceipt(ctx, tx, due, now, 'job');
      return due.length;
    });
    total += settled;
    if (settled < AUTO_RECEIPT_BATCH) return total;
  }
}

/**
 * Receipt of paid withdrawals (spec §4 "Withdrawal confirmation"). The member answers once:
 * received, partly received (with the amount) or not received (with a proof image); an order
 * left unanswered past the brand's minutes is AUTO_RECEIVED. Every outcome is final. No money
 * moves here: the payout already left; a dispute is for the operators to settle.
 */
export function createWithdrawalReceiptService(deps: WithdrawalReceiptDeps) {
  const { db, merchantCode, clock, audit } = deps;
  const rules = createWithdrawalRules(deps);
  const repo = createWithdrawalReceiptRepository(db, merchantCode);
  const ctx: ReceiptContext = {
    db,
    merchantCode,
    clock,
    audit,
    chain: deps.chain,
    rules,
    orders: createWithdrawalRepository(db, merchantCode),
    repo,
  };

  return {
    confirm: (
      memberId: number,
      orderNo: string,
      body: { outcome: 'RECEIVED' } | { outcome: 'PARTLY_RECEIVED'; received: bigint },
      ip: string,
    ) => confirm(ctx, memberId, orderNo, body, ip),

    /** "Not received" with the proof image: a real PNG or JPEG (bytes match the declared type), ≤ 5 MB. */
    async notReceived(memberId: number, orderNo: string, body: unknown, declaredType: string | undefined, ip: string) {
      const image = await acceptImage(body, declaredType);
      return confirm(ctx, memberId, orderNo, { outcome: 'NOT_RECEIVED' }, ip, {
        contentType: image.contentType,
        bytes: image.data,
      });
    },

    autoConfirmDue: (now: Date = clock()) => autoConfirmDue(ctx, now),

    /** Operators: orders reported not or partly received, newest answer first. */
    disputed: () => repo.disputed(),

    /** Operators: the proof image of an order. */
    async proof(orderNo: string): Promise<{ contentType: string; bytes: Buffer }> {
      const row = await repo.proof(orderNo);
      if (!row) throw new AppError('NOT_FOUND');
      return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
    },

    settings: () => rules.settings(),
    updateSettings: (next: WithdrawalSettings, actor: CashierActor) => rules.updateSettings(next, actor),
  };
}
export type WithdrawalReceiptService = ReturnType<typeof createWithdrawalReceiptService>;
