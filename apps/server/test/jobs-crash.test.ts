import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/platform/db.js';
import { migrate } from '../src/platform/migrate.js';
import { seedDemoData } from '../src/seed/demo-seed.js';
import { house, memberMain, PAYOUT, PAYOUT_JOB, PAYOUT_MEMBERS, payoutInstance } from './jobs-payout.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/** Short, so the test waits little for the dead instance's lease to lapse. */
const LEASE_MS = 1_500;
const HANG_AFTER = 4;
const BASE = Date.parse('2026-11-25T12:00:00Z');
const T0 = Date.now();
const clock = () => new Date(BASE + Date.now() - T0);

/** Starts the child instance and resolves once it has paid HANG_AFTER items and hangs mid-run. */
function startChild(env: Record<string, string>): Promise<ChildProcess> {
  // Node itself with tsx's loader (the tsx command would run it in a grandchild that outlives SIGKILL).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'jobs-crash-child.ts')], {
    cwd: root,
    env: {
      ...process.env,
      JOBS_BASE: String(BASE),
      JOBS_T0: String(T0),
      JOBS_LEASE_MS: String(LEASE_MS),
      JOBS_HANG_AFTER: String(HANG_AFTER),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not reach the payout: ${out}`));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`PAID ${HANG_AFTER}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the child exited (${code}) before the payout: ${out}`));
    });
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const keysPaid = async (database: Database) =>
  (
    await queryRows<{ idempotency_key: string }>(
      database.db,
      sql`SELECT idempotency_key FROM ledger_transaction WHERE idempotency_key LIKE ${`job:${PAYOUT_JOB}:%`} ORDER BY idempotency_key`,
    )
  ).map((r) => r.idempotency_key);

describe.each(TEST_DATABASES)('a job run killed mid-way (SIGKILL) on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is taken up by another instance after its lease and pays every item exactly once', async () => {
    let database: Database;
    let child: ChildProcess;
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      cleanups.push(() => database.close());
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
      child = await startChild({ JOBS_DATABASE_URL: url });
      await killed(child);
    } else {
      // PGlite is one process's database: the child has it while it runs, the parent after it died.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-jobs-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const setup = await openDatabase({ dataDir });
      await migrate(setup);
      await seedDemoData(setup.db, 'FORTUNA');
      await setup.close();
      child = await startChild({ JOBS_DATA_DIR: dataDir });
      await killed(child);
      database = await openDatabase({ dataDir });
      cleanups.push(() => database.close());
    }
    const period = '2026-11-25';
    const keyOf = (member: number) => `job:${PAYOUT_JOB}:${period}:member-${member}`;
    // The dead instance paid the first items, each under its (job, period, item) key.
    expect(await keysPaid(database)).toEqual(PAYOUT_MEMBERS.slice(0, HANG_AFTER).map(keyOf));

    const { ledger, jobs } = payoutInstance(database.db, { clock, leaseMs: LEASE_MS, instance: 'survivor' });
    // Its lease still holds for a moment: nobody may take the run over yet.
    const [running] = await jobs.latestRuns(1);
    expect(running).toMatchObject({ job: PAYOUT_JOB, period, state: 'running', attempts: 1, instance: 'crash-child' });
    if (clock() < running!.leaseUntil) expect(await jobs.runDue()).toEqual([]);
    await new Promise((r) => setTimeout(r, Math.max(0, running!.leaseUntil.getTime() - clock().getTime()) + 50));

    expect(await jobs.runDue()).toEqual([
      {
        job: PAYOUT_JOB,
        period,
        attempt: 2,
        state: 'succeeded',
        result: `${PAYOUT_MEMBERS.length - HANG_AFTER} paid, ${HANG_AFTER} already paid`,
        error: null,
      },
    ]);
    expect(await jobs.runDue()).toEqual([]);
    const [done] = await jobs.latestRuns(1);
    expect(done).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      instance: 'survivor',
      lastError: 'lease lapsed: crash-child stopped during attempt 1',
    });
    // Every member paid exactly once, and the books balance.
    expect(await keysPaid(database)).toEqual(PAYOUT_MEMBERS.map(keyOf));
    for (const member of PAYOUT_MEMBERS) expect(await ledger.balanceOf(memberMain(member))).toBe(PAYOUT);
    expect(await ledger.balanceOf(house)).toBe(-PAYOUT * BigInt(PAYOUT_MEMBERS.length));
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  });
});
