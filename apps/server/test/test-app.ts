import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/platform/db.js';
import { migrate } from '../src/platform/migrate.js';
import { demoGamesTemplateSeed } from '../src/seed/catalogue-seed.js';
import { seedDemoData } from '../src/seed/demo-seed.js';
import { createRedisRateLimiter, type RateLimiter } from '../src/platform/rate-limit.js';
import { freePort } from './identity-helpers.js';

/** Which real databases the integration tests run on: PGlite always, PostgreSQL when configured. */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated, seeded database: in-memory PGlite, or a brand-new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteSeed: demoGamesTemplateSeed });
    await migrate(database);
    await seedDemoData(database.db, 'FORTUNA');
    return database;
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `fortuna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrate(database);
  await seedDemoData(database.db, 'FORTUNA');
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A clock a test moves by hand: `now` for the app, `at()` (ms) for encrypted bodies, `tick(ms)` to advance it. */
export function testClock(start: string) {
  let now = new Date(start);
  return { now: () => now, at: () => now.getTime(), tick: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

export type TestApp = { app: FastifyInstance; database: Database; config: AppConfig; close: () => Promise<void> };

export async function createTestApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<AppConfig> = {},
  clock?: () => Date,
  serverOptions: FastifyServerOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', DEMO_MODE: 'true', LOG_LEVEL: 'silent', WEB_DIST: '' }),
    ...overrides,
  };
  // With TEST_REDIS_URL the throttles count in Redis (a fresh key prefix per app), as in production.
  const rateLimiter: RateLimiter | undefined = process.env.TEST_REDIS_URL
    ? await createRedisRateLimiter(process.env.TEST_REDIS_URL, `fortuna-test:${randomBytes(6).toString('hex')}:`)
    : undefined;
  const app = await buildApp(
    {
      config,
      database,
      ...(clock ? { clock } : {}),
      ...(rateLimiter ? { rateLimiter } : {}),
    },
    serverOptions,
  );
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await rateLimiter?.close();
      await database.close();
    },
  };
}

/**
 * The test app of a describe block: opened before its tests, closed after them. Read `t.app` and
 * `t.database` inside the tests (they exist once beforeAll ran).
 */
export function useTestApp(
  kind: 'pglite' | 'postgres',
  options: { overrides?: Partial<AppConfig>; clock?: () => Date } = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options.overrides, options.clock);
  });
  afterAll(async () => current?.close());
  const opened = (): TestApp => {
    if (!current) throw new Error('the test app opens in beforeAll');
    return current;
  };
  return {
    get app() {
      return opened().app;
    },
    get database() {
      return opened().database;
    },
    get config() {
      return opened().config;
    },
    close: () => opened().close(),
  };
}

export type ListeningTestApp = TestApp & { base: string };

/**
 * A test app listening on a free local port whose public URL is that address (for the sandbox
 * gateway's return and callback URLs, and event streams read over real HTTP).
 */
export async function createListeningTestApp(kind: 'pglite' | 'postgres'): Promise<ListeningTestApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp(kind, { publicUrl: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, base };
}
