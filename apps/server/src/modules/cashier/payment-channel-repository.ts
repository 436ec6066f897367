import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { paymentChannel } from './cashier-tables.js';

export type PaymentChannelRow = typeof paymentChannel.$inferSelect;
export type PaymentChannelChange = Pick<PaymentChannelRow, 'enabled' | 'minAmount' | 'maxAmount' | 'sort' | 'provider'>;

/** SQL of the brand's payment channels as staff manage them (every channel, enabled or not). */
export function createPaymentChannelRepository(db: Db, merchantCode: string) {
  return {
    all: () =>
      db
        .select()
        .from(paymentChannel)
        .where(eq(paymentChannel.merchantCode, merchantCode))
        .orderBy(asc(paymentChannel.sort), asc(paymentChannel.id)),

    /** The channel under a row lock (changes to one channel run one after the other); null when unknown. */
    async lockByCode(tx: LedgerTx, code: string): Promise<PaymentChannelRow | null> {
      const [row] = await tx
        .select()
        .from(paymentChannel)
        .where(and(eq(paymentChannel.merchantCode, merchantCode), eq(paymentChannel.code, code)))
        .for('update');
      return row ?? null;
    },

    async update(tx: LedgerTx, id: number, change: PaymentChannelChange) {
      await tx.update(paymentChannel).set(change).where(eq(paymentChannel.id, id));
    },
  };
}
