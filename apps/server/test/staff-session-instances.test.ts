import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runStaffCommand } from '../src/modules/staff/staff-cli.js';
import { STAFF_SESSIONS_ENDED, type SessionsEnded } from '../src/modules/staff/staff-session-cache.js';
import { createRedisEventBus } from '../src/platform/events.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { REDIS_INSTANCES, useRedisInstances } from './redis-instances.js';

// A clock that never moves: each instance would keep a session in memory for ever, so only the
// notice over Redis can end it there (STAFF_SESSION_CACHE_MS is the bound when it is lost).
const now = new Date('2026-11-26T08:00:00Z');

const me = async (app: FastifyInstance, token: string) =>
  (await consoleCall(app, 'GET', '/console/api/me', token)).statusCode;

describe.runIf(REDIS_INSTANCES)('staff sessions ended on one instance, ended on the other through Redis', () => {
  const instances = useRedisInstances({ clock: () => now });
  const login = (username: string) => staffToken(instances.first, instances.database.db, username, { now: () => now });

  async function staffId(owner: string, username: string): Promise<number> {
    const list = (await consoleCall(instances.first, 'GET', '/console/api/staff', owner)).json().value as Array<{
      id: number;
      username: string;
    }>;
    return list.find((s) => s.username === username)?.id as number;
  }

  /** Reads the session on both instances, so both hold it in memory. */
  async function heldByBoth(token: string) {
    expect([await me(instances.first, token), await me(instances.second, token)]).toEqual([200, 200]);
  }

  it('an account disabled or its role changed on the first instance stops on the second within a second', async () => {
    const owner = await login('owner');
    for (const [username, method, path, body] of [
      ['finance', 'POST', 'disable', { reason: 'left the company' }],
      ['risk', 'PUT', 'role', { role: 'support', reason: 'moved to support' }],
    ] as const) {
      const token = await login(username);
      await heldByBoth(token);
      const id = await staffId(owner, username);
      const res = await consoleCall(instances.first, method, `/console/api/staff/${id}/${path}`, owner, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(await me(instances.first, token)).toBe(401); // at once where it was made
      await expect.poll(() => me(instances.second, token), { timeout: 1000, interval: 20 }).toBe(401);
    }
  });

  it('a logout on the second instance ends the session on the first', async () => {
    const token = await login('games');
    await heldByBoth(token);
    expect((await consoleCall(instances.second, 'DELETE', '/console/api/session', token)).statusCode).toBe(200);
    expect(await me(instances.second, token)).toBe(401);
    await expect.poll(() => me(instances.first, token), { timeout: 1000, interval: 20 }).toBe(401);
  });

  it('an authenticator reset by the CLI (its own Redis connection) ends the session on every instance', async () => {
    const token = await login('content');
    await heldByBoth(token);
    const cli = await createRedisEventBus(process.env.TEST_REDIS_URL as string);
    const notices = { ended: (what: SessionsEnded) => cli.publish(STAFF_SESSIONS_ENDED, JSON.stringify(what)) };
    try {
      const args = ['staff', 'reset-totp', 'content'];
      await runStaffCommand(instances.database.db, 'FORTUNA', args, {}, 'cli:test', () => now, notices);
    } finally {
      await cli.close();
    }
    await expect.poll(() => me(instances.first, token), { timeout: 1000, interval: 20 }).toBe(401);
    await expect.poll(() => me(instances.second, token), { timeout: 1000, interval: 20 }).toBe(401);
  });
});
