import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.js';
import { withStartupLock } from '../platform/startup-lock.js';
import { seedSystem } from './system-seed.js';
import { seedCatalogueDemo } from './catalogue-demo.js';
import { seedIdentity } from './identity-seed.js';
import { seedBankTransferChannel, seedCashier } from './cashier-seed.js';
import { seedTransfer } from './transfer-seed.js';
import { seedStaff } from './staff-seed.js';

type Seed = { name: string; run: (tx: Db, merchantCode: string) => Promise<void> };

/** Demo-data seeds in order. Each runs once per database, inside its own transaction. */
const SEEDS: Seed[] = [
  { name: 'system-v1', run: seedSystem },
  { name: 'catalogue-v1', run: seedCatalogueDemo },
  { name: 'identity-v1', run: seedIdentity },
  { name: 'cashier-v1', run: seedCashier },
  { name: 'transfer-v1', run: seedTransfer },
  { name: 'cashier-bank-v1', run: seedBankTransferChannel },
  { name: 'staff-v1', run: seedStaff },
];

export async function seedDemoData(db: Db, merchantCode: string): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of SEEDS) {
    // Under the start-up lock: a seed is written once, by whichever instance starts first.
    await withStartupLock(db, async (tx) => {
      // The insert is the claim: a second starter (or a second run) finds the row and skips.
      const claimed = await queryRows(
        tx,
        sql`INSERT INTO seed_run (name) VALUES (${seed.name}) ON CONFLICT (name) DO NOTHING RETURNING name`,
      );
      if (claimed.length === 0) return;
      await seed.run(tx, merchantCode);
      applied.push(seed.name);
    });
  }
  return applied;
}
