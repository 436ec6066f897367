import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRedisEventBus, SETTINGS_CHANGED } from '../src/platform/events.js';
import { runOperatorCommand } from '../src/modules/system/system-cli.js';
import { createTestApp, type TestApp } from './test-app.js';
import { REDIS_INSTANCES, useRedisInstances } from './redis-instances.js';

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

describe.runIf(REDIS_INSTANCES)('settings change notice across instances through Redis', () => {
  const instances = useRedisInstances({ clock: () => now });

  it('every instance sees the maintenance window at once', async () => {
    expect(await statusOf(instances.first)).toBe(0);
    expect(await statusOf(instances.second)).toBe(0);
    await runOperatorCommand(
      instances.database.db,
      'FORTUNA',
      ['maintenance', 'set'],
      { start: 'now', end: '+1h' },
      now,
    );
    const operator = await createRedisEventBus(process.env.TEST_REDIS_URL as string);
    await operator.publish(SETTINGS_CHANGED, 'maintenance set');
    await operator.close();
    await expect.poll(() => statusOf(instances.first), { timeout: 2000 }).toBe(1);
    await expect.poll(() => statusOf(instances.second), { timeout: 2000 }).toBe(1);
  });
});
