import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';
import {
  changePassword,
  FIRST_SESSION,
  freshIp,
  inbox,
  latestSmsCode,
  login,
  memberInfo,
  sendEnc,
  solveImage,
  solveSlider,
  startFreePlay,
} from './identity-helpers.js';

describe.each(TEST_DATABASES)('login and sessions on %s', (kind) => {
  const { now, at, tick } = testClock('2026-11-22T08:00:00Z');
  const t = useTestApp(kind, { clock: now });

  const db = () => t.database.db;
  /** A fresh member with a known network (HOME) so new-network rules are predictable. */
  let seq = 0;
  const HOME = '192.0.2.10';
  async function newMember(extra: Record<string, unknown> = {}) {
    const username = `member${++seq}z`;
    await db()
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, email, payee_name, totp_secret, status)
      VALUES ('FORTUNA', ${username}, ${await hashPassword('Right1234', null)}, ${(extra.type as number) ?? 0}, ${(extra.email as string) ?? null},
              ${(extra.payeeName as string) ?? null}, ${(extra.totpSecret as string) ?? null}, ${(extra.status as string) ?? 'active'})`);
    const [row] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM member WHERE username = ${username}`);
    await db().execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${row?.id}, ${HOME})`);
    return { username, id: Number(row?.id) };
  }
  const loginAs = (
    username: string,
    password: string,
    opts: {
      ip?: string;
      withImage?: boolean;
      entry?: 'member' | 'agent';
      verification?: { method: string; value: string };
    } = {},
  ) => login(t.app, { username, password, ip: opts.ip ?? HOME, now: at(), ...opts });

  it('logs in with username, password and slider: token, flags and member', async () => {
    const res = await loginAs('demo', 'Demo1234', { ip: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ ...FIRST_SESSION, member: { account: 'demo', isAgent: false } });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loginAs('demo', 'Demo1234', { ip: '127.0.0.1' });
    expect(again.json().value.firstTimeLogin).toBe(false);
    const info = await memberInfo(t.app, value.token);
    expect(info.json().value).toEqual({
      id: value.member.id,
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      userName: 'demo',
      customerId: String(value.member.id),
      isAgent: false,
      isTrial: false,
      hasTotp: false,
      mobileBound: true,
      emailBound: true,
    });
    const icon = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${value.token}` },
    });
    expect(icon.json().value.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('stores only the hash of the session token', async () => {
    const token = (await loginAs('demo', 'Demo1234', { ip: '127.0.0.1' })).json().value.token as string;
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM member_session WHERE token_hash = ${token}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses calls without a live token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense-token-that-is-long-enough', 'Basic abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NOT_LOGGED_IN');
    }
  });

  it('requires username, password and a solved slider', async () => {
    const send = (body: object) =>
      sendEnc(t.app, 'POST', '/wps/session/login', { type: 'username', ...body }, { now: at() });
    const empty = await send({ username: '  ', password: '', slider: await solveSlider(t.app) });
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const noSlider = await send({ username: 'demo', password: 'Demo1234' });
    expect(noSlider.json().code).toBe('VALIDATION_FAILED');
    const slider = await solveSlider(t.app);
    const wrongSlider = await send({ username: 'demo', password: 'Demo1234', slider: { ...slider, x: slider.x + 20 } });
    expect(wrongSlider.json()).toMatchObject({ code: 'SLIDER_INVALID' });
  });

  it('answers a wrong password and an unknown username alike, then asks for the image captcha', async () => {
    const m = await newMember();
    const wrong = await loginAs(m.username, 'Wrong1234');
    const unknown = await loginAs('nobody_here', 'Wrong1234', { ip: freshIp() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect username or password',
        value: { captcha: true },
      });
    }
    const noCaptcha = await loginAs(m.username, 'Right1234');
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // Another client trying that username is asked too.
    expect((await loginAs(m.username, 'Right1234', { ip: freshIp() })).json().code).toBe('CAPTCHA_REQUIRED');
    const ok = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(ok.statusCode).toBe(200);
    // Success forgets the failures.
    expect((await loginAs(m.username, 'Right1234')).statusCode).toBe(200);
  });

  it('locks this client out of an account after 5 failures for 15 minutes, even for the right password', async () => {
    const m = await newMember();
    for (let i = 0; i < 4; i++)
      expect((await loginAs(m.username, 'Wrong1234', { withImage: true })).json().code).toBe('INVALID_CREDENTIALS');
    const fifth = await loginAs(m.username, 'Wrong1234', { withImage: true });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { captcha: true, retryAfterSeconds: 900 } });
    const right = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    tick(15 * 60_000 + 1);
    expect((await loginAs(m.username, 'Right1234', { withImage: true })).statusCode).toBe(200);
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`SELECT action FROM audit_log WHERE member_id = ${m.id} AND action NOT LIKE 'attempts.%' ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_refused_locked',
      'login',
    ]);
    const locks = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM audit_log WHERE member_id = ${m.id} AND action = 'attempts.locked'`,
    );
    expect(locks[0]?.n).toBe(1);
  });

  it('holds the account-wide lockout under 50 parallel wrong attempts from 50 clients: at most 20 passwords are tried', async () => {
    const m = await newMember();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const body = {
          type: 'username',
          username: m.username,
          password: 'Wrong1234',
          slider: await solveSlider(t.app),
          ...(await solveImage(t.app)),
        };
        return sendEnc(t.app, 'POST', '/wps/session/login', body, { ip: freshIp(), now: at() });
      }),
    );
    const codes = attempts.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toEqual([]);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(19);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(31);
    const [row] = await queryRows<{ failed_login_count: number; locked: boolean }>(
      db(),
      sql`SELECT failed_login_count, locked_until > ${now()} AS locked FROM member WHERE id = ${m.id}`,
    );
    expect(row).toEqual({ failed_login_count: 20, locked: true });
    const right = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('throttles logins per client address', async () => {
    const ip = freshIp();
    const m = await newMember();
    await db().execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${m.id}, ${ip})`);
    for (let i = 0; i < 30; i++)
      await t.app.services.session
        .login(
          {
            type: 'username',
            username: 'x',
            password: 'y',
            slider: { captchaId: '00000000-0000-4000-8000-000000000000', x: 0, trail: [] },
            entry: 'member',
          },
          { ip, userAgent: '' },
        )
        .catch(() => null);
    const res = await loginAs(m.username, 'Right1234', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  describe('from a network the member never used', () => {
    it('asks for one of the member’s methods, then accepts the right answer and remembers the network', async () => {
      const m = await newMember({ payeeName: 'Ana Reyes' });
      const ip = freshIp();
      const first = await loginAs(m.username, 'Right1234', { ip });
      expect(first.statusCode).toBe(403);
      expect(first.json()).toMatchObject({
        code: 'NEW_IP_VERIFICATION',
        value: { methods: ['bankAccountName'] },
      });
      const wrong = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'bankAccountName', value: 'Someone Else' },
      });
      expect(wrong.json()).toMatchObject({ code: 'VERIFICATION_FAILED', value: { captcha: true } });
      const unknownMethod = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'totp', value: '123456' },
      });
      expect(unknownMethod.json().code).toBe('VERIFICATION_FAILED');
      const right = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'bankAccountName', value: 'ana reyes' },
      });
      expect(right.statusCode).toBe(200);
      expect((await loginAs(m.username, 'Right1234', { ip })).statusCode).toBe(200);
    });

    it('accepts an authenticator code', async () => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const m = await newMember({ totpSecret: secret });
      const ip = freshIp();
      expect((await loginAs(m.username, 'Right1234', { ip })).json().value.methods).toEqual(['totp']);
      const code = totpCode(secret, at());
      expect(
        (await loginAs(m.username, 'Right1234', { ip, withImage: true, verification: { method: 'totp', value: code } }))
          .statusCode,
      ).toBe(200);
    });

    it('accepts an SMS code sent to the bound mobile', async () => {
      const ip = freshIp();
      const asked = await loginAs('agent', 'Agent1234', { ip: '127.0.0.2' });
      // The agent's first login ever: let through and remembered.
      expect(asked.statusCode).toBe(200);
      const res = await loginAs('agent', 'Agent1234', { ip });
      // Possession only: the member has a mobile and an e-mail to send a code to (issue 17 finding 9).
      expect(res.json().value.methods).toEqual(['smsCode', 'emailCode']);
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '9170000001', countryDialingCode: '63', ...(await solveImage(t.app)) },
        remoteAddress: ip,
      });
      const code = (await latestSmsCode(t.app, '+639170000001')) as string;
      const ok = await loginAs('agent', 'Agent1234', {
        ip,
        withImage: true,
        verification: { method: 'smsCode', value: code },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.member.isAgent).toBe(true);
    });

    it('accepts a code mailed to the bound e-mail, sent only when the typed address is the bound one', async () => {
      const m = await newMember({ email: 'Mailer1@Fortuna.example' });
      const ip = freshIp();
      expect((await loginAs(m.username, 'Right1234', { ip })).json().value.methods).toEqual(['emailCode']);
      const send = async (username: string, email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/verification/email/newNetwork',
          payload: { username, email, ...(await solveImage(t.app)) },
          remoteAddress: ip,
        });
      // Another address, or an unknown username: the same answer, and no mail.
      const other = await send(m.username, 'other@fortuna.example');
      const unknown = await send('nobody-here', 'mailer1@fortuna.example');
      expect(other.statusCode).toBe(200);
      expect(unknown.json()).toEqual(other.json());
      expect(await inbox(t.app, 'other@fortuna.example', 'email')).toEqual([]);
      const noCaptcha = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/email/newNetwork',
        payload: { username: m.username, email: 'mailer1@fortuna.example' },
        remoteAddress: ip,
      });
      expect(noCaptcha.statusCode).toBe(400);
      // The bound address, whatever its case: a code is mailed to it.
      expect((await send(m.username, ' mailer1@fortuna.EXAMPLE ')).json()).toEqual(other.json());
      const mail = (await inbox(t.app, 'Mailer1@Fortuna.example', 'email'))[0];
      expect(mail?.body).toContain('log in from a new network');
      const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string;
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'emailCode', value: wrongCode },
      });
      expect(wrong.json().code).toBe('VERIFICATION_FAILED');
      const ok = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'emailCode', value: code },
      });
      expect(ok.statusCode).toBe(200);
      // Single use: the network is remembered, and the code cannot be used again elsewhere.
      const elsewhere = freshIp();
      const reused = await loginAs(m.username, 'Right1234', {
        ip: elsewhere,
        withImage: true,
        verification: { method: 'emailCode', value: code },
      });
      expect(reused.json().code).toBe('VERIFICATION_FAILED');
    });
  });

  it('lets agents in on both entries and members only on the member site', async () => {
    expect((await loginAs('agent', 'Agent1234', { ip: '127.0.0.2', entry: 'agent' })).statusCode).toBe(200);
    const member = await loginAs('demo', 'Demo1234', { ip: '127.0.0.1', entry: 'agent' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
  });

  it('refuses accounts of the old operator type (9) and disabled accounts', async () => {
    const operator = await newMember({ type: MEMBER_TYPE.OPERATOR });
    const refused = await loginAs(operator.username, 'Right1234', { ip: HOME, withImage: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NON_MEMBER', message: 'Non-member account unable to login' });
    const wrong = await loginAs(operator.username, 'Wrong1234', { ip: freshIp() });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const disabled = await newMember({ status: 'disabled' });
    expect((await loginAs(disabled.username, 'Right1234', { withImage: true })).json().code).toBe('ACCOUNT_DISABLED');
  });

  it('flags the weak default password and an expired password', async () => {
    const weak = await loginAs('weakuser', 'a123456', { ip: '127.0.0.1' });
    expect(weak.json().value).toMatchObject({ weakPassword: true, passwordExpired: false });
    await db().execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag = 'PASSWORDEXPIRY'`);
    const m = await newMember();
    await db().execute(
      sql`UPDATE member SET password_changed_at = ${new Date(at() - 91 * 86_400_000)} WHERE id = ${m.id}`,
    );
    t.app.services.system.invalidate();
    try {
      expect((await loginAs(m.username, 'Right1234', { withImage: true })).json().value).toMatchObject({
        passwordExpired: true,
        weakPassword: false,
      });
    } finally {
      await db().execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag = 'PASSWORDEXPIRY'`);
      t.app.services.system.invalidate();
    }
  });

  it('logs in by mobile and SMS code without a slider', async () => {
    const ip = freshIp();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09171234567', countryDialingCode: '+63', ...(await solveImage(t.app)) },
      remoteAddress: ip,
    });
    const code = (await latestSmsCode(t.app, '+639171234567')) as string;
    const smsLogin = (verificationCode: string, extra: Record<string, unknown> = {}) =>
      sendEnc(
        t.app,
        'POST',
        '/wps/session/login',
        { type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode, ...extra },
        { ip, now: at() },
      );
    const wrong = await smsLogin(code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_INVALID', value: { captcha: true } });
    expect((await smsLogin(code)).json().code).toBe('CAPTCHA_REQUIRED');
    const ok = await smsLogin(code, await solveImage(t.app));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ weakPassword: false, member: { account: 'demo' } });
    expect((await smsLogin(code)).json().code).toBe('SMS_CODE_INVALID');
    const invalidMobile = await sendEnc(
      t.app,
      'POST',
      '/wps/session/login',
      { type: 'sms', mobileNum: '91712', countryDialingCode: '63', verificationCode: '123456' },
      { ip: freshIp(), now: at() },
    );
    expect(invalidMobile.json().code).toBe('MOBILE_INVALID');
  });

  it('ends a session on logout', async () => {
    const token = (await loginAs('demo', 'Demo1234', { ip: '127.0.0.1' })).json().value.token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect(out.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().code).toBe('NOT_LOGGED_IN');
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers })).statusCode).toBe(401);
  });

  it('expires a session after 24 hours without use, and slides while used', async () => {
    const token = (await loginAs('demo', 'Demo1234', { ip: '127.0.0.1' })).json().value.token as string;
    const headers = { authorization: `Bearer ${token}` };
    tick(20 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(200);
    tick(20 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(200);
    tick(24 * 3_600_000 + 1);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(401);
  });

  it('creates a trial account for free play', async () => {
    const res = await startFreePlay(t.app);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.member).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    expect(value.member.account).toMatch(/^trial_[a-z2-9]{8}$/);
    const headers = { authorization: `Bearer ${value.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().value.isTrial).toBe(true);
    const [row] = await queryRows<{ demo: boolean }>(db(), sql`SELECT demo FROM member WHERE id = ${value.member.id}`);
    expect(row?.demo).toBe(true);
    // A trial account cannot change a password (spec in_need_true_account).
    const change = await changePassword(
      t.app,
      value.token,
      { oldPassword: 'x', newPassword: 'Abc12345' },
      { now: at() },
    );
    expect(change.json().code).toBe('TRIAL_NOT_ALLOWED');
    // It has no password to log in with.
    expect((await loginAs(value.member.account, '!no-password', { ip: freshIp() })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses free play when the brand switched it off', async () => {
    await db().execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag = 'FREEPLAY'`);
    t.app.services.system.invalidate();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: freshIp() });
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await db().execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag = 'FREEPLAY'`);
      t.app.services.system.invalidate();
    }
  });
});
