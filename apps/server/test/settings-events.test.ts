import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createRedisEventBus, SETTINGS_CHANGED, type EventBus } from '../src/platform/events.js';
import type { Database } from '../src/platform/db.js';
import { runOperatorCommand } from '../src/modules/system/system-cli.js';
import { createTestApp, createTestDatabase, type TestApp } from './test-app.js';

const now = new Date('2026-11-22T08:00:00Z');
const statusOf = async (app: FastifyInstance) => (await app.inject('/wps/system/status')).json().value.status as number;

describe('settings change notice on the in-process bus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, () => now);
  });
  afterAll(async () => t?.close());

  it('drops the cached settings as soon as a change is announced', async () => {
    expect(await statusOf(t.app)).toBe(0);
    await runOperatorCommand(t.database.db, 'FORTUNA', ['maintenance', 'set'], { start: 'now', end: '+1h' }, now);
    // Still the cached snapshot: the clock did not move.
    expect(await statusOf(t.app)).toBe(0);
    await t.app.events.publish(SETTINGS_CHANGED, 'maintenance set');
    expect(await statusOf(t.app)).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && pgUrl)('settings change notice across instances through Redis', () => {
  let database: Database;
  const buses: EventBus[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', DEMO_MODE: 'true', WEB_DIST: '' }),
      redisUrl,
    };
    for (let i = 0; i < 2; i++) {
      const events = await createRedisEventBus(redisUrl as string);
      buses.push(events);
      apps.push(await buildApp({ config, database, events, clock: () => now }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  it('every instance sees the maintenance window at once', async () => {
    expect(await statusOf(apps[0] as FastifyInstance)).toBe(0);
    expect(await statusOf(apps[1] as FastifyInstance)).toBe(0);
    await runOperatorCommand(database.db, 'FORTUNA', ['maintenance', 'set'], { start: 'now', end: '+1h' }, now);
    const operator = await createRedisEventBus(redisUrl as string);
    await operator.publish(SETTINGS_CHANGED, 'maintenance set');
    await operator.close();
    await expect.poll(() => statusOf(apps[0] as FastifyInstance), { timeout: 2000 }).toBe(1);
    await expect.poll(() => statusOf(apps[1] as FastifyInstance), { timeout: 2000 }).toBe(1);
  });
});
