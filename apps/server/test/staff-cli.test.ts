import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { runAuditCommand, runStaffCommand } from '../src/modules/staff/staff-cli.js';
import { consoleCall, staffLoginCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const SECRET = /authenticator secret: ([A-Z2-7]+)/;

describe.each(TEST_DATABASES)('staff CLI on %s', (kind) => {
  const t = useTestApp(kind);
  const run = (args: string[], opts = {}) =>
    runStaffCommand(t.database.db, 'FORTUNA', ['staff', ...args], opts, 'cli:test');

  it('lists the demo staff, one per role, with the secret each is still to set up', async () => {
    const lines = (await run(['list'])).split('\n');
    expect(lines.map((l) => l.split('\t').slice(1, 4))).toEqual(
      ['owner', 'finance', 'risk', 'support', 'content', 'games', 'agents'].map((r) => [r, r, 'active']),
    );
    expect(lines[0]).toMatch(/authenticator to set up: [A-Z2-7]{32}\tany address$/);
  });

  it('shows a secret in use never again, and reset-totp prints a new one to set up at the next login', async () => {
    const token = await staffToken(t.app, t.database.db, 'content');
    expect((await run(['list'])).split('\n').find((l) => l.includes('\tcontent\t'))).toMatch(
      /authenticator set up\tany address$/,
    );
    const reset = await run(['reset-totp', 'content'], { note: 'lost phone' });
    expect(reset).toMatch(/^staff content: authenticator reset/);
    const secret = SECRET.exec(reset)?.[1];
    expect(reset).toContain(`otpauth URI: otpauth://totp/`);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(401);
    const login = await staffLoginCall(t.app, 'content');
    expect(login.json().value).toMatchObject({ step: 'totpSetup', secret });
  });

  it('creates an account with a generated password, printed once with its secret, and audits it', async () => {
    const out = await run(['create', 'night.shift'], { role: 'finance', name: 'Night shift' });
    expect(out).toMatch(
      /^staff \d+ night\.shift \(finance\)\npassword: \S{16}\nauthenticator secret: [A-Z2-7]+\notpauth URI: /,
    );
    const password = /password: (\S+)/.exec(out)?.[1];
    const login = await staffLoginCall(t.app, 'night.shift', { password });
    expect(login.json().value).toMatchObject({ step: 'totpSetup', secret: SECRET.exec(out)?.[1] });
    await expect(run(['create', 'x1y'], { role: 'boss' })).rejects.toThrow(/--role must be one of owner/);
    const entries = await queryRows<{
      actor_kind: string;
      actor: string;
      action: string;
      target: string;
      reason: string;
    }>(
      t.database.db,
      sql`SELECT actor_kind, actor, action, target, reason FROM audit_chain WHERE actor = 'cli:test' ORDER BY seq`,
    );
    expect(entries).toEqual([
      {
        actor_kind: 'cli',
        actor: 'cli:test',
        action: 'staff.reset_totp',
        target: 'staff:content',
        reason: 'lost phone',
      },
      {
        actor_kind: 'cli',
        actor: 'cli:test',
        action: 'staff.create',
        target: 'staff:night.shift',
        reason: 'created with the CLI',
      },
    ]);
    expect(await runAuditCommand(t.database.db, 'FORTUNA', ['audit', 'verify'])).toMatch(
      /^audit chain OK: \d+ entries$/,
    );
  });
});
