import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runStaffCommand } from '../src/modules/staff/staff-cli.js';
import { tokenHash } from '../src/modules/staff/staff-login-service.js';
import { STAFF_SESSION_CACHE_MS } from '../src/modules/staff/staff-session-cache.js';
import { queryRows, type Db } from '../src/platform/db.js';
import { consoleCall, staffToken, STAFF_PASSWORD } from './staff-helpers.js';
import { testClock, TEST_DATABASES, useTestApp } from './test-app.js';

const me = async (app: FastifyInstance, token: string) =>
  (await consoleCall(app, 'GET', '/console/api/me', token)).statusCode;

async function staffId(app: FastifyInstance, owner: string, username: string): Promise<number> {
  const list = (await consoleCall(app, 'GET', '/console/api/staff', owner)).json().value as Array<{
    id: number;
    username: string;
  }>;
  const id = list.find((s) => s.username === username)?.id;
  if (!id) throw new Error(`no staff ${username}`);
  return id;
}

const lastSeen = async (db: Db, token: string) => {
  const rows = await queryRows<{ last_seen_at: string }>(
    db,
    sql`SELECT last_seen_at FROM staff_session WHERE token_hash = ${tokenHash(token)}`,
  );
  return new Date(rows[0]?.last_seen_at as string).getTime();
};

// Staff sessions are answered from memory for STAFF_SESSION_CACHE_MS; ending one must not wait for it.
describe.each(TEST_DATABASES)('staff sessions answered from memory on %s', (kind) => {
  const clock = testClock('2026-11-26T08:00:00Z');
  const t = useTestApp(kind, { clock: clock.now });

  it('ends at once on this instance when an owner disables the account, changes its role or resets its authenticator', async () => {
    const owner = await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    for (const [username, method, path, body] of [
      ['finance', 'POST', 'disable', { reason: 'left the company' }],
      ['risk', 'PUT', 'role', { role: 'support', reason: 'moved to support' }],
      ['content', 'POST', 'resetTotp', { reason: 'lost phone' }],
      ['agents', 'PUT', 'allowList', { allowList: ['10.0.0.0/8'], reason: 'office only' }],
    ] as const) {
      const token = await staffToken(t.app, t.database.db, username, { now: clock.now });
      expect(await me(t.app, token)).toBe(200); // read once: held in memory now
      const id = await staffId(t.app, owner, username);
      const res = await consoleCall(t.app, method, `/console/api/staff/${id}/${path}`, owner, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(await me(t.app, token)).toBe(401);
    }
  });

  it('ends at once at logout while the account’s other session lives (password changes: staff-login.test.ts)', async () => {
    clock.tick(60_000);
    const one = await staffToken(t.app, t.database.db, 'games', { now: clock.now });
    clock.tick(30_000);
    const two = await staffToken(t.app, t.database.db, 'games', { now: clock.now });
    expect([await me(t.app, one), await me(t.app, two)]).toEqual([200, 200]);
    expect((await consoleCall(t.app, 'DELETE', '/console/api/session', one)).statusCode).toBe(200);
    expect([await me(t.app, one), await me(t.app, two)]).toEqual([401, 200]);
  });

  it('stops within the cache time even when no notice comes (a change made where this instance cannot hear it)', async () => {
    clock.tick(60_000);
    const create = ['staff', 'create', 'night', '--role', 'finance'];
    await runStaffCommand(t.database.db, 'FORTUNA', create, { role: 'finance', password: STAFF_PASSWORD }, 'cli:test');
    const token = await staffToken(t.app, t.database.db, 'night', { now: clock.now });
    expect(await me(t.app, token)).toBe(200);
    await t.database.db.execute(sql`UPDATE staff SET status = 'disabled' WHERE username = 'night'`);
    clock.tick(STAFF_SESSION_CACHE_MS - 1);
    expect(await me(t.app, token)).toBe(200); // the bound, not an accident: still the remembered session
    clock.tick(1);
    expect(await me(t.app, token)).toBe(401);
  });

  it('a CLI authenticator reset ends the sessions of servers that hear its notice at once', async () => {
    clock.tick(60_000);
    const token = await staffToken(t.app, t.database.db, 'support', { now: clock.now });
    expect(await me(t.app, token)).toBe(200);
    // The CLI's notice, delivered as the event bus would (this app's own bus).
    const notices = {
      ended: (what: object) => t.app.events.publish('fortuna:staff-sessions-ended', JSON.stringify(what)),
    };
    await runStaffCommand(
      t.database.db,
      'FORTUNA',
      ['staff', 'reset-totp', 'support'],
      {},
      'cli:test',
      clock.now,
      notices,
    );
    expect(await me(t.app, token)).toBe(401);
  });

  it('keeps idle time per call, stores the last call at most every 30 s, and re-reads a session idle here', async () => {
    clock.tick(60_000);
    const token = await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    const opened = await lastSeen(t.database.db, token);
    clock.tick(10_000);
    expect(await me(t.app, token)).toBe(200);
    expect(await lastSeen(t.database.db, token)).toBe(opened); // within 30 s: not written
    clock.tick(25_000);
    expect(await me(t.app, token)).toBe(200);
    expect(await lastSeen(t.database.db, token)).toBe(clock.at()); // 35 s after the stored one: written
    // Another instance kept it busy (its touch is in the database): idle here, live there, so live.
    clock.tick(29 * 60_000);
    await t.database.db.execute(
      sql`UPDATE staff_session SET last_seen_at = ${new Date(clock.at() - 60_000)} WHERE token_hash = ${tokenHash(token)}`,
    );
    clock.tick(2 * 60_000); // 31 minutes since this instance's last call, 2 since the other's
    expect(await me(t.app, token)).toBe(200);
    clock.tick(31 * 60_000);
    expect(await me(t.app, token)).toBe(401);
  });
});
