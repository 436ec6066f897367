import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, type AppConfig } from './config.js';
import type { Database } from './platform/db.js';
import { openAppDatabase } from './app-database.js';
import { migrate } from './platform/migrate.js';
import { createEventBus } from './platform/events.js';
import { seedDemoData } from './seed/demo-seed.js';

/** Opens the database, applies migrations and (when enabled) the demo data. */
export async function prepareDatabase(
  config: AppConfig,
  /** The database, when the caller already started opening it (main.ts does, to overlap module loading). */
  opening?: Promise<Database>,
): Promise<{ database: Database; migrations: string[]; seeds: string[]; phasesMs: Record<string, number> }> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const database = await (opening ?? openAppDatabase(config));
  const phasesMs: Record<string, number> = { database: lap() };
  try {
    const migrations = await migrate(database);
    phasesMs.migrations = lap();
    const seeds = config.seedDemo ? await seedDemoData(database.db, config.merchantCode) : [];
    phasesMs.seed = lap();
    return { database, migrations, seeds, phasesMs };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Everything main.ts and the tests need: a ready app on a ready database. */
export async function bootApp(config: AppConfig, opts: FastifyServerOptions = {}, opening?: Promise<Database>) {
  const { database, migrations, seeds, phasesMs } = await prepareDatabase(config, opening);
  const appStartedAt = performance.now();
  const events = await createEventBus(config.redisUrl);
  const app = await buildApp({ config, database, events }, opts);
  phasesMs.app = Math.round(performance.now() - appStartedAt);
  app.addHook('onClose', async () => {
    await events.close();
    await database.close();
  });
  await refuseChannelsWithoutGateway(app);
  return { app, database, migrations, seeds, phasesMs };
}

/**
 * A server refuses to start with payment channels whose gateway it does not serve: outside demo
 * mode the sandbox gateway is not mounted, and its "Pay now" must never credit a real brand.
 */
async function refuseChannelsWithoutGateway(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const unserved = await app.services.cashier.channelsWithoutGateway();
  if (unserved.length === 0) return;
  await app.close();
  const list = unserved.map((c) => `${c.code} (${c.provider})`).join(', ');
  throw new ConfigError(
    `payment channels ${list} use a gateway this server does not serve. The sandbox gateway runs only in demo mode (DEMO_MODE=true), since its "Pay now" credits money no one paid; disable those channels (docs/operations.md) or start in demo mode.`,
  );
}
