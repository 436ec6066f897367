import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db.js';
import { createLedgerService } from '../src/modules/wallet/ledger-service.js';
import { BILL_KINDS } from '../src/modules/agent-settlement/settlement-fns.js';
import { decideDividend, retryOwed } from '../src/modules/agent-settlement/settlement-retry.js';
import { settleDue } from '../src/modules/agent-settlement/settlement-service.js';
import { NOW, paymentsOf, settlementDeps, setUpWorld } from './agent-settlement-fixture.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

describe.each(TEST_DATABASES)('agent settlement from two instances on one %s database', (kind) => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await createTestDatabase(kind);
    const client = (first.db as unknown as { $client: unknown }).$client;
    second =
      client instanceof pg.Pool
        ? await openDatabase({ databaseUrl: client.options.connectionString, dataDir: '' })
        : first;
    await setUpWorld(first.db);
  });
  afterAll(async () => {
    if (second && second !== first) await second.close();
    await first?.close();
  });

  it('each kind settled six times at once (three runs per instance) pays each bill once', async () => {
    const instances = [settlementDeps(first.db), settlementDeps(second.db)];
    for (const k of BILL_KINDS) {
      const runs = [0, 1, 2].flatMap(() => instances.map((deps) => settleDue(deps, k, NOW)));
      const done = await Promise.all(runs);
      // The periods were settled once between them: every bill written by exactly one run.
      const bills = await paymentsOf(first.db, k);
      expect(done.reduce((s, d) => s + d.bills, 0)).toBe(bills.length);
      // Four agents; two periods with play (hourly: three hours).
      expect(bills.length).toBe(k === 'HOURLY' ? 12 : 8);
      if (k === 'DIVIDEND') {
        expect(bills.every((b) => b.status === 'UNAPPROVED' && b.postings === '0')).toBe(true);
        continue;
      }
      for (const b of bills) {
        expect(b).toMatchObject({ status: 'ISSUED', paid: b.gross, moved: b.gross });
        expect(b.postings).toBe(BigInt(b.gross) > 0n ? '1' : '0');
      }
    }
  });

  it('dividends approved top-down from both instances at once are paid once', async () => {
    const audit = async () => undefined;
    const [one, two] = [settlementDeps(first.db), settlementDeps(second.db)];
    // Every unapproved bill approved by both instances at once, three times: each time the ones whose
    // upline's bill is decided go through (top-down), once; the others wait (CONFLICT).
    for (let round = 0; round < 3; round++) {
      const pending = (await paymentsOf(first.db, 'DIVIDEND')).filter((b) => b.status === 'UNAPPROVED');
      const tries = pending.flatMap((b) =>
        [one, two].map((deps) =>
          decideDividend({ ...deps, audit }, Number(b.id), { staffId: 1, decision: 'APPROVE' }, NOW).then(
            () => 'ok',
            (e: { code?: string; message?: string }) => e.code ?? e.message ?? 'error',
          ),
        ),
      );
      const outcomes = await Promise.all(tries);
      expect(outcomes.every((o) => ['ok', 'CONFLICT', 'APPROVAL_NOT_PENDING'].includes(o))).toBe(true);
    }
    const after = await paymentsOf(first.db, 'DIVIDEND');
    for (const b of after) {
      expect(b).toMatchObject({ status: 'ISSUED', paid: b.gross, moved: b.gross });
      expect(b.postings).toBe('1');
    }
    await Promise.all([retryOwed(one, NOW), retryOwed(two, NOW)]);
    const ledger = createLedgerService({ db: first.db, merchantCode: 'FORTUNA', currency: 'PHP' });
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  });
});
