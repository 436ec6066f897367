import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { payoutAccount, withdrawalOrder, withdrawalSetting } from './cashier-tables.js';

export type WithdrawalRow = typeof withdrawalOrder.$inferSelect;
export type PayoutAccountRow = typeof payoutAccount.$inferSelect;
export type WithdrawalRecordFilter = {
  memberId: number;
  from: Date;
  to: Date;
  status?: WithdrawalRow['status'] | undefined;
};

/** The member's payout accounts, live and removed. */
function payoutAccountQueries(db: Db) {
  return {
    liveAccounts: (memberId: number, tx: LedgerTx = db) =>
      tx
        .select()
        .from(payoutAccount)
        .where(and(eq(payoutAccount.memberId, memberId), isNull(payoutAccount.removedAt)))
        .orderBy(payoutAccount.id),

    /** Whether the member ever bound a payout account (removed ones count: a new one after them is a change). */
    async everBoundAccount(memberId: number, tx: LedgerTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: payoutAccount.id })
        .from(payoutAccount)
        .where(eq(payoutAccount.memberId, memberId))
        .limit(1);
      return row !== undefined;
    },

    /** A payout account by id, live or not (the account an order is paid to). */
    async accountById(id: number, tx: LedgerTx = db): Promise<PayoutAccountRow | null> {
      const [row] = await tx.select().from(payoutAccount).where(eq(payoutAccount.id, id));
      return row ?? null;
    },

    async liveAccount(memberId: number, id: number): Promise<PayoutAccountRow | null> {
      const [row] = await db
        .select()
        .from(payoutAccount)
        .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId), isNull(payoutAccount.removedAt)));
      return row ?? null;
    },

    /** Binds an account; null when the member already bound it. */
    async insertAccount(
      values: typeof payoutAccount.$inferInsert,
      tx: LedgerTx = db,
    ): Promise<PayoutAccountRow | null> {
      const [inserted] = await tx.insert(payoutAccount).values(values).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** Removes a live account of the member; false when there is none. */
    async removeAccount(memberId: number, id: number, at: Date): Promise<boolean> {
      const removed = await db
        .update(payoutAccount)
        .set({ removedAt: at })
        .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId), isNull(payoutAccount.removedAt)))
        .returning();
      return removed.length > 0;
    },
  };
}

/** Withdrawal orders: the member's requests, the decisions' row locks and the member's records (the queue: withdrawal-queue-repository.ts). */
function withdrawalOrderQueries(db: Db, merchantCode: string) {
  return {
    async lockOrder(tx: LedgerTx, orderNo: string): Promise<WithdrawalRow | null> {
      const [order] = await tx
        .select()
        .from(withdrawalOrder)
        .where(and(eq(withdrawalOrder.merchantCode, merchantCode), eq(withdrawalOrder.orderNo, orderNo)))
        .for('update');
      return order ?? null;
    },

    async orderByRequestKey(tx: LedgerTx, memberId: number, requestKey: string): Promise<WithdrawalRow | null> {
      const [existing] = await tx
        .select()
        .from(withdrawalOrder)
        .where(and(eq(withdrawalOrder.memberId, memberId), eq(withdrawalOrder.requestKey, requestKey)));
      return existing ?? null;
    },

    async insertOrder(tx: LedgerTx, values: typeof withdrawalOrder.$inferInsert) {
      await tx.insert(withdrawalOrder).values(values);
    },

    async updateOrder(tx: LedgerTx, id: number, change: Partial<typeof withdrawalOrder.$inferInsert>) {
      await tx.update(withdrawalOrder).set(change).where(eq(withdrawalOrder.id, id));
    },

    /** A page of a member's orders with their payout accounts, newest first, and the total. */
    async recordPage(f: WithdrawalRecordFilter, limit: number, offset: number) {
      const conditions: SQL[] = [
        eq(withdrawalOrder.memberId, f.memberId),
        gte(withdrawalOrder.createdAt, f.from),
        lt(withdrawalOrder.createdAt, f.to),
      ];
      if (f.status) conditions.push(eq(withdrawalOrder.status, f.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: withdrawalOrder, account: payoutAccount })
          .from(withdrawalOrder)
          .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
          .where(where)
          .orderBy(desc(withdrawalOrder.createdAt), desc(withdrawalOrder.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(withdrawalOrder).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** The brand's withdrawal settings (one row). */
function withdrawalSettingQueries(db: Db, merchantCode: string) {
  return {
    async settings() {
      const [row] = await db.select().from(withdrawalSetting).where(eq(withdrawalSetting.merchantCode, merchantCode));
      return row ?? null;
    },

    /** The settings row under a lock (a change records what it replaced); null before the first change. */
    async lockSettings(tx: LedgerTx) {
      const [row] = await tx
        .select()
        .from(withdrawalSetting)
        .where(eq(withdrawalSetting.merchantCode, merchantCode))
        .for('update');
      return row ?? null;
    },

    async saveSettings(
      tx: LedgerTx,
      values: { turnoverPercent: number; receiptConfirmMinutes: number; updatedAt: Date },
    ) {
      await tx
        .insert(withdrawalSetting)
        .values({ merchantCode, ...values })
        .onConflictDoUpdate({ target: withdrawalSetting.merchantCode, set: values });
    },
  };
}

/** SQL of withdrawal orders, payout accounts and the brand's withdrawal settings. */
export function createWithdrawalRepository(db: Db, merchantCode: string) {
  return {
    ...payoutAccountQueries(db),
    ...withdrawalOrderQueries(db, merchantCode),
    ...withdrawalSettingQueries(db, merchantCode),
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
