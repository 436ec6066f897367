import { describe, expect, it } from 'vitest';
import { runMemberCommand } from '../src/modules/console-members/member-cli.js';
import { insertMember } from './console-members-helpers.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)('members CLI on %s', (kind) => {
  const t = useTestApp(kind);
  const run = (args: string[], note = '') => {
    const services = {
      memberActions: t.app.services.memberActions,
      idOf: async (username: string) => (await t.app.services.members.logins.byUsername(username))?.id ?? null,
    };
    return runMemberCommand(services, ['members', ...args], note, 'cli:ops');
  };

  it('locks, unlocks and forces a reset through the console’s actions, audited as the CLI', async () => {
    const id = await insertMember(t.database.db, { username: 'cli_member', email: 'cli_member@example.com' });
    expect(await run(['lock', 'CLI_member'], 'fraud ring')).toBe(`member ${id} cli_member: locked`);
    const refused = await login(t.app, { username: 'cli_member', password: 'Old12345', withImage: true });
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    await expect(run(['lock', 'cli_member'], 'again')).rejects.toThrow(/already locked/);
    expect(await run(['unlock', 'cli_member'], 'cleared')).toBe(`member ${id} cli_member: active`);
    expect(await run(['reset-password', 'cli_member'], 'leaked')).toMatch(/password login refused until a reset/);

    const owner = await staffToken(t.app, t.database.db, 'owner');
    const log = await consoleCall(t.app, 'GET', `/console/api/audit?target=member:${id}`, owner);
    expect(log.json().value.list.reverse()).toMatchObject([
      { actorKind: 'cli', actor: 'cli:ops', action: 'member.lock', reason: 'fraud ring', ip: null },
      { actorKind: 'cli', action: 'member.unlock' },
      { actorKind: 'cli', action: 'member.forcePasswordReset' },
    ]);
  });

  it('refuses a missing reason, an unknown member or action with a usage line', async () => {
    await expect(run(['lock', 'demo'])).rejects.toThrow(/--note <reason> is required/);
    await expect(run(['lock', 'nobody_here'], 'a reason')).rejects.toThrow('no member nobody_here');
    await expect(run(['delete', 'demo'], 'a reason')).rejects.toThrow(/^usage: members/);
    await expect(run(['lock'], 'a reason')).rejects.toThrow(/^usage: members/);
  });
});
