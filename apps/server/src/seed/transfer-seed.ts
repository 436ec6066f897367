import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { DEFAULT_FUNDS_SETTING } from '../modules/transfer/transfer-fns.js';
import { fundsSetting } from '../modules/transfer/transfer-tables.js';

/**
 * Issue 4's demo data: transfer wallets for a few vendors (live casino and sports, as real
 * brands run them) so transferFund has something to move, and the demo member placed under
 * the demo agent so transferUpline and the agent's downline transfer both have a partner.
 * Idempotent: the settings row is inserted once and the demo member moved only while it has
 * no upline.
 */
export async function seedTransfer(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(fundsSetting)
    .values({
      ...DEFAULT_FUNDS_SETTING,
      merchantCode,
      singleWallet: false,
      transferVendors: ['EVO', 'SA', 'SABA'],
    })
    .onConflictDoNothing();
  await db.execute(sql`
    UPDATE member d SET parent_id = a.id, path = a.path || d.id || '/'
    FROM member a
    WHERE d.merchant_code = ${merchantCode} AND a.merchant_code = ${merchantCode}
      AND d.username = 'demo' AND a.username = 'agent' AND d.parent_id IS NULL`);
}
