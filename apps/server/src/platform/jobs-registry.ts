import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAuditChain, type AuditChain } from './audit-chain.js';
import type { Db, DbTransaction } from './database.js';
import {
  checkZone,
  dailyAt,
  describeSchedule,
  jobItemKey,
  nextPeriodStart,
  periodKey,
  type JobSchedule,
  type JobZone,
} from './jobs-fns.js';
import { jobsRepository as repo, type JobRun, type RunRef } from './jobs-repository.js';

/**
 * What a job's `run` is given. THE CONTRACT: a run may be done twice for the same period — an
 * attempt whose instance died (SIGKILL, power loss) is taken up again after its lease lapses and
 * re-does the work from the start, and a failed attempt is retried on a later tick. So a job
 * either re-checks its work under row locks (as the withdrawal auto-receipt does), or moves money
 * only through the ledger with `idempotencyKey(item)` as the key: the second posting with the
 * same key is a replay that moves nothing.
 */
export type JobContext = {
  job: string;
  period: string;
  /** 1 for the first attempt at this period; more after a failure or a lapsed lease. */
  attempt: number;
  /** The tick's instant: the period was computed from it. */
  now: Date;
  /** Aborted when this instance stops or loses the claim (a long job should stop early then). */
  signal: AbortSignal;
  /** The ledger idempotency key of one item of this period: `job:<job>:<period>:<item>`. */
  idempotencyKey: (item: string) => string;
  /**
   * Appends a money action of this run to the hash-chained audit log (actor: the job, reason:
   * its period and attempt), in the posting's transaction when given one so both commit together.
   * Call it only for work this attempt did (not for a replayed posting that moved nothing).
   */
  audit: (entry: JobAuditEntry, tx?: DbTransaction) => Promise<void>;
};

export type JobAuditEntry = { action: string; target?: string; before?: unknown; after?: unknown };

export type JobDefinition = {
  /** Stable: it keys the job's runs in the database (`withdrawals.auto-receipt`). */
  name: string;
  schedule: JobSchedule;
  /** Does the period's work; what it returns is shown in `jobs list` (e.g. "3 settled"). */
  run: (ctx: JobContext) => Promise<string | void>;
};

/** Who asked for a "run now" (appended to the audit chain). */
export type JobRunNowBy = { actorKind: 'staff' | 'cli'; actor: string; ip?: string | null; reason?: string };

export type JobOutcome = {
  job: string;
  period: string;
  attempt: number;
  state: 'succeeded' | 'failed';
  result: string | null;
  error: string | null;
};

/** Where runs are logged (pino's shape); successes at debug, as they are recorded in job_runs anyway. */
export type JobsLog = {
  debug: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobsRegistryDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's zone, read at every tick (daily jobs run at a wall-clock time in it). */
  zone: () => JobZone;
  /** How long a claim holds without a heartbeat; a dead instance's run is retaken after it. */
  leaseMs?: number;
  /** Attempts at one period before it stays failed (the next period starts afresh). */
  maxAttempts?: number;
  log?: JobsLog;
  /** Names this process in job_runs (default host:pid:random). */
  instance?: string;
};

const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 3;
/** Finished runs are kept this long for `jobs list` and then pruned by the registry's own job. */
export const JOB_HISTORY_DAYS = 7;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Runs one claimed attempt, heartbeating its lease, and records how it ended. */
async function runAttempt(
  env: { db: Db; clock: () => Date; leaseMs: number; log: JobsLog; chain: AuditChain },
  job: JobDefinition,
  run: RunRef,
  now: Date,
  controller: AbortController,
): Promise<JobOutcome> {
  const { db, clock, leaseMs, log, chain } = env;
  const { period, attempt } = run;
  // The lease is renewed at a third of its length, so two missed beats still leave it held.
  const beat = setInterval(() => {
    repo
      .heartbeat(db, run, clock(), leaseMs)
      .then((held) => held || controller.abort(new Error('the claim was taken over')))
      .catch((error: unknown) => log.error({ err: error, job: job.name, period }, 'job heartbeat failed'));
  }, leaseMs / 3);
  beat.unref();
  const outcome = (state: JobOutcome['state'], result: string | null, error: string | null): JobOutcome => ({
    job: job.name,
    period,
    attempt,
    state,
    result,
    error,
  });
  try {
    const result =
      (await job.run({
        job: job.name,
        period,
        attempt,
        now,
        signal: controller.signal,
        idempotencyKey: (item) => jobItemKey(job.name, period, item),
        audit: async (entry, tx) => {
          const reason = `period ${period}, attempt ${attempt}`;
          await chain.append({ ...entry, actorKind: 'job', actor: job.name, reason }, tx);
        },
      })) ?? null;
    await repo.finish(db, run, { state: 'succeeded', now: clock(), result, error: null });
    log.debug({ job: job.name, period, attempt, result }, 'job succeeded');
    return outcome('succeeded', result, null);
  } catch (error) {
    const text = errorText(error);
    log.error({ err: error, job: job.name, period, attempt }, 'job failed (retried on a later tick)');
    await repo.finish(db, run, { state: 'failed', now: clock(), result: null, error: text });
    return outcome('failed', null, text);
  } finally {
    clearInterval(beat);
  }
}

