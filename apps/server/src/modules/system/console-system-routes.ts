import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import type { JobStatus, SystemInfo } from '@fortuna/contracts';
import { queryRows, type Database } from '../../platform/db.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import type { Instances } from '../../platform/instances.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { SERVER_VERSION } from '../../platform/version.js';

const rows = endpoints.console;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Runs `probe` and answers whether it worked and how long it took. */
async function timed(
  probe: () => Promise<unknown>,
): Promise<{ ok: boolean; latencyMs: number | null; value: unknown }> {
  const start = performance.now();
  try {
    const value = await probe();
    return { ok: true, latencyMs: Math.round((performance.now() - start) * 10) / 10, value };
  } catch {
    return { ok: false, latencyMs: null, value: null };
  }
}

export type ConsoleSystemDeps = {
  database: Pick<Database, 'db' | 'kind'>;
  instances: Instances;
  limiter: RateLimiter;
  startedAt: Date;
};

/** The console's Jobs and System pages (owners: `system.manage`). */
export const consoleSystemRoutes =
  (deps: ConsoleSystemDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, kind } = deps.database;

    defineRoute(app, rows.jobs, async (): Promise<JobStatus[]> => {
      const runs = await app.jobs.latestRuns(5);
      return app.jobs.list().map((job) => ({
        name: job.name,
        schedule: job.schedule,
        plan: job.plan,
        nextRunAt: job.nextRunAt.toISOString(),
        runs: runs
          .filter((r) => r.job === job.name)
          .map((r) => ({
            period: r.period,
            state: r.state,
            attempts: r.attempts,
            instance: r.instance,
            startedAt: r.startedAt.toISOString(),
            finishedAt: iso(r.finishedAt),
            result: r.result,
            lastError: r.lastError,
          })),
      }));
    });

    defineRoute(app, rows.runJob, async (request) => {
      const { name } = request.params;
      if (!app.jobs.list().some((job) => job.name === name)) throw new AppError('NOT_FOUND', `No job named ${name}`);
      const staff = currentStaff(request);
      const by = { actorKind: 'staff' as const, actor: staff.username, ip: request.ip, reason: request.body.reason };
      const outcome = await app.jobs.runNow(name, undefined, by);
      if (!outcome)
        throw new AppError('CONFLICT', 'An instance is running this job’s current period; try again shortly');
      return outcome;
    });

    defineRoute(app, rows.system, async (): Promise<SystemInfo> => {
      const [database, redis, instances] = await Promise.all([
        timed(async () => (await queryRows<{ v: string }>(db, sql`SELECT version() AS v`))[0]?.v ?? null),
        deps.limiter.kind === 'redis'
          ? timed(() => deps.limiter.count('console:system:ping', 1000, Date.now()))
          : Promise.resolve(null),
        deps.instances.list(),
      ]);
      return {
        version: SERVER_VERSION,
        node: process.version,
        environment: app.config.env,
        demoMode: app.config.demoMode,
        startedAt: deps.startedAt.toISOString(),
        database: {
          kind,
          ok: database.ok,
          serverVersion: typeof database.value === 'string' ? database.value : null,
          latencyMs: database.latencyMs,
        },
        redis: { configured: redis !== null, ok: redis?.ok ?? null, latencyMs: redis?.latencyMs ?? null },
        instances: instances.map((i) => ({
          ...i,
          startedAt: i.startedAt.toISOString(),
          seenAt: i.seenAt.toISOString(),
        })),
      };
    });
  };
