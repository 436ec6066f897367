import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { createEventBus } from './platform/events.js';
import { seedDemoData } from './seed/demo-seed.js';

/** Opens the database, applies migrations and (when enabled) the demo data. */
export async function prepareDatabase(config: AppConfig): Promise<{ database: Database; migrations: string[]; seeds: string[] }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  try {
    const migrations = await migrate(database);
    const seeds = config.seedDemo ? await seedDemoData(database.db, config.merchantCode) : [];
    return { database, migrations, seeds };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Everything main.ts and the tests need: a ready app on a ready database. */
export async function bootApp(config: AppConfig, opts: FastifyServerOptions = {}) {
  const { database, migrations, seeds } = await prepareDatabase(config);
  const events = await createEventBus(config.redisUrl);
  const app = await buildApp({ config, database, events }, opts);
  app.addHook('onClose', async () => {
    await events.close();
    await database.close();
  });
  return { app, database, migrations, seeds };
}
