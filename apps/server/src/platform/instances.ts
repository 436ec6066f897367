import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from './db.js';

/** How often a listening instance records that it is alive, and when one counts as gone. */
export const INSTANCE_BEAT_MS = 15_000;
const LIVE_WITHIN_MS = 60_000;
const KEEP_MS = 86_400_000;

export type InstanceRow = {
  instance: string;
  host: string;
  pid: number;
  version: string;
  startedAt: Date;
  seenAt: Date;
  live: boolean;
};

type Row = {
  instance: string;
  host: string;
  pid: number;
  version: string;
  started_at: Date | string;
  seen_at: Date | string;
};

/**
 * The server instances of a brand (the console's System page): each serving instance upserts
 * its row when it starts listening and every INSTANCE_BEAT_MS after, until it closes (then
 * the row goes). A crashed one stops beating and shows as gone after a minute.
 */
export function createInstances(db: Db, merchantCode: string, clock: () => Date) {
  async function beat(me: { instance: string; version: string; startedAt: Date }): Promise<void> {
    const now = clock();
    await db.execute(
      sql`INSERT INTO server_instance (merchant_code, instance, host, pid, version, started_at, seen_at)
          VALUES (${merchantCode}, ${me.instance}, ${hostname()}, ${process.pid}, ${me.version}, ${me.startedAt}, ${now})
          ON CONFLICT (merchant_code, instance) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    );
  }

  return {
    beat,

    /** Instances seen within the last day, newest start first; rows older than that are dropped. */
    async list(): Promise<InstanceRow[]> {
      const now = clock().getTime();
      await db.execute(
        sql`DELETE FROM server_instance WHERE merchant_code = ${merchantCode} AND seen_at < ${new Date(now - KEEP_MS)}`,
      );
      const rows = await queryRows<Row>(
        db,
        sql`SELECT instance, host, pid, version, started_at, seen_at FROM server_instance
            WHERE merchant_code = ${merchantCode} ORDER BY started_at DESC, instance`,
      );
      return rows.map((r) => {
        const seenAt = new Date(r.seen_at);
        return {
          instance: r.instance,
          host: r.host,
          pid: Number(r.pid),
          version: r.version,
          startedAt: new Date(r.started_at),
          seenAt,
          live: now - seenAt.getTime() < LIVE_WITHIN_MS,
        };
      });
    },

    /** Beats from when the app listens until it closes; the row goes on a clean close. */
    track(app: FastifyInstance, me: { instance: string; version: string; startedAt: Date }): void {
      let timer: NodeJS.Timeout | undefined;
      const logFailure = (error: unknown) => app.log.warn({ err: error }, 'instance heartbeat failed');
      app.addHook('onListen', async () => {
        await beat(me).catch(logFailure);
        timer = setInterval(() => void beat(me).catch(logFailure), INSTANCE_BEAT_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await db
          .execute(sql`DELETE FROM server_instance WHERE merchant_code = ${merchantCode} AND instance = ${me.instance}`)
          .catch(() => undefined);
      });
    },
  };
}
export type Instances = ReturnType<typeof createInstances>;
