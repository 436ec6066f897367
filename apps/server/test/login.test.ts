import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES } from './test-app.js';
import {
  changePassword,
  FIRST_SESSION,
  freshIp,
  latestSmsCode,
  memberInfo,
  sendEnc,
  solveImage,
  solveSlider,
  startFreePlay,
} from './identity-helpers.js';
import { HOME, useLoginHarness } from './login-helpers.js';

/**
 * Member login: the answer and the session, who may log in where, flags, SMS login, logout and
 * expiry, free play. Failures and limits: login-failures.test.ts; new networks: login-new-network.test.ts.
 */
describe.each(TEST_DATABASES)('login and sessions on %s', (kind) => {
  const { t, db, at, tick, newMember, loginAs } = useLoginHarness(kind);

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
