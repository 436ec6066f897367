import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db.js';
import { migrate } from '../src/platform/migrate.js';
import { seedDemoData } from '../src/seed/demo-seed.js';
import { createLedgerService } from '../src/modules/wallet/ledger-service.js';
import { BILL_KINDS } from '../src/modules/agent-settlement/settlement-fns.js';
import { settleDue } from '../src/modules/agent-settlement/settlement-service.js';
import { NOW, paymentsOf, settledRuns, settlementDeps, setUpWorld } from './agent-settlement-fixture.js';
import { killed, startHangingChild } from './crash-child-helpers.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const startChild = (env: Record<string, string>) =>
  startHangingChild('agent-settlement-crash-child.ts', { HANG_AT: '2', ...env });

describe.each(TEST_DATABASES)('agent settlement killed mid-run (SIGKILL) on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('each kind: the period in flight leaves nothing; run again, each bill is paid once', async () => {
    let database: Database | undefined;
    let dataDir = '';
    let url = '';
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      const pgDatabase = database;
      cleanups.push(() => pgDatabase.close());
      await setUpWorld(database.db);
      url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
    } else {
      // PGlite is one process's database: the child has it while it runs, the parent after it died.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-agent-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const setup = await openDatabase({ dataDir });
      await migrate(setup);
      await seedDemoData(setup.db, 'FORTUNA');
      await setUpWorld(setup.db);
      await setup.close();
    }
    for (const k of BILL_KINDS) {
      if (kind === 'pglite') await database?.close();
      await killed(
        await startChild(
          kind === 'postgres'
            ? { SETTLE_DATABASE_URL: url, SETTLE_KIND: k }
            : { SETTLE_DATA_DIR: dataDir, SETTLE_KIND: k },
        ),
      );
      if (kind === 'pglite') database = await openDatabase({ dataDir });
      if (!database) throw new Error('no database');
      // The first period with bills committed; the second, killed before its commit, left nothing.
      expect(await settledRuns(database.db, k)).toBe(1);
      const before = await paymentsOf(database.db, k);
      expect(before).toHaveLength(4);

      await settleDue(settlementDeps(database.db), k, NOW);
      await settleDue(settlementDeps(database.db), k, NOW);
      const bills = await paymentsOf(database.db, k);
      expect(bills).toHaveLength(k === 'HOURLY' ? 12 : 8);
      for (const b of bills)
        if (k === 'DIVIDEND') expect(b).toMatchObject({ status: 'UNAPPROVED', postings: '0' });
        else {
          expect(b).toMatchObject({ status: 'ISSUED', paid: b.gross, moved: b.gross });
          expect(b.postings).toBe(BigInt(b.gross) > 0n ? '1' : '0');
        }
    }
    if (!database) throw new Error('no database');
    const ledger = createLedgerService({ db: database.db, merchantCode: 'FORTUNA', currency: 'PHP' });
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
    if (kind === 'pglite') await database.close();
  }, 300_000);
});
