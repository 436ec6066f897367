import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { paymentProviderSecret, sandboxGatewayPayment } from './cashier-tables.js';

export type SandboxPaymentRow = typeof sandboxGatewayPayment.$inferSelect;

/**
 * The sandbox gateway's storage, kept by the cashier (its tables live with the payment tables):
 * the payments it opened and the secret a merchant shares with it.
 */
export function createSandboxGatewayRepository(db: Db) {
  return {
    async merchantSecret(merchantCode: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(paymentProviderSecret)
        .where(and(eq(paymentProviderSecret.merchantCode, merchantCode), eq(paymentProviderSecret.provider, 'sandbox')))
        .limit(1);
      return row?.secret ?? null;
    },

    async payment(id: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxGatewayPayment).where(eq(sandboxGatewayPayment.id, id)).limit(1);
      return row ?? null;
    },

    /** Opens a payment; the same merchant reference twice is the same payment (merchants retry). */
    async openPayment(values: typeof sandboxGatewayPayment.$inferInsert): Promise<SandboxPaymentRow | null> {
      const [row] = await db.insert(sandboxGatewayPayment).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(sandboxGatewayPayment)
        .where(
          and(
            eq(sandboxGatewayPayment.merchantCode, values.merchantCode),
            eq(sandboxGatewayPayment.merchantRef, values.merchantRef),
          ),
        );
      return existing ?? null;
    },

    /** Completes an OPEN payment once; false when it was no longer open. */
    async complete(id: string, status: 'SUCCESS' | 'FAILED', at: Date): Promise<boolean> {
      const [claimed] = await db
        .update(sandboxGatewayPayment)
        .set({ status, completedAt: at })
        .where(and(eq(sandboxGatewayPayment.id, id), eq(sandboxGatewayPayment.status, 'OPEN')))
        .returning();
      return claimed !== undefined;
    },

    async recordCallback(id: string, callbackStatus: number) {
      await db.update(sandboxGatewayPayment).set({ callbackStatus }).where(eq(sandboxGatewayPayment.id, id));
    },
  };
}
export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;
