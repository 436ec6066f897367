import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/platform/db.js';
import { runJobsCommand } from '../src/platform/jobs-cli.js';
import type { JobOutcome } from '../src/platform/jobs-registry.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const T0 = Date.parse('2026-11-25T18:00:00Z');

describe.each(TEST_DATABASES)("the server's jobs on %s", (kind) => {
  let now = T0;
  const clock = () => new Date(now);
  let t: TestApp;
  /** A second server instance on its own connection pool to the same database. */
  let second: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, clock);
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    const database =
      client instanceof pg.Pool
        ? await openDatabase({ databaseUrl: client.options.connectionString, dataDir: '' })
        : t.database;
    const app = await buildApp({ config: t.config, database, clock });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    if (second && second.database !== t.database) await second.database.close();
    await t?.close();
  });

  it('registers the withdrawal auto-receipt, the house round recovery, the lottery, the report figures, the team rollups, the agent settlement and the history pruning', () => {
    const listed = t.app.jobs.list(new Date('2026-11-25T18:00:10Z'));
    expect(listed.find((j) => j.name === 'jobs.prune-history')?.plan).toEqual({
      kind: 'daily',
      at: '04:00',
      zone: 'Asia/Manila',
    });
    expect(listed.find((j) => j.name === 'house.round-recovery')?.plan).toEqual({ kind: 'every', seconds: 30 });
    expect(listed.map(({ plan: _plan, ...job }) => job)).toEqual([
      {
        name: 'jobs.prune-history',
        schedule: 'daily at 04:00 (Asia/Manila)',
        nextRunAt: new Date('2026-11-25T20:00:00Z'),
      },
      { name: 'withdrawals.auto-receipt', schedule: 'every 1 min', nextRunAt: new Date('2026-11-25T18:01:00Z') },
      { name: 'house.round-recovery', schedule: 'every 30 s', nextRunAt: new Date('2026-11-25T18:00:30Z') },
      { name: 'lottery.issues', schedule: 'every 1 min', nextRunAt: new Date('2026-11-25T18:01:00Z') },
      { name: 'lottery.draws', schedule: 'every 10 s', nextRunAt: new Date('2026-11-25T18:00:20Z') },
      { name: 'reports.day-figures', schedule: 'every 5 min', nextRunAt: new Date('2026-11-25T18:05:00Z') },
      {
        name: 'reports.day-figures-week',
        schedule: 'daily at 01:00 (Asia/Manila)',
        nextRunAt: new Date('2026-11-26T17:00:00Z'),
      },
      { name: 'team.rollups', schedule: 'every 5 min', nextRunAt: new Date('2026-11-25T18:05:00Z') },
      { name: 'agent-settlement.daily', schedule: 'every 15 min', nextRunAt: new Date('2026-11-25T18:15:00Z') },
      { name: 'agent-settlement.hourly', schedule: 'every 5 min', nextRunAt: new Date('2026-11-25T18:05:00Z') },
      { name: 'agent-settlement.realtime', schedule: 'every 5 min', nextRunAt: new Date('2026-11-25T18:05:00Z') },
      { name: 'agent-settlement.dividend', schedule: 'every 60 min', nextRunAt: new Date('2026-11-25T19:00:00Z') },
      { name: 'agent-settlement.retry', schedule: 'every 5 min', nextRunAt: new Date('2026-11-25T18:05:00Z') },
    ]);
  });

  it('two server instances ticking at the same time run each due job once per period', async () => {
    const ran: JobOutcome[] = [];
    // Two and a half minutes of ticks every 10 s, three ticks per instance at each instant.
    for (let s = 0; s <= 150; s += 10) {
      now = T0 + s * 1000;
      const ticks = [t.app, second.app, t.app, second.app, t.app, second.app].map((app) => app.jobs.runDue(clock()));
      for (const outcomes of await Promise.all(ticks)) ran.push(...outcomes);
    }
    expect(ran.every((o) => o.state === 'succeeded' && o.attempt === 1)).toBe(true);
    const periodsOf = (job: string) => ran.filter((o) => o.job === job).map((o) => o.period);
    expect(periodsOf('withdrawals.auto-receipt')).toEqual(['2026-11-25T18:00', '2026-11-25T18:01', '2026-11-25T18:02']);
    expect(periodsOf('house.round-recovery')).toEqual([
      '2026-11-25T18:00:00',
      '2026-11-25T18:00:30',
      '2026-11-25T18:01:00',
      '2026-11-25T18:01:30',
      '2026-11-25T18:02:00',
      '2026-11-25T18:02:30',
    ]);
    // 18:00 UTC is 02:00 in UTC+8: the daily run is still the day before's.
    expect(periodsOf('jobs.prune-history')).toEqual(['2026-11-25']);
    expect(ran.find((o) => o.job === 'withdrawals.auto-receipt')?.result).toBe('0 withdrawal(s) treated as received');
  });

  it('the operator CLI lists the latest runs and runs a job now', async () => {
    const list = await runJobsCommand(t.app.jobs, ['jobs', 'list']);
    expect(list).toContain('withdrawals.auto-receipt\tevery 1 min');
    expect(list).toMatch(
      / {2}2026-11-25T18:02\tsucceeded\tattempt 1\tstarted 2026-11-25T18:02:00Z\tfinished .*\t0 withdrawal\(s\) treated as received/,
    );
    expect(await runJobsCommand(t.app.jobs, ['jobs', 'run', 'withdrawals.auto-receipt'])).toBe(
      'withdrawals.auto-receipt 2026-11-25T18:02 attempt 2: succeeded: 0 withdrawal(s) treated as received',
    );
    await expect(runJobsCommand(t.app.jobs, ['jobs', 'run', 'nothing'])).rejects.toThrow(/no job named nothing/);
    await expect(runJobsCommand(t.app.jobs, ['jobs'])).rejects.toThrow('usage: jobs list | run <name>');
  });
});
