import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import type { Tx } from './member-repository.js';
import { identitySetting } from './member-tables.js';

export type IdentitySettingRow = typeof identitySetting.$inferSelect;

/** SQL of the brand's identity settings (code life, password expiry, weak default, dialing code). */
export function createIdentitySettingsRepository(db: Db) {
  return {
    async get(merchantCode: string, tx: Tx = db): Promise<IdentitySettingRow | null> {
      const [row] = await tx
        .select()
        .from(identitySetting)
        .where(eq(identitySetting.merchantCode, merchantCode))
        .limit(1);
      return row ?? null;
    },
    /** Sets the password expiry days, creating the brand's row from `defaults` when it has none. */
    async setPasswordExpiryDays(row: IdentitySettingRow, tx: Tx = db) {
      await tx
        .insert(identitySetting)
        .values(row)
        .onConflictDoUpdate({
          target: identitySetting.merchantCode,
          set: { passwordExpiryDays: row.passwordExpiryDays },
        });
    },
  };
}
