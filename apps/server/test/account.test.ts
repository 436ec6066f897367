import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountProfile, envelope } from '@fortuna/contracts';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, latestSmsCode, login, sendEnc, solveImage } from './identity-helpers.js';

describe.each(TEST_DATABASES)('my account on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let totpSecret = '';
  const auth = () => ({ authorization: `Bearer ${token}` });
  /** A plain (not encrypted) POST with the demo member's session. */
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
  });
  afterAll(async () => t?.close());

  it('shows the profile with masked contacts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/profile', headers: auth() });
    expect(res.statusCode).toBe(200);
    const profile = envelope(AccountProfile).parse(res.json()).value;
    expect(profile).toMatchObject({
      username: 'demo',
      hasPaymentPassword: false,
      hasTotp: false,
      maskedEmail: 'de***@fortuna.example',
    });
    expect(profile.maskedMobile).toMatch(/^\d{3}\*+\d{2}$/);
  });

  it('updates fields the brand shows and refuses hidden ones, bad values and a second real name', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/profile', headers: auth(), payload });
    expect((await put({ nickname: 'Lucky Juan' })).statusCode).toBe(200);
    const profile = (await t.app.inject({ method: 'GET', url: '/wps/member/profile', headers: auth() })).json().value;
    expect(profile.fields.nickname).toBe('Lucky Juan');
    const hidden = await put({ qqNum: '123456' });
    expect(hidden.statusCode).toBe(400);
    const realName = await put({ payeeName: 'Pedro Penduko' });
    expect(realName.json().value.errors[0]).toMatchObject({
      path: 'body.payeeName',
      message: 'validation:realNameFormat',
    });
    expect((await put({ nickname: 'x' })).json().value.errors[0].message).toBe('validation:LENGTH');
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ balance: '1000' })).statusCode).toBe(400);
  });

  it('refuses a birthday under 21 and keeps one of 21 or more (spec §5 Age consent)', async () => {
    const put = (birthday: string) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/profile', headers: auth(), payload: { birthday } });
    const today = new Date();
    const yearsAgo = (years: number, days = 0) => {
      const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    const young = await put(yearsAgo(21, 2));
    expect(young.statusCode).toBe(400);
    expect(young.json().value.errors[0]).toMatchObject({ path: 'body.birthday', message: 'validation:confirmAge21' });
    expect((await put('1999-02-30')).json().value.errors[0].message).toBe('validation:DATE');
    expect((await put(yearsAgo(21, -2))).statusCode).toBe(200);
    const profile = (await t.app.inject({ method: 'GET', url: '/wps/member/profile', headers: auth() })).json().value;
    expect(profile.fields.birthday).toBe(yearsAgo(21, -2));
  });

  it('sets the withdraw password with the login password, then changes it with the old one too', async () => {
    const send = (body: object) => sendEnc(t.app, 'POST', '/wps/member/paymentPassword', body, { token });
    expect((await send({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).statusCode).toBe(400);
    expect(
      (await send({ loginPassword: 'wrong', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()
        .code,
    ).toBe('LOGIN_PASSWORD_INCORRECT');
    const mismatch = await send({
      loginPassword: 'Demo1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '654321',
    });
    expect(mismatch.json().value.errors[0].message).toBe('validation:confirmPasswordMismatch');
    expect(
      (await send({ loginPassword: 'Demo1234', newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' })).json()
        .value.errors[0].message,
    ).toBe('validation:DIGITS_EXACT|{"min":6,"max":6}'); // "Enter exactly 6 digits", not "(6 - 6 digits)"
    expect(
      (await send({ loginPassword: 'Demo1234', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }))
        .statusCode,
    ).toBe(200);
    const change = { loginPassword: 'Demo1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' };
    expect((await send({ ...change, oldPaymentPassword: '000000' })).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await send({ ...change, oldPaymentPassword: '123456' })).statusCode).toBe(200);
    const plain = await post('/wps/member/paymentPassword', { newPaymentPassword: '1' });
    expect(plain.statusCode).toBe(400);
  });

  it('binds an authenticator after its first code, and a login from a new network then accepts its code', async () => {
    const setup = (await post('/wps/member/totp/setup', {})).json().value;
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    totpSecret = setup.secret;
    const confirm = (code: string) =>
      sendEnc(t.app, 'POST', '/wps/member/totp/confirm', { code, loginPassword: 'Demo1234' }, { token });
    expect((await confirm('000000')).json().code).toBe('VERIFICATION_FAILED');
    expect((await confirm(totpCode(setup.secret, Date.now()))).statusCode).toBe(200);

    const ip = freshIp();
    const challenged = await login(t.app, { username: 'demo', password: 'Demo1234', ip });
    expect(challenged.json()).toMatchObject({ code: 'NEW_IP_VERIFICATION' });
    expect(challenged.json().value.methods).toContain('totp');
    const passed = await login(t.app, {
      username: 'demo',
      password: 'Demo1234',
      ip,
      withImage: true,
      verification: { method: 'totp', value: totpCode(setup.secret, Date.now()) },
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().value.token).toBeTruthy();
  });

  it('changes the mobile number with the code sent to it, the code to the bound one and fresh proof', async () => {
    const current = await post('/wps/member/contact/currentCode', { channel: 'mobile' });
    expect(current.statusCode).toBe(200);
    // The demo member's seeded number.
    const currentCode = await latestSmsCode(t.app, '+639171234567');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: '9175550123', ...(await solveImage(t.app)) },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(t.app, '+639175550123');
    const bind = (verificationCode: string) =>
      sendEnc(
        t.app,
        'POST',
        '/wps/member/mobile',
        {
          countryDialingCode: '63',
          mobileNum: '9175550123',
          verificationCode,
          loginPassword: 'Demo1234',
          totpCode: totpCode(totpSecret, Date.now()),
          currentCode,
        },
        { token },
      );
    expect((await bind('000000')).json().code).toBe('SMS_CODE_INVALID');
    expect((await bind(code as string)).statusCode).toBe(200);
    const profile = (await t.app.inject({ method: 'GET', url: '/wps/member/profile', headers: auth() })).json().value;
    expect(profile.maskedMobile).toBe('917*****23');
  });

  it('asks trial members to register and refuses callers without a session', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/profile',
      headers: { authorization: `Bearer ${trial}` },
    });
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', payload: {} })).statusCode).toBe(401);
  });
});

describe('country list for phone inputs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('lists countries with dialing codes, lengths and a served flag image', async () => {
    const countries = (await t.app.inject('/wps/system/countries')).json().value as Array<{
      countryCode: string;
      flagUrl: string;
    }>;
    const ph = countries.find((c) => c.countryCode === 'PH');
    expect(ph).toMatchObject({ countryDialingCode: '63', flagUrl: '/COUNTRY_FLAG/PH.svg' });
    for (const c of countries) {
      const flag = await t.app.inject(`/media${c.flagUrl}`);
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toContain('image/svg+xml');
      expect(flag.body).toMatch(/^<svg /);
    }
    expect((await t.app.inject('/media/COUNTRY_FLAG/ph.svg')).statusCode).toBe(400);
  });
});
