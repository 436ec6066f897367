import { sql } from 'drizzle-orm';
import { queryRows } from './db.js';
import type { Db } from './database.js';

export type JobRunState = 'running' | 'succeeded' | 'failed';

export type JobRun = {
  job: string;
  period: string;
  state: JobRunState;
  attempts: number;
  instance: string;
  startedAt: Date;
  heartbeatAt: Date;
  leaseUntil: Date;
  finishedAt: Date | null;
  result: string | null;
  lastError: string | null;
};

type JobRunRow = {
  job: string;
  period: string;
  state: JobRunState;
  attempts: number;
  instance: string;
  started_at: Date | string;
  heartbeat_at: Date | string;
  lease_until: Date | string;
  finished_at: Date | string | null;
  result: string | null;
  last_error: string | null;
};

/** One attempt at one period: the row's key and the attempt number that fences it. */
export type RunRef = { merchantCode: string; job: string; period: string; attempt: number };

const ts = (d: Date) => d.toISOString();
const toRun = (r: JobRunRow): JobRun => ({
  job: r.job,
  period: r.period,
  state: r.state,
  attempts: Number(r.attempts),
  instance: r.instance,
  startedAt: new Date(r.started_at),
  heartbeatAt: new Date(r.heartbeat_at),
  leaseUntil: new Date(r.lease_until),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at),
  result: r.result,
  lastError: r.last_error,
});

/** SQL of the jobs registry (table job_runs, migrations/0021_job_runs.sql). */
export const jobsRepository = {
  /**
   * Claims (job, period) for one attempt and returns its number, or null when the period is not
   * this caller's to run: it succeeded, another instance holds a live lease on it, or it used up
   * its attempts. One statement: on PostgreSQL, concurrent claims of the same row queue on its
   * lock and the losers re-check the WHERE against the winner's row, so exactly one wins; PGlite
   * has one connection. `force` (an operator's "run now") re-runs a finished period without the
   * attempt bound, but never takes a live lease. Lease times are the instances' clocks (so tests
   * can drive them): the lease (minutes) must dwarf their skew (NTP keeps it to milliseconds).
   */
  async claim(
    db: Db,
    p: {
      merchantCode: string;
      job: string;
      period: string;
      instance: string;
      now: Date;
      leaseMs: number;
      maxAttempts: number;
      force: boolean;
    },
  ): Promise<number | null> {
    const leaseUntil = new Date(p.now.getTime() + p.leaseMs);
    const rows = await queryRows<{ attempts: number }>(
      db,
      sql`INSERT INTO job_runs AS r (merchant_code, job, period, state, attempts, instance, started_at, heartbeat_at, lease_until)
          VALUES (${p.merchantCode}, ${p.job}, ${p.period}, 'running', 1, ${p.instance},
                  ${ts(p.now)}::timestamptz, ${ts(p.now)}::timestamptz, ${ts(leaseUntil)}::timestamptz)
          ON CONFLICT (merchant_code, job, period) DO UPDATE
            SET state = 'running', attempts = r.attempts + 1, instance = EXCLUDED.instance,
                started_at = EXCLUDED.started_at, heartbeat_at = EXCLUDED.heartbeat_at,
                lease_until = EXCLUDED.lease_until, finished_at = NULL, result = NULL,
                last_error = CASE WHEN r.state = 'running'
                                  THEN 'lease lapsed: ' || r.instance || ' stopped during attempt ' || r.attempts
                                  ELSE r.last_error END
            WHERE (r.state <> 'running' OR r.lease_until < EXCLUDED.started_at)
              AND (${p.force}::boolean OR (r.state <> 'succeeded' AND r.attempts < ${p.maxAttempts}::int))
          RETURNING r.attempts`,
    );
    return rows[0] ? Number(rows[0].attempts) : null;
  },

  /** Extends the lease of a running attempt; false when the attempt no longer holds the row. */
  async heartbeat(db: Db, run: RunRef, now: Date, leaseMs: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`UPDATE job_runs SET heartbeat_at = ${ts(now)}::timestamptz,
                 lease_until = ${ts(new Date(now.getTime() + leaseMs))}::timestamptz
          WHERE merchant_code = ${run.merchantCode} AND job = ${run.job} AND period = ${run.period}
            AND attempts = ${run.attempt}::int AND state = 'running'
          RETURNING 1 AS held`,
    );
    return rows.length > 0;
  },

  /** Records an attempt's end; false when a later attempt took the row over (its lease had lapsed). */
  async finish(
    db: Db,
    run: RunRef,
    outcome: { state: 'succeeded' | 'failed'; now: Date; result: string | null; error: string | null },
  ): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`UPDATE job_runs SET state = ${outcome.state}, finished_at = ${ts(outcome.now)}::timestamptz,
                 result = ${outcome.result}, last_error = COALESCE(${outcome.error}, last_error)
          WHERE merchant_code = ${run.merchantCode} AND job = ${run.job} AND period = ${run.period}
            AND attempts = ${run.attempt}::int AND state = 'running'
          RETURNING 1 AS held`,
    );
    return rows.length > 0;
  },

  /**
   * Marks failed the runs whose instance died on their last allowed attempt: nobody will take
   * them up, and `jobs list` should not show them running forever.
   */
  async abandonLapsed(db: Db, merchantCode: string, now: Date, maxAttempts: number): Promise<number> {
    const rows = await queryRows(
      db,
      sql`UPDATE job_runs SET state = 'failed', finished_at = ${ts(now)}::timestamptz,
                 last_error = 'lease lapsed: ' || instance || ' stopped during attempt ' || attempts
          WHERE merchant_code = ${merchantCode} AND state = 'running'
            AND lease_until < ${ts(now)}::timestamptz AND attempts >= ${maxAttempts}::int
          RETURNING 1 AS abandoned`,
    );
    return rows.length;
  },

  /** The latest `perJob` runs of every job, newest first within each job. */
  async latest(db: Db, merchantCode: string, perJob: number): Promise<JobRun[]> {
    const rows = await queryRows<JobRunRow>(
      db,
      sql`SELECT job, period, state, attempts, instance, started_at, heartbeat_at, lease_until, finished_at, result, last_error
          FROM (SELECT *, row_number() OVER (PARTITION BY job ORDER BY started_at DESC) AS n
                FROM job_runs WHERE merchant_code = ${merchantCode}) AS runs
          WHERE n <= ${perJob}::int
          ORDER BY job, started_at DESC`,
    );
    return rows.map(toRun);
  },

  /** Deletes finished runs started before `before` (the history is for operators, not for claims). */
  async prune(db: Db, merchantCode: string, before: Date): Promise<number> {
    const rows = await queryRows(
      db,
      sql`DELETE FROM job_runs
          WHERE merchant_code = ${merchantCode} AND state <> 'running' AND started_at < ${ts(before)}::timestamptz
          RETURNING 1 AS pruned`,
    );
    return rows.length;
  },
};
