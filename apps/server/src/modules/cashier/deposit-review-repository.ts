import { and, asc, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberUsernameSql } from '../identity/member/member-directory.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { depositOrder, paymentChannel } from './cashier-tables.js';
import { depositsWithChannel, slipOfOrder, type DepositRow } from './cashier-repository.js';
import { depositReceipt } from './deposit-receipt-tables.js';
import type { QueueFilter } from './queue-filter.js';

export type DepositReceiptValues = Omit<typeof depositReceipt.$inferInsert, 'orderId'>;

/** SQL of bank-transfer deposits under review: the order with its channel's kind, and the member's slip. */
export function createDepositReviewRepository(db: Db, merchantCode: string) {
  return {
    /** Locks the order with its channel's kind; null when there is no such order. */
    async lockOrderWithKind(tx: LedgerTx, orderNo: string) {
      const [row] = await tx
        .select({ order: depositOrder, kind: paymentChannel.kind })
        .from(depositOrder)
        .innerJoin(paymentChannel, eq(paymentChannel.id, depositOrder.channelId))
        .where(and(eq(depositOrder.merchantCode, merchantCode), eq(depositOrder.orderNo, orderNo)))
        .for('update', { of: depositOrder });
      return row ?? null;
    },

    async review(
      tx: LedgerTx,
      id: number,
      change: {
        status: DepositRow['status'];
        ledgerTransactionId: number | null;
        note: string;
        reviewedBy: string;
        updatedAt: Date;
      },
    ) {
      await tx.update(depositOrder).set(change).where(eq(depositOrder.id, id));
    },

    /** Stores the slip of an order; a new upload replaces the old. */
    async saveReceipt(tx: LedgerTx, orderId: number, values: DepositReceiptValues) {
      await tx
        .insert(depositReceipt)
        .values({ orderId, ...values })
        .onConflictDoUpdate({ target: depositReceipt.orderId, set: values });
    },

    async receiptOf(orderNo: string) {
      const [row] = await db
        .select({ receipt: depositReceipt, memberId: depositOrder.memberId })
        .from(depositReceipt)
        .innerJoin(depositOrder, eq(depositOrder.id, depositReceipt.orderId))
        .where(and(eq(depositOrder.merchantCode, merchantCode), eq(depositOrder.orderNo, orderNo)));
      return row ?? null;
    },

    /** Operator: bank-transfer orders waiting for a decision, oldest first, a filtered page (deposit_order_pending index). */
    async pendingPage(f: QueueFilter, limit: number, offset: number) {
      const conditions: SQL[] = [
        eq(depositOrder.merchantCode, merchantCode),
        eq(depositOrder.status, 'PENDING'),
        eq(paymentChannel.kind, 'BANK_TRANSFER'),
      ];
      if (f.memberId !== undefined) conditions.push(eq(depositOrder.memberId, f.memberId));
      if (f.minAmount !== undefined) conditions.push(gte(depositOrder.amount, f.minAmount));
      if (f.maxAmount !== undefined) conditions.push(lte(depositOrder.amount, f.maxAmount));
      if (f.from) conditions.push(gte(depositOrder.createdAt, f.from));
      if (f.to) conditions.push(lt(depositOrder.createdAt, f.to));
      if (f.channel) conditions.push(sql`lower(${paymentChannel.code}) = lower(${f.channel})`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        depositsWithChannel(db, {
          orderNo: depositOrder.orderNo,
          username: memberUsernameSql(depositOrder.memberId),
          channelCode: paymentChannel.code,
          channelName: paymentChannel.name,
          amount: depositOrder.amount,
          creditAmount: depositOrder.creditAmount,
          createdAt: depositOrder.createdAt,
          receiptAt: depositReceipt.uploadedAt,
        })
          .leftJoin(depositReceipt, slipOfOrder)
          .where(where)
          .orderBy(asc(depositOrder.createdAt), asc(depositOrder.id))
          .limit(limit)
          .offset(offset),
        depositsWithChannel(db, { n: count() }).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type DepositReviewRepository = ReturnType<typeof createDepositReviewRepository>;
