import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/platform/db.js';
import { migrate } from '../src/platform/migrate.js';
import { createLedgerService } from '../src/modules/wallet/ledger-service.js';
import { recordResult } from '../src/modules/lottery/lottery-draws.js';
import { settleIssue } from '../src/modules/lottery/lottery-settlement.js';
import { addGame, addIssue, buy, fund } from './lottery-core-helpers.js';
import { killed, startHangingChild } from './crash-child-helpers.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const BATCH = 10;
const HANG_AT = 3;
const MEMBERS = [83_001, 83_002, 83_003, 83_004];
const TICKETS_EACH = 10;
// Both lines win on 4,5,0,3,5: ball 1 is 0–4, and the sum (17) is small.
const LINES = [
  { kind: 'SSC_POSITION_NUMBER', selection: { ball: 1, digits: [0, 1, 2, 3, 4] }, unit: 100, multiple: 1 },
  { kind: 'SSC_SUM_SIDE', selection: { pick: 'SMALL' }, unit: 100, multiple: 1 },
];

/** A DRAWN issue with MEMBERS × TICKETS_EACH pending tickets, each paying. */
async function setUp(database: Database): Promise<number> {
  const db = database.db;
  const ledger = createLedgerService({ db, merchantCode: 'FORTUNA', currency: 'PHP' });
  const game = await addGame(db, { code: 'T_CRASH', family: 'SSC', source: 'MANUAL' });
  const issueId = await addIssue(db, Number(game.id), '202611260001', new Date(Date.now() - 1000), null);
  for (const m of MEMBERS) {
    await fund(ledger, m, 100_000n);
    for (let i = 0; i < TICKETS_EACH; i++) await buy(db, ledger, { memberId: m, game, issueId, lines: LINES });
  }
  await db.transaction((tx) => recordResult(tx, issueId, [4, 5, 0, 3, 5], 'OPERATOR', new Date()));
  return issueId;
}

const startChild = (env: Record<string, string>) =>
  startHangingChild('lottery-crash-child.ts', {
    LOTTERY_BATCH: String(BATCH),
    LOTTERY_HANG_AT: String(HANG_AT),
    ...env,
  });

const counts = async (database: Database) =>
  (
    await queryRows<{ pending: string; paid: string; keys: string }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM lottery_ticket WHERE status = 'PENDING')::text AS pending,
                 (SELECT count(*) FROM lottery_ticket WHERE status = 'WON')::text AS paid,
                 (SELECT count(*) FROM ledger_transaction WHERE idempotency_key LIKE 'lottery:pay:%')::text AS keys`,
    )
  )[0]!;

describe.each(TEST_DATABASES)('a lottery settlement killed mid-batch (SIGKILL) on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses only the batch in flight; run again, it pays each ticket once', async () => {
    let database: Database;
    let issueId: number;
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      cleanups.push(() => database.close());
      issueId = await setUp(database);
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
      await killed(await startChild({ LOTTERY_DATABASE_URL: url, LOTTERY_ISSUE: String(issueId) }));
    } else {
      // PGlite is one process's database: the child has it while it runs, the parent after it died.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-lottery-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const setup = await openDatabase({ dataDir });
      await migrate(setup);
      issueId = await setUp(setup);
      await setup.close();
      await killed(await startChild({ LOTTERY_DATA_DIR: dataDir, LOTTERY_ISSUE: String(issueId) }));
      database = await openDatabase({ dataDir });
      cleanups.push(() => database.close());
    }
    const total = MEMBERS.length * TICKETS_EACH;
    // Two batches committed; the third, killed before its commit, left nothing.
    expect(await counts(database)).toEqual({
      pending: String(total - 2 * BATCH),
      paid: String(2 * BATCH),
      keys: String(2 * BATCH),
    });

    const ledger = createLedgerService({ db: database.db, merchantCode: 'FORTUNA', currency: 'PHP' });
    const report = await settleIssue({ db: database.db, ledger, clock: () => new Date() }, issueId, BATCH);
    expect(report).toEqual({ tickets: total - 2 * BATCH, paid: total - 2 * BATCH, settled: true });
    expect(await counts(database)).toEqual({ pending: '0', paid: String(total), keys: String(total) });
    // Each ticket: stake 600 (five digits and one side), ball 1 = 4 pays 9.9 × 100, the sum 17 is small: 1.98 × 100.
    for (const m of MEMBERS)
      expect(await ledger.balanceOf({ ownerKind: 'member', ownerId: m, wallet: 'MAIN' })).toBe(
        100_000n + BigInt(TICKETS_EACH) * (990n + 198n - 600n),
      );
    // Run once more: nothing moves.
    expect(await settleIssue({ db: database.db, ledger, clock: () => new Date() }, issueId, BATCH)).toEqual({
      tickets: 0,
      paid: 0,
      settled: false,
    });
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  }, 120_000);
});
