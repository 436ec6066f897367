import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bootApp } from '../src/boot.js';
import { loadConfig } from '../src/config.js';
import { migrationFiles } from '../src/platform/migrate.js';

// A rolling deploy or an orchestrator starts several instances on one new database at once. Each
// start creates the migrations table, migrates, seeds and registers the house provider; all of
// it must run under the start-up lock, or two instances race on the catalogue (issue 16, item 9:
// `duplicate key value violates unique constraint "pg_type_typname_nsp_index"`).
const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;
/** Fresh databases per test run: one race a run can miss, three rarely do. */
const ROUNDS = 3;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function startTogether(url: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', WEB_DIST: '', HOUSE_GAMES_DIST: '' }),
    databaseUrl: url,
    databasePoolSize: 3,
  };
  const starts = await Promise.allSettled(Array.from({ length: INSTANCES }, () => bootApp(config)));
  const apps = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value.app] : []));
  try {
    const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    for (const app of apps)
      expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    return starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

describe.skipIf(!serverUrl)('start-up on a shared PostgreSQL', () => {
  it('three instances started at once on a fresh database all come up, and each start step runs once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `fortuna_start_${randomBytes(6).toString('hex')}`;
      await onServer((c) => c.query(`CREATE DATABASE ${name}`));
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      try {
        const started = await startTogether(url.toString());
        // Exactly one instance did each migration and each seed; the others found them done.
        expect(started.flatMap((s) => s.migrations).sort()).toEqual(migrationFiles().map((f) => f.name));
        const seeds = started.flatMap((s) => s.seeds);
        expect(new Set(seeds).size).toBe(seeds.length);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const providers = await check.query<{ n: string }>('SELECT count(*) AS n FROM game_provider');
        await check.end();
        expect(Number(providers.rows[0]?.n)).toBeGreaterThan(0);
      } finally {
        await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  }, 120_000);
});
