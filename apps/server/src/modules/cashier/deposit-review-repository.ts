import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberUsernameSql } from '../identity/member/member-directory.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { depositOrder, paymentChannel } from './cashier-tables.js';
import { depositsWithChannel, slipOfOrder, type DepositRow } from './cashier-repository.js';
import { depositReceipt } from './deposit-receipt-tables.js';

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

    /** Operator: bank-transfer orders waiting for a decision, oldest first. */
    pending: () =>
      depositsWithChannel(db, {
        orderNo: depositOrder.orderNo,
        username: memberUsernameSql(depositOrder.memberId),
        channelName: paymentChannel.name,
        amount: depositOrder.amount,
        creditAmount: depositOrder.creditAmount,
        createdAt: depositOrder.createdAt,
        receiptAt: depositReceipt.uploadedAt,
      })
        .leftJoin(depositReceipt, slipOfOrder)
        .where(
          and(
            eq(depositOrder.merchantCode, merchantCode),
            eq(depositOrder.status, 'PENDING'),
            eq(paymentChannel.kind, 'BANK_TRANSFER'),
          ),
        )
        .orderBy(asc(depositOrder.createdAt)),
  };
}
export type DepositReviewRepository = ReturnType<typeof createDepositReviewRepository>;
