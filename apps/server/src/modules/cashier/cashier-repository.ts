import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { depositOrder, paymentChannel, paymentProviderSecret } from './cashier-tables.js';
import { depositReceipt } from './deposit-receipt-tables.js';

export type DepositRow = typeof depositOrder.$inferSelect;

/** Deposit orders joined with their payment channel (a caller adds the slip with `slipOfOrder`). */
export const depositsWithChannel = <F extends SelectedFields>(db: Db, fields: F) =>
  db.select(fields).from(depositOrder).innerJoin(paymentChannel, eq(paymentChannel.id, depositOrder.channelId));
/** Joins an order's slip, once the member uploaded one. */
export const slipOfOrder = eq(depositReceipt.orderId, depositOrder.id);

/** The brand's payment channels and the gateways' secrets. */
function paymentChannelQueries(db: Db, merchantCode: string) {
  return {
    channels: () =>
      db
        .select()
        .from(paymentChannel)
        .where(and(eq(paymentChannel.merchantCode, merchantCode), eq(paymentChannel.enabled, true)))
        .orderBy(asc(paymentChannel.sort), asc(paymentChannel.id)),

    async channelByCode(code: string) {
      const [row] = await db
        .select()
        .from(paymentChannel)
        .where(and(eq(paymentChannel.merchantCode, merchantCode), eq(paymentChannel.code, code)))
        .limit(1);
      return row ?? null;
    },

    async providerSecret(provider: string) {
      const [row] = await db
        .select()
        .from(paymentProviderSecret)
        .where(and(eq(paymentProviderSecret.merchantCode, merchantCode), eq(paymentProviderSecret.provider, provider)))
        .limit(1);
      return row?.secret ?? null;
    },
  };
}

/** Deposit orders: placing one, its gateway's callback, and the member's records. */
function depositOrderQueries(db: Db, merchantCode: string) {
  return {
    /** Inserts the order unless the member already made one with this request key; returns the order either way. */
    async insertOrGetDeposit(values: typeof depositOrder.$inferInsert): Promise<{ row: DepositRow; created: boolean }> {
      const [inserted] = await db.insert(depositOrder).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(depositOrder)
        .where(and(eq(depositOrder.memberId, values.memberId), eq(depositOrder.requestKey, values.requestKey)))
        .limit(1);
      if (!existing) throw new Error('deposit order vanished');
      return { row: existing, created: false };
    },

    async setGatewayRef(id: number, gatewayRef: string) {
      await db.update(depositOrder).set({ gatewayRef }).where(eq(depositOrder.id, id));
    },

    async lockDepositByOrderNo(tx: LedgerTx, orderNo: string) {
      const [row] = await tx
        .select()
        .from(depositOrder)
        .where(and(eq(depositOrder.merchantCode, merchantCode), eq(depositOrder.orderNo, orderNo)))
        .for('update');
      return row ?? null;
    },

    async finishDeposit(
      tx: LedgerTx,
      id: number,
      change: { status: DepositRow['status']; ledgerTransactionId?: number | null; note?: string; updatedAt: Date },
    ) {
      await tx.update(depositOrder).set(change).where(eq(depositOrder.id, id));
    },

    async depositPage(
      memberId: number,
      filter: { from: Date; to: Date; status?: string | undefined },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [
        eq(depositOrder.memberId, memberId),
        gte(depositOrder.createdAt, filter.from),
        lt(depositOrder.createdAt, filter.to),
      ];
      if (filter.status) conditions.push(eq(depositOrder.status, filter.status as DepositRow['status']));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        depositsWithChannel(db, {
          order: depositOrder,
          channelName: paymentChannel.name,
          channelKind: paymentChannel.kind,
          receiptAt: depositReceipt.uploadedAt,
        })
          .leftJoin(depositReceipt, slipOfOrder)
          .where(where)
          .orderBy(desc(depositOrder.createdAt), desc(depositOrder.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(depositOrder).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export function createCashierRepository(db: Db, merchantCode: string) {
  return { ...paymentChannelQueries(db, merchantCode), ...depositOrderQueries(db, merchantCode) };
}
export type CashierRepository = ReturnType<typeof createCashierRepository>;
