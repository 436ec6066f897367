import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberUsernameSql } from '../identity/member/member-directory.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { payoutAccount, withdrawalOrder, withdrawalReceiptProof } from './cashier-tables.js';
import type { WithdrawalRow } from './withdrawal-repository.js';

/** The member's answer on a paid order, its proof image, and the receipts forced when none came. */
function receiptAnswerQueries(merchantCode: string) {
  return {
    async proofHash(tx: LedgerTx, orderId: number): Promise<string | undefined> {
      const [stored] = await tx
        .select({ sha256: withdrawalReceiptProof.sha256 })
        .from(withdrawalReceiptProof)
        .where(eq(withdrawalReceiptProof.orderId, orderId));
      return stored?.sha256;
    },

    async recordReceipt(
      tx: LedgerTx,
      orderId: number,
      change: { receiptStatus: NonNullable<WithdrawalRow['receiptStatus']>; receiptAmount: bigint; receiptAt: Date },
    ): Promise<WithdrawalRow | undefined> {
      const [updated] = await tx
        .update(withdrawalOrder)
        .set({ ...change, updatedAt: change.receiptAt })
        .where(eq(withdrawalOrder.id, orderId))
        .returning();
      return updated;
    },

    async insertProof(tx: LedgerTx, values: typeof withdrawalReceiptProof.$inferInsert) {
      await tx.insert(withdrawalReceiptProof).values(values);
    },

    /** Marks the orders AUTO_RECEIVED for their whole amount; `receipt_status IS NULL` re-checks under the lock. */
    async forceReceipt(tx: LedgerTx, orderIds: number[], now: Date) {
      await tx
        .update(withdrawalOrder)
        .set({
          receiptStatus: 'AUTO_RECEIVED',
          receiptAmount: sql`${withdrawalOrder.amount}`,
          receiptAt: now,
          updatedAt: now,
        })
        .where(and(inArray(withdrawalOrder.id, orderIds), isNull(withdrawalOrder.receiptStatus)));
    },

    /** Claims up to `limit` PAID orders unanswered since `paidBefore`, skipping rows another run holds. */
    claimDue: (tx: LedgerTx, paidBefore: Date, limit: number) =>
      tx
        .select()
        .from(withdrawalOrder)
        .where(
          and(
            eq(withdrawalOrder.merchantCode, merchantCode),
            eq(withdrawalOrder.status, 'PAID'),
            isNull(withdrawalOrder.receiptStatus),
            lte(withdrawalOrder.paidAt, paidBefore),
          ),
        )
        .orderBy(withdrawalOrder.paidAt)
        .limit(limit)
        .for('update', { skipLocked: true }),
  };
}

/** What operators read: the disputed orders and their proof images. */
function disputeQueries(db: Db, merchantCode: string) {
  return {
    /** Operators: orders reported not or partly received, newest answer first. */
    disputed: () =>
      db
        .select({
          order: withdrawalOrder,
          account: payoutAccount,
          username: memberUsernameSql(withdrawalOrder.memberId),
          proofId: withdrawalReceiptProof.orderId,
        })
        .from(withdrawalOrder)
        .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
        .leftJoin(withdrawalReceiptProof, eq(withdrawalReceiptProof.orderId, withdrawalOrder.id))
        .where(
          and(
            eq(withdrawalOrder.merchantCode, merchantCode),
            inArray(withdrawalOrder.receiptStatus, ['NOT_RECEIVED', 'PARTLY_RECEIVED']),
          ),
        )
        .orderBy(desc(withdrawalOrder.receiptAt)),

    async proof(orderNo: string) {
      const [row] = await db
        .select({ contentType: withdrawalReceiptProof.contentType, bytes: withdrawalReceiptProof.bytes })
        .from(withdrawalReceiptProof)
        .innerJoin(withdrawalOrder, eq(withdrawalOrder.id, withdrawalReceiptProof.orderId))
        .where(and(eq(withdrawalOrder.merchantCode, merchantCode), eq(withdrawalOrder.orderNo, orderNo)));
      return row ?? null;
    },
  };
}

/** SQL of withdrawal receipts: the member's answer on a paid order, its proof image, forced receipts. */
export function createWithdrawalReceiptRepository(db: Db, merchantCode: string) {
  return { ...receiptAnswerQueries(merchantCode), ...disputeQueries(db, merchantCode) };
}
export type WithdrawalReceiptRepository = ReturnType<typeof createWithdrawalReceiptRepository>;
