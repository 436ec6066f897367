import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { runPasswordCommand } from '../src/modules/identity/member/password-cli.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';

/** Operator CLI: the password expiry policy (identity_setting.password_expiry_days and PASSWORDEXPIRY). */
describe.each(TEST_DATABASES)('password expiry CLI on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  const run = (...args: string[]) =>
    runPasswordCommand(t.database.db, 'FORTUNA', ['passwords', ...args], 'cli:test', now);
  /** What a login of the demo member reports, once the running app drops its cached settings. */
  const demoPasswordExpired = async () => {
    t.app.services.system.invalidate();
    const res = await login(t.app, {
      username: 'demo',
      password: 'Demo1234',
      ip: '127.0.0.1',
      now: now.getTime(),
      withImage: true,
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.passwordExpired as boolean;
  };

  it('shows the demo policy: off, 90 days', async () => {
    expect(await run('expiry')).toBe('password expiry: off (90 days when on)');
  });

  it('switches expiry on with a number of days, and logins then report expired passwords', async () => {
    expect(await demoPasswordExpired()).toBe(false);
    expect(await run('expiry', 'on', '30')).toBe('password expiry: on, passwords expire 30 days after they are set');
    const [setting] = await queryRows<{ password_expiry_days: number }>(
      t.database.db,
      sql`SELECT password_expiry_days FROM identity_setting WHERE merchant_code = 'FORTUNA'`,
    );
    expect(setting?.password_expiry_days).toBe(30);
    expect(await demoPasswordExpired()).toBe(false);
    // 31 days later the demo password (set when the demo data was seeded) has expired.
    now = new Date(now.getTime() + 31 * 86_400_000);
    expect(await demoPasswordExpired()).toBe(true);
    expect(await run('expiry', '60')).toBe('password expiry: on, passwords expire 60 days after they are set');
    now = new Date(now.getTime() + 6_000); // past the 5 s cache of identity settings
    expect(await demoPasswordExpired()).toBe(false);
    expect(await run('expiry', 'off')).toBe('password expiry: off (60 days when on)');
  });

  it('writes every change to the audit chain with the operator, before and after', async () => {
    const rows = await queryRows<{ actor_kind: string; actor: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT actor_kind, actor, before, after FROM audit_chain WHERE action = 'brand.passwordExpiry' ORDER BY seq`,
    );
    expect(rows).toEqual([
      {
        actor_kind: 'cli',
        actor: 'cli:test',
        before: { enabled: false, days: 90 },
        after: { enabled: true, days: 30 },
      },
      { actor_kind: 'cli', actor: 'cli:test', before: { enabled: true, days: 30 }, after: { enabled: true, days: 60 } },
      {
        actor_kind: 'cli',
        actor: 'cli:test',
        before: { enabled: true, days: 60 },
        after: { enabled: false, days: 60 },
      },
    ]);
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('refuses days out of range and words it does not know, changing nothing', async () => {
    await expect(run('expiry', '0')).rejects.toThrow(/between 1 and 3650/);
    await expect(run('expiry', '3651')).rejects.toThrow(/between 1 and 3650/);
    await expect(run('expiry', 'soon')).rejects.toThrow(/usage: passwords expiry/);
    await expect(run('expiry', 'on', 'off')).rejects.toThrow(/Not understood: off/);
    await expect(run('expiry', '10', '20')).rejects.toThrow(/Not understood: 20/);
    await expect(run('expiry', 'on', '5', 'x')).rejects.toThrow(/usage/);
    await expect(run('rotate')).rejects.toThrow(/usage/);
    expect(await run('expiry')).toBe('password expiry: off (60 days when on)');
  });

  it('creates the brand setting row when a brand has none yet', async () => {
    await t.database.db.execute(sql`DELETE FROM identity_setting WHERE merchant_code = 'FORTUNA'`);
    expect(await run('expiry')).toBe('password expiry: off (90 days when on)');
    expect(await run('expiry', '45')).toBe('password expiry: off (45 days when on)');
  });
});
