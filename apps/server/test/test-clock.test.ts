import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './test-app.js';

const DAY = 86_400_000;
const advance = (app: TestApp['app'], advanceMs: number, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/dev/api/clock', payload: { advanceMs }, remoteAddress });

describe('the test clock (TEST_CLOCK, the e2e agent journey)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is refused outside NODE_ENV=test, production included', () => {
    for (const env of [
      { TEST_CLOCK: 'true' },
      { NODE_ENV: 'production', TEST_CLOCK: 'true' },
      { NODE_ENV: 'development', TEST_CLOCK: 'true' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/TEST_CLOCK=true is refused outside NODE_ENV=test/);
    }
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
  });

  it('does not exist on a server without it', async () => {
    t = await createTestApp('pglite');
    expect((await advance(t.app, DAY)).statusCode).toBe(404);
  });

  it('moves the server time forward for local callers only; the jobs run at that time', async () => {
    t = await createTestApp('pglite', { testClock: true });
    expect((await advance(t.app, DAY, '203.0.113.9')).statusCode).toBe(404);
    expect((await advance(t.app, 0)).statusCode).toBe(400);
    const first = await advance(t.app, DAY);
    expect(first.statusCode).toBe(200);
    const moved = new Date(first.json().value.now).getTime() - Date.now();
    expect(moved).toBeGreaterThan(DAY - 60_000);
    expect(moved).toBeLessThanOrEqual(DAY);
    const second = new Date((await advance(t.app, DAY)).json().value.now).getTime() - Date.now();
    expect(second).toBeGreaterThan(2 * DAY - 60_000);
    // A job's period is the server's time: the day after tomorrow's.
    const outcome = await t.app.jobs.runNow('agent-settlement.daily');
    const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    expect(outcome?.period.slice(0, 10)).toBe(inTwoDays);
  });
});
