import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { login, memberInfo, solveImage } from './identity-helpers.js';
import { consoleCall, staffLoginCall, staffSecret, staffToken, STAFF_PASSWORD } from './staff-helpers.js';
import { testClock, TEST_DATABASES, useTestApp } from './test-app.js';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('staff login on %s', (kind) => {
  const clock = testClock('2026-11-26T08:00:00Z');
  const t = useTestApp(kind, { clock: clock.now });
  const code = async (username: string) => totpCode(await staffSecret(t.database.db, username), clock.at());

  it('asks to set up the authenticator at the first login and opens no session before a valid code', async () => {
    const first = await staffLoginCall(t.app, 'support');
    expect(first.statusCode).toBe(200);
    const setup = first.json().value;
    expect(setup).toMatchObject({ step: 'totpSetup', secret: await staffSecret(t.database.db, 'support') });
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*support\?.*secret=/);
    const wrong = await staffLoginCall(t.app, 'support', { totpCode: '000000' });
    expect(wrong.json().code).toBe('AUTHENTICATOR_CODE_INVALID');
    const done = await staffLoginCall(t.app, 'support', { totpCode: await code('support') });
    expect(done.json().value).toMatchObject({ step: 'done', staff: { username: 'support', role: 'support' } });
    const me = await consoleCall(t.app, 'GET', '/console/api/me', done.json().value.token as string);
    expect(me.json().value).toMatchObject({ role: 'support', permissions: ['members.read', 'messages.send'] });
    // Set up: the secret is never shown again; the code is asked for.
    const again = await staffLoginCall(t.app, 'support');
    expect(again.json().value).toEqual({ step: 'totp' });
  });

  it('refuses a wrong password without telling whether the account exists', async () => {
    const wrong = await staffLoginCall(t.app, 'finance', { password: 'not-it-123', ip: '10.6.6.6' });
    const unknown = await staffLoginCall(t.app, 'nobody', { password: 'not-it-123', ip: '10.6.6.7' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([wrong.json().value.captcha, unknown.json().value.captcha]).toEqual([true, true]);
  });

  it('asks for the image captcha after a failed login, for the right password too', async () => {
    const ip = '10.7.7.7';
    expect((await staffLoginCall(t.app, 'content', { ip, password: 'not-it-123' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const bare = await staffLoginCall(t.app, 'content', { ip: '10.7.7.8' });
    expect([bare.json().code, bare.json().value.captcha]).toEqual(['CAPTCHA_REQUIRED', true]);
    const solved = await staffLoginCall(t.app, 'content', { ip, captcha: await solveImage(t.app) });
    expect(solved.json().value.step).toBe('totpSetup');
    // A right password forgets the failures: no captcha next time.
    expect((await staffLoginCall(t.app, 'content', { ip })).json().value.step).toBe('totpSetup');
  });

  it('counts wrong codes: the 5th locks the code check, and a right code is then refused', async () => {
    const right = await code('games');
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await staffLoginCall(t.app, 'games', { totpCode: wrongCode })).json().code);
    expect(codes).toEqual([...Array(4).fill('AUTHENTICATOR_CODE_INVALID'), 'TOO_MANY_ATTEMPTS']);
    const refused = await staffLoginCall(t.app, 'games', { totpCode: right });
    expect([refused.statusCode, refused.json().code]).toEqual([423, 'TOO_MANY_ATTEMPTS']);
    clock.tick(16 * MINUTE);
    expect((await staffLoginCall(t.app, 'games', { totpCode: await code('games') })).json().value.step).toBe('done');
  });

  it("an owner's authenticator reset lifts the code lock with the old authenticator, in the same change", async () => {
    const right = await code('content');
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await staffLoginCall(t.app, 'content', { totpCode: wrongCode });
    expect((await staffLoginCall(t.app, 'content', { totpCode: right })).json().code).toBe('TOO_MANY_ATTEMPTS');
    const id = (await t.app.services.staff.listWithPendingSecrets()).find((s) => s.username === 'content')!.id;
    const { totpSecret } = await t.app.services.staff.resetTotp(
      { kind: 'cli', name: 'cli:test', ip: null },
      id,
      'lost',
    );
    expect(totpSecret).toBe(await staffSecret(t.database.db, 'content'));
    // No waiting out the lock: the new authenticator is set up at once.
    const done = await staffLoginCall(t.app, 'content', { totpCode: await code('content') });
    expect(done.json().value.step).toBe('done');
  });

  it('locks one client after 5 wrong passwords while the right password still works from another', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const captcha = i === 0 ? undefined : await solveImage(t.app);
      answers.push(
        (await staffLoginCall(t.app, 'agents', { password: 'wrong-pass-1', ip: '10.9.9.9', captcha })).json().code,
      );
    }
    expect(answers).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'ACCOUNT_LOCKED']);
    const locked = await staffLoginCall(t.app, 'agents', {
      ip: '10.9.9.9',
      totpCode: await code('agents'),
      captcha: await solveImage(t.app),
    });
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    await expect(staffToken(t.app, t.database.db, 'agents', { ip: '10.8.8.8', now: clock.now })).resolves.toBeTruthy();
  });

  it('takes each code once: a replay within its window is a wrong code', async () => {
    clock.tick(60_000);
    const used = await code('owner');
    await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    const replay = await staffLoginCall(t.app, 'owner', { totpCode: used });
    expect(replay.json().code).toBe('AUTHENTICATOR_CODE_INVALID');
    clock.tick(30_000);
    expect((await staffLoginCall(t.app, 'owner', { totpCode: await code('owner') })).json().value.step).toBe('done');
  });

  it('ends a session after 30 minutes idle', async () => {
    const token = await staffToken(t.app, t.database.db, 'finance', { now: clock.now });
    clock.tick(29 * MINUTE);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(200);
    clock.tick(29 * MINUTE);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(200);
    clock.tick(31 * MINUTE);
    const idle = await consoleCall(t.app, 'GET', '/console/api/me', token);
    expect([idle.statusCode, idle.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('ends a session 12 hours after login however busy', async () => {
    const token = await staffToken(t.app, t.database.db, 'finance', { now: clock.now });
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.tick(20 * MINUTE);
      expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(200);
    }
    clock.tick(21 * MINUTE);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const token = await staffToken(t.app, t.database.db, 'finance', { now: clock.now });
    expect((await consoleCall(t.app, 'DELETE', '/console/api/session', token)).statusCode).toBe(200);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', token)).statusCode).toBe(401);
  });

  it('refuses an address outside the allow-list, at login and for a session', async () => {
    const owner = await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    const risk = await staffToken(t.app, t.database.db, 'risk', { now: clock.now, ip: '10.1.2.3' });
    const list = (await consoleCall(t.app, 'GET', '/console/api/staff', owner)).json().value as Array<{
      id: number;
      username: string;
    }>;
    const riskId = list.find((s) => s.username === 'risk')?.id;
    const set = await consoleCall(t.app, 'PUT', `/console/api/staff/${riskId}/allowList`, owner, {
      allowList: ['10.0.0.0/8'],
      reason: 'office network only',
    });
    expect(set.json().value.allowList).toEqual(['10.0.0.0/8']);
    // The change ended its sessions.
    expect((await consoleCall(t.app, 'GET', '/console/api/me', risk, undefined, '10.1.2.3')).statusCode).toBe(401);
    const outside = await staffLoginCall(t.app, 'risk', { ip: '192.0.2.7', totpCode: await code('risk') });
    expect([outside.statusCode, outside.json().code]).toEqual([403, 'FORBIDDEN']);
    clock.tick(30_000); // the next code: each code opens one login
    const inside = await staffToken(t.app, t.database.db, 'risk', { now: clock.now, ip: '10.1.2.3' });
    expect((await consoleCall(t.app, 'GET', '/console/api/me', inside, undefined, '10.1.2.3')).statusCode).toBe(200);
    const moved = await consoleCall(t.app, 'GET', '/console/api/me', inside, undefined, '192.0.2.7');
    expect([moved.statusCode, moved.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('never lets a member token into the console nor a staff token into the player site', async () => {
    const member = await login(t.app, { username: 'demo', password: 'Demo1234', now: clock.at(), withImage: true });
    const memberToken = member.json().value.token as string;
    expect((await memberInfo(t.app, memberToken)).statusCode).toBe(200);
    const asStaff = await consoleCall(t.app, 'GET', '/console/api/me', memberToken);
    expect([asStaff.statusCode, asStaff.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    const staff = await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    const asMember = await memberInfo(t.app, staff);
    expect([asMember.statusCode, asMember.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    // A member named like a staff account cannot use the console password either.
    expect((await staffLoginCall(t.app, 'demo', { password: 'Demo1234' })).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('changes its own password with the current one and a code: other sessions end, this one stays', async () => {
    clock.tick(60_000);
    const other = await staffToken(t.app, t.database.db, 'support', { now: clock.now });
    clock.tick(30_000);
    const current = await staffToken(t.app, t.database.db, 'support', { now: clock.now });
    clock.tick(30_000);
    const secret = await staffSecret(t.database.db, 'support');
    // Both held in memory (staff-session-cache.ts) before the change: the end must not wait for it.
    expect((await consoleCall(t.app, 'GET', '/console/api/me', other)).statusCode).toBe(200);
    const change = (currentPassword: string) =>
      consoleCall(t.app, 'PUT', '/console/api/me/password', current, {
        currentPassword,
        newPassword: 'NewConsole99',
        totpCode: totpCode(secret, clock.at()),
      });
    const wrong = await change('not-it-123');
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'OLD_PASSWORD_INCORRECT']);
    expect((await change(STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', other)).statusCode).toBe(401);
    expect((await consoleCall(t.app, 'GET', '/console/api/me', current)).statusCode).toBe(200);
    const old = await staffLoginCall(t.app, 'support', { ip: '10.5.5.5' });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    clock.tick(30_000);
    const renewed = await staffToken(t.app, t.database.db, 'support', {
      now: clock.now,
      ip: '10.5.5.6',
      password: 'NewConsole99',
    });
    expect(renewed).toBeTruthy();
  });

  it('two creations of one staff name at once: one account, the other answer 409 CONFLICT, never a 500', async () => {
    clock.tick(60_000);
    const owner = await staffToken(t.app, t.database.db, 'owner', { now: clock.now });
    const create = () =>
      consoleCall(t.app, 'POST', '/console/api/staff', owner, {
        username: 'twin01',
        displayName: 'Twin',
        password: 'Twin12345x',
        role: 'support',
        reason: 'race',
      });
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(['CONFLICT', 'CONFLICT']);
  });
});
