import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db.js';
import { everyMinutes } from '../src/platform/jobs-fns.js';
import { createJobsRegistry, type JobDefinition, type JobsRegistryDeps } from '../src/platform/jobs-registry.js';
import { jobsRepository } from '../src/platform/jobs-repository.js';
import { createAuditChain } from '../src/platform/audit-chain.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const T0 = new Date('2026-11-25T18:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const LEASE_MS = 60_000;
let jobNo = 0;

/** A job that counts its runs and fails while `failures` lasts. */
function countingJob(failures = 0) {
  const counter = { runs: 0, failures, periods: [] as string[] };
  const job: JobDefinition = {
    name: `test.counting-${++jobNo}`,
    schedule: everyMinutes(5),
    run: async ({ period }) => {
      counter.runs += 1;
      counter.periods.push(period);
      if (counter.failures-- > 0) throw new Error('the payment gateway did not answer');
      return `run ${counter.runs}`;
    },
  };
  return { job, counter };
}

describe.each(TEST_DATABASES)('jobs registry on %s', (kind) => {
  let database: Database;
  /** A second connection pool to the same database (PostgreSQL), as a second instance has. */
  let other: Database;
  const registry = (overrides: Partial<JobsRegistryDeps> = {}) =>
    createJobsRegistry({
      db: database.db,
      merchantCode: 'FORTUNA',
      clock: () => T0,
      zone: () => '+08:00',
      leaseMs: LEASE_MS,
      maxAttempts: 3,
      ...overrides,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const client = (database.db as unknown as { $client: unknown }).$client;
    other =
      client instanceof pg.Pool
        ? await openDatabase({ databaseUrl: client.options.connectionString, dataDir: '' })
        : database;
  });
  afterAll(async () => {
    if (other !== database) await other?.close();
    await database?.close();
  });

  it('runs a due job once per period and again in the next period', async () => {
    const jobs = registry();
    const { job, counter } = countingJob();
    jobs.register(job);
    expect(await jobs.runDue(T0)).toEqual([
      { job: job.name, period: '2026-11-25T18:00', attempt: 1, state: 'succeeded', result: 'run 1', error: null },
    ]);
    expect(await jobs.runDue(later(4 * 60_000))).toEqual([]);
    expect(await jobs.runDue(later(5 * 60_000))).toMatchObject([{ period: '2026-11-25T18:05', state: 'succeeded' }]);
    expect(counter.periods).toEqual(['2026-11-25T18:00', '2026-11-25T18:05']);
    const runs = (await jobs.latestRuns()).filter((r) => r.job === job.name);
    expect(runs.map((r) => [r.period, r.state, r.attempts, r.result])).toEqual([
      ['2026-11-25T18:05', 'succeeded', 1, 'run 2'],
      ['2026-11-25T18:00', 'succeeded', 1, 'run 1'],
    ]);
  });

  it('two instances on two connections ticking at once run a due job once per period', async () => {
    const { job, counter } = countingJob();
    const a = registry({ instance: 'a' });
    const b = createJobsRegistry({
      db: other.db,
      merchantCode: 'FORTUNA',
      clock: () => T0,
      zone: () => '+08:00',
      instance: 'b',
    });
    a.register(job);
    b.register(job);
    for (const minutes of [0, 1, 5, 7, 10]) {
      const now = later(minutes * 60_000);
      // Five ticks of each instance at the same instant, interleaved.
      await Promise.all(Array.from({ length: 5 }, () => [a.runDue(now), b.runDue(now)]).flat());
    }
    expect(counter.periods).toEqual(['2026-11-25T18:00', '2026-11-25T18:05', '2026-11-25T18:10']);
    const runs = (await a.latestRuns(10)).filter((r) => r.job === job.name);
    expect(runs.every((r) => r.state === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it('records a failure and retries it on the next ticks, at most maxAttempts times per period', async () => {
    const jobs = registry();
    const { job, counter } = countingJob(5);
    jobs.register(job);
    expect(await jobs.runDue(T0)).toMatchObject([
      { attempt: 1, state: 'failed', error: 'the payment gateway did not answer' },
    ]);
    expect(await jobs.runDue(later(10_000))).toMatchObject([{ attempt: 2, state: 'failed' }]);
    expect(await jobs.runDue(later(20_000))).toMatchObject([{ attempt: 3, state: 'failed' }]);
    // Attempts used up: the period stays failed, and the next period starts afresh.
    expect(await jobs.runDue(later(30_000))).toEqual([]);
    expect(counter.runs).toBe(3);
    const [latest] = (await jobs.latestRuns(1)).filter((r) => r.job === job.name);
    expect(latest).toMatchObject({ state: 'failed', attempts: 3, lastError: 'the payment gateway did not answer' });
    expect(await jobs.runDue(later(5 * 60_000))).toMatchObject([
      { period: '2026-11-25T18:05', attempt: 1, state: 'failed' },
    ]);
    expect(await jobs.runDue(later(6 * 60_000))).toMatchObject([
      { period: '2026-11-25T18:05', attempt: 2, state: 'failed' },
    ]);
    expect(await jobs.runDue(later(7 * 60_000))).toMatchObject([
      { period: '2026-11-25T18:05', attempt: 3, state: 'succeeded' },
    ]);
  });

  it('takes up a run whose instance stopped heartbeating once its lease lapses', async () => {
    const jobs = registry();
    const { job, counter } = countingJob();
    jobs.register(job);
    // Another instance claimed the period and died without finishing.
    const claim = { merchantCode: 'FORTUNA', job: job.name, period: '2026-11-25T18:00', now: T0, leaseMs: LEASE_MS };
    expect(await jobsRepository.claim(database.db, { ...claim, instance: 'dead', maxAttempts: 3, force: false })).toBe(
      1,
    );
    expect(await jobs.runDue(later(LEASE_MS - 1))).toEqual([]);
    expect(await jobs.runNow(job.name, later(LEASE_MS - 1))).toBeNull();
    expect(await jobs.runDue(later(LEASE_MS + 1))).toMatchObject([{ attempt: 2, state: 'succeeded' }]);
    expect(counter.runs).toBe(1);
    const [run] = (await jobs.latestRuns(1)).filter((r) => r.job === job.name);
    expect(run).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      lastError: 'lease lapsed: dead stopped during attempt 1',
    });
    // The dead instance's late finish is fenced off by the attempt number.
    const stale = { merchantCode: 'FORTUNA', job: job.name, period: '2026-11-25T18:00', attempt: 1 };
    expect(
      await jobsRepository.finish(database.db, stale, { state: 'failed', now: T0, result: null, error: 'late' }),
    ).toBe(false);
    expect(await jobsRepository.heartbeat(database.db, stale, T0, LEASE_MS)).toBe(false);
  });

  it('marks failed a run that died on its last attempt instead of showing it running forever', async () => {
    const jobs = registry({ maxAttempts: 1 });
    const { job, counter } = countingJob();
    jobs.register(job);
    const claim = { merchantCode: 'FORTUNA', job: job.name, period: '2026-11-25T18:00', now: T0, leaseMs: LEASE_MS };
    await jobsRepository.claim(database.db, { ...claim, instance: 'dead', maxAttempts: 1, force: false });
    expect(await jobs.runDue(later(LEASE_MS + 1))).toEqual([]);
    expect(counter.runs).toBe(0);
    const [run] = (await jobs.latestRuns(1)).filter((r) => r.job === job.name);
    expect(run).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'lease lapsed: dead stopped during attempt 1',
    });
  });

  it("runs a job now on an operator's word, even when its period already succeeded", async () => {
    const jobs = registry();
    const { job, counter } = countingJob();
    jobs.register(job);
    await jobs.runDue(T0);
    expect(await jobs.runNow(job.name, later(1000))).toMatchObject({
      period: '2026-11-25T18:00',
      attempt: 2,
      state: 'succeeded',
    });
    expect(counter.runs).toBe(2);
    await expect(jobs.runNow('no.such-job')).rejects.toThrow(/no job named no.such-job/);
  });

  it("appends a run's money actions and an operator's run-now to the audit chain", async () => {
    const jobs = registry();
    const name = `test.paying-${++jobNo}`;
    jobs.register({
      name,
      schedule: everyMinutes(5),
      run: async ({ audit, idempotencyKey }) => {
        // In the posting's transaction: the entry commits with it, or not at all.
        await database.db.transaction((tx) =>
          audit({ action: 'test.paid', target: idempotencyKey('member-7'), after: { amount: '12.50' } }, tx),
        );
        await expect(
          database.db.transaction(async (tx) => {
            await audit({ action: 'test.rolledBack' }, tx);
            throw new Error('the posting failed');
          }),
        ).rejects.toThrow('the posting failed');
      },
    });
    await jobs.runDue(T0);
    await jobs.runNow(name, later(1000), { actorKind: 'cli', actor: 'cli:ops', reason: 'gateway back' });
    const chain = createAuditChain(database.db, 'FORTUNA', () => T0);
    const mine = (await chain.page({ pageNo: 1, pageSize: 100 })).list.filter(
      (e) => e.actor === name || e.target === name,
    );
    expect(mine.map((e) => [e.actorKind, e.actor, e.action, e.reason])).toEqual([
      ['job', name, 'test.paid', 'period 2026-11-25T18:00, attempt 2'],
      ['cli', 'cli:ops', 'job.runNow', 'gateway back'],
      ['job', name, 'test.paid', 'period 2026-11-25T18:00, attempt 1'],
    ]);
    expect(mine[2]!.target).toBe(`job:${name}:2026-11-25T18:00:member-7`);
    expect((await chain.verify()).ok).toBe(true);
  });

  it('ticks on its own once started, and on stop aborts the run in flight and waits for it', async () => {
    const jobs = registry();
    const { job, counter } = countingJob();
    let aborted = false;
    const slow: JobDefinition = {
      name: `test.slow-${++jobNo}`,
      schedule: everyMinutes(1),
      run: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason as Error);
          }),
        ),
    };
    jobs.register(job);
    jobs.register(slow);
    const stop = jobs.start(10);
    await vi.waitFor(() => expect(counter.runs).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(counter.runs).toBe(1); // later ticks find the period done
    await stop();
    expect(aborted).toBe(true);
    const [run] = (await jobs.latestRuns(1)).filter((r) => r.job === slow.name);
    expect(run).toMatchObject({ state: 'failed', attempts: 1, lastError: 'the server is stopping' });
  });

  it('prunes finished runs older than the history it keeps', async () => {
    const jobs = registry();
    const { job } = countingJob();
    jobs.register(job);
    await jobs.runDue(T0);
    expect(await jobsRepository.prune(database.db, 'FORTUNA', T0)).toBe(0);
    expect(await jobsRepository.prune(database.db, 'FORTUNA', later(1))).toBeGreaterThan(0);
    expect((await jobs.latestRuns()).filter((r) => r.job === job.name)).toEqual([]);
  });
});