type InFlight = Map<string, { controller: AbortController; done: Promise<unknown> }>;

/** Calls `tick` every `tickMs`; the returned stop aborts the runs in flight and waits for them. */
function tickUntilStopped(
  tick: () => Promise<unknown>,
  inFlight: InFlight,
  tickMs: number,
  log: JobsLog,
): () => Promise<void> {
  const timer = setInterval(() => {
    tick().catch((error: unknown) => log.error({ err: error }, 'jobs tick failed'));
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    for (const run of inFlight.values()) run.controller.abort(new Error('the server is stopping'));
    await Promise.allSettled([...inFlight.values()].map((r) => r.done));
  };
}

/**
 * The one place periodic work runs (settlements, receipts, retries): each job runs once per
 * period across every instance sharing the database, and again after a crash. Instances tick on
 * their own (`start`); tests call `runDue(now)` with their clock and nothing runs by itself.
 */
export function createJobsRegistry(deps: JobsRegistryDeps) {
  const { db, merchantCode, clock } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log: JobsLog = deps.log ?? { debug: () => undefined, error: () => undefined };
  const instance = deps.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const chain = createAuditChain(db, merchantCode, clock);
  const jobs = new Map<string, JobDefinition>();
  /** Runs in flight in this instance, so a slow job is not claimed again by its own next tick. */
  const inFlight: InFlight = new Map();

  /** Claims the job's current period and runs it; null when it is not this caller's to run. */
  function claimAndRun(job: JobDefinition, now: Date, force: boolean): Promise<JobOutcome | null> {
    if (inFlight.has(job.name)) return Promise.resolve(null);
    const controller = new AbortController();
    const done = (async () => {
      const period = periodKey(job.schedule, now, deps.zone());
      const claim = { merchantCode, job: job.name, period, instance, now, leaseMs, maxAttempts, force };
      const attempt = await repo.claim(db, claim);
      if (attempt === null) return null;
      return runAttempt(
        { db, clock, leaseMs, log, chain },
        job,
        { merchantCode, job: job.name, period, attempt },
        now,
        controller,
      );
    })().finally(() => inFlight.delete(job.name));
    // Set before the claim's first await, so concurrent ticks of this instance do not both claim.
    inFlight.set(job.name, { controller, done });
    return done;
  }

  /**
   * One tick: runs every job whose current period this instance can claim (concurrently) and
   * returns what ran. Failures are recorded, logged and retried on a later tick.
   */
  async function runDue(now: Date = clock()): Promise<JobOutcome[]> {
    await repo.abandonLapsed(db, merchantCode, now, maxAttempts);
    const outcomes = await Promise.all([...jobs.values()].map((job) => claimAndRun(job, now, false)));
    return outcomes.filter((o): o is JobOutcome => o !== null);
  }

  return {
    instance,

    register(job: JobDefinition) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },

    /** The registered jobs, how their schedules read, and when each one's next period starts. */
    list: (now: Date = clock()) =>
      [...jobs.values()].map((j) => ({
        name: j.name,
        schedule: describeSchedule(j.schedule, deps.zone()),
        plan: j.schedule.kind === 'daily' ? { ...j.schedule, zone: deps.zone() } : j.schedule,
        nextRunAt: nextPeriodStart(j.schedule, now, deps.zone()),
      })),

    runDue,

    /**
     * An operator's "run now": runs the job's current period even when it already succeeded or
     * used its attempts (safe by the job contract); null when another instance is running it.
     * `by` (a staff member, or the CLI) is appended to the audit chain before the run.
     */
    async runNow(name: string, now: Date = clock(), by?: JobRunNowBy): Promise<JobOutcome | null> {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name} (jobs: ${[...jobs.keys()].join(', ')})`);
      if (by) await chain.append({ ...by, action: 'job.runNow', target: name });
      return claimAndRun(job, now, true);
    },

    /** The latest runs of every job, newest first. */
    latestRuns: (perJob = 5): Promise<JobRun[]> => repo.latest(db, merchantCode, perJob),

    /** Ticks every `tickMs` in this process until the returned function is called (it waits for runs in flight). */
    start(tickMs: number): () => Promise<void> {
      checkZone(deps.zone());
      return tickUntilStopped(() => runDue(), inFlight, tickMs, log);
    },
  };
}
export type JobsRegistry = ReturnType<typeof createJobsRegistry>;

/**
 * A serving instance ticks from when it listens (a job may call this server's own address) until
 * it closes; a CLI that builds the app never listens, so it never ticks.
 */
export function tickWhileListening(app: FastifyInstance, jobs: JobsRegistry, tickMs: number): void {
  let stopJobs: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => void (stopJobs = jobs.start(tickMs)));
  app.addHook('onClose', async () => stopJobs?.());
}

/** Deletes job runs older than JOB_HISTORY_DAYS, once a day in the brand's small hours. */
export const jobHistoryPruneJob = (db: Db, merchantCode: string): JobDefinition => ({
  name: 'jobs.prune-history',
  schedule: dailyAt('04:00'),
  run: async ({ now }) => {
    const pruned = await repo.prune(db, merchantCode, new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000));
    return `${pruned} old run(s) deleted`;
  },
});
