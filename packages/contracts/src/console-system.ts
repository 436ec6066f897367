import { z } from 'zod';

/** The console's Jobs and System pages (issue 19): the jobs registry and what this deployment runs on. */

export const JobRunView = z.object({
  period: z.string(),
  state: z.enum(['running', 'succeeded', 'failed']),
  attempts: z.number().int(),
  instance: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type JobRunView = z.infer<typeof JobRunView>;

export const JobStatus = z.object({
  name: z.string(),
  /** How the schedule reads in English (`every 1 min`, `daily at 04:00 (+08:00)`; the CLI's text). */
  schedule: z.string(),
  /** The schedule itself, for the console to say in its own language: every N seconds, or daily at HH:MM in a zone. */
  plan: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('every'), seconds: z.number().int().positive() }),
    z.object({ kind: z.literal('daily'), at: z.string(), zone: z.string() }),
  ]),
  /** When the next period starts (its run follows within one tick, 10 s). */
  nextRunAt: z.string(),
  /** The latest runs, newest first. */
  runs: z.array(JobRunView),
});
export type JobStatus = z.infer<typeof JobStatus>;

export const JobNameParams = z.object({ name: z.string().min(1).max(80) });

export const RunJobRequest = z.object({
  /** Why it is run by hand (kept in the audit log). */
  reason: z.string().trim().min(3, 'validation:required').max(500),
});

export const JobRunOutcome = z.object({
  job: z.string(),
  period: z.string(),
  attempt: z.number().int(),
  state: z.enum(['succeeded', 'failed']),
  result: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobRunOutcome = z.infer<typeof JobRunOutcome>;

export const ServerInstance = z.object({
  instance: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.string(),
  seenAt: z.string(),
  /** Seen within the last minute (instances beat every 15 s). */
  live: z.boolean(),
});

export const SystemInfo = z.object({
  version: z.string(),
  node: z.string(),
  environment: z.string(),
  demoMode: z.boolean(),
  /** This instance: when it started. */
  startedAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    /** The server's own version string (`PostgreSQL 15.19 …`). */
    serverVersion: z.string().nullable(),
    latencyMs: z.number().nullable(),
  }),
  /** Redis shares rate limits and settings changes between instances; without it each keeps its own. */
  redis: z.object({ configured: z.boolean(), ok: z.boolean().nullable(), latencyMs: z.number().nullable() }),
  instances: z.array(ServerInstance),
});
export type SystemInfo = z.infer<typeof SystemInfo>;
