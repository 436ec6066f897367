import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { newTotpSecret, totpCode } from '../src/modules/identity/session/totp-fns.js';
import { inbox, latestSmsCode, login, sendEnc, solveImage } from './identity-helpers.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const HOUR = 3_600_000;
const PASSWORD = 'Right1234';

/**
 * Finding 4 (issue 17): a stolen session must not become a permanent takeover. Every credential
 * change proves the login password (and the bound authenticator, and the bound mobile or e-mail
 * when that channel changes), tells the old channels, and holds withdrawals for the brand's hours.
 */
describe.each(TEST_DATABASES)('re-authentication for credential changes on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const at = () => now.getTime();
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  type Member = { id: number; username: string; token: string; mobile: string; email: string; totp: string | null };

  /** A member with a bound mobile and e-mail (and authenticator / withdraw password when asked), logged in. */
  async function newMember(opts: { totp?: boolean; paymentPassword?: string } = {}): Promise<Member> {
    seq += 1;
    const username = `reauth${seq}${kind === 'postgres' ? 'p' : 'g'}`;
    const mobile = `917${String(seq).padStart(3, '0')}${kind === 'postgres' ? '1' : '2'}${String(Date.now() % 1000).padStart(3, '0')}`;
    const email = `${username}@fortuna.example`;
    const totp = opts.totp ? newTotpSecret() : null;
    const pin = opts.paymentPassword ? await hashPassword(opts.paymentPassword, null) : null;
    await t.database.db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, email,
        country_dialing_code, mobile_num, totp_secret, payment_password_hash)
      VALUES ('FORTUNA', ${username}, ${await hashPassword(PASSWORD, null)}, 0, ${email}, '63', ${mobile}, ${totp}, ${pin})`);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM member WHERE username = ${username}`,
    );
    const res = await login(t.app, { username, password: PASSWORD, now: at() });
    expect(res.statusCode).toBe(200);
    return { id: Number(row?.id), username, token: res.json().value.token as string, mobile, email, totp };
  }

  const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
  const enc = (m: Member, url: string, body: object) =>
    sendEnc(t.app, 'POST', url, body, { token: m.token, now: at() });
  const post = (m: Member, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth(m), payload });
  const code = (m: Member) => totpCode(m.totp ?? '', at());
  const withdrawConfig = async (m: Member) =>
    (await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: auth(m) })).json().value;
  const withdraw = (m: Member) =>
    sendEnc(
      t.app,
      'POST',
      '/wps/cashier/withdraw',
      { requestKey: randomUUID(), payoutAccountId: 1, amount: '100.00', paymentPassword: '135790' },
      { token: m.token, now: at() },
    );
  const notices = async (m: Member) =>
    (await t.app.inject({ url: '/wps/member/messages', headers: auth(m) })).json().value.list as Array<{
      kind: string;
      params: Record<string, string>;
    }>;
  const lastMail = async (to: string) => (await inbox(t.app, to, 'email'))[0];
  const lastSms = async (to: string) => (await inbox(t.app, to))[0];

  it('refuses to replace a bound authenticator without its current code, then the login password', async () => {
    const m = await newMember({ totp: true });
    const missing = await post(m, '/wps/member/totp/setup', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.errors[0]).toMatchObject({ path: 'body.currentCode', message: 'validation:required' });
    expect((await post(m, '/wps/member/totp/setup', { currentCode: '000000' })).json().code).toBe(
      'AUTHENTICATOR_CODE_INVALID',
    );
    const setup = await post(m, '/wps/member/totp/setup', { currentCode: code(m) });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().value.secret as string;
    const newCode = totpCode(secret, at());
    expect((await enc(m, '/wps/member/totp/confirm', { code: newCode, loginPassword: 'Wrong999' })).json().code).toBe(
      'LOGIN_PASSWORD_INCORRECT',
    );
    expect((await enc(m, '/wps/member/totp/confirm', { code: newCode, loginPassword: PASSWORD })).statusCode).toBe(200);
    // A replaced authenticator is a change: the old channels hear of it and withdrawals wait.
    expect((await lastSms(`+63${m.mobile}`))?.body).toContain('authenticator was changed');
    expect((await withdrawConfig(m)).heldUntil).toBe(new Date(at() + 24 * HOUR).toISOString());
  });

  it('binds a first authenticator with the login password and holds nothing', async () => {
    const m = await newMember();
    const secret = (await post(m, '/wps/member/totp/setup', {})).json().value.secret as string;
    const confirm = { code: totpCode(secret, at()) };
    expect((await enc(m, '/wps/member/totp/confirm', confirm)).statusCode).toBe(400);
    expect((await enc(m, '/wps/member/totp/confirm', { ...confirm, loginPassword: PASSWORD })).statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).toBeNull();
    // Removing it needs its code and the login password, and holds withdrawals.
    m.totp = secret;
    const removal = { code: totpCode(secret, at() + 30_000) };
    expect((await enc(m, '/wps/member/totp/remove', { ...removal, loginPassword: 'Wrong999' })).json().code).toBe(
      'LOGIN_PASSWORD_INCORRECT',
    );
    expect((await enc(m, '/wps/member/totp/remove', { ...removal, loginPassword: PASSWORD })).statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).not.toBeNull();
  });

  it('changes the mobile only with the login password, the authenticator and a code to the bound number', async () => {
    const m = await newMember({ totp: true, paymentPassword: '135790' });
    const newMobile = `918${m.mobile.slice(3)}`;
    const smsRegister = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: newMobile, ...(await solveImage(t.app, '10.9.0.1')) },
      remoteAddress: '10.9.0.1',
    });
    expect(smsRegister.statusCode).toBe(200);
    const newCode = (await latestSmsCode(t.app, `+63${newMobile}`)) as string;
    const target = { countryDialingCode: '63', mobileNum: newMobile, verificationCode: newCode };

    // The code to the new number alone (what a stolen session can get) is not enough.
    expect((await enc(m, '/wps/member/mobile', target)).statusCode).toBe(400);
    expect((await enc(m, '/wps/member/mobile', { ...target, loginPassword: 'Wrong999' })).json().code).toBe(
      'LOGIN_PASSWORD_INCORRECT',
    );
    const noTotp = await enc(m, '/wps/member/mobile', { ...target, loginPassword: PASSWORD });
    expect(noTotp.json().value.errors[0].path).toBe('body.totpCode');
    const proof = { loginPassword: PASSWORD, totpCode: code(m) };
    const noCurrent = await enc(m, '/wps/member/mobile', { ...target, ...proof });
    expect(noCurrent.json().value.errors[0].path).toBe('body.currentCode');
    expect((await enc(m, '/wps/member/mobile', { ...target, ...proof, currentCode: '000000' })).json().code).toBe(
      'CURRENT_CONTACT_CODE_INVALID',
    );

    const sent = await post(m, '/wps/member/contact/currentCode', { channel: 'mobile' });
    expect(sent.statusCode).toBe(200);
    const currentCode = (await latestSmsCode(t.app, `+63${m.mobile}`)) as string;
    const done = await enc(m, '/wps/member/mobile', { ...target, ...proof, currentCode });
    expect(done.statusCode).toBe(200);

    // The old number, the e-mail and a notice tell the member; withdrawals wait 24 hours.
    expect((await lastSms(`+63${m.mobile}`))?.body).toContain('mobile number was changed');
    expect((await lastMail(m.email))?.body).toContain('mobile number was changed');
    const openAt = new Date(at() + 24 * HOUR).toISOString();
    expect(await notices(m)).toContainEqual(
      expect.objectContaining({ kind: 'SECURITY_CHANGED', params: { change: 'mobile', openAt } }),
    );
    expect((await withdrawConfig(m)).heldUntil).toBe(openAt);
    const held = await withdraw(m);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: 'WITHDRAWAL_HELD', value: { openAt } });
  });

  it('changes the e-mail only with a code to the bound address', async () => {
    const m = await newMember();
    const newEmail = `new.${m.email}`;
    expect((await post(m, '/wps/verification/email/bind', { email: newEmail })).statusCode).toBe(200);
    const newCode = /\b(\d{6})\b/.exec((await lastMail(newEmail))?.body ?? '')?.[1] as string;
    const target = { email: newEmail, verificationCode: newCode, loginPassword: PASSWORD };
    expect((await enc(m, '/wps/member/email', target)).json().value.errors[0].path).toBe('body.currentCode');
    expect((await post(m, '/wps/member/contact/currentCode', { channel: 'email' })).statusCode).toBe(200);
    const currentCode = /\b(\d{6})\b/.exec((await lastMail(m.email))?.body ?? '')?.[1] as string;
    expect((await enc(m, '/wps/member/email', { ...target, currentCode: '000000' })).json().code).toBe(
      'CURRENT_CONTACT_CODE_INVALID',
    );
    // The wrong try used up nothing of the new address's code: the right one still binds.
    const ok = await enc(m, '/wps/member/email', { ...target, currentCode });
    expect(ok.statusCode).toBe(200);
    expect((await lastMail(m.email))?.body).toContain('e-mail address was changed');
    expect((await withdrawConfig(m)).heldUntil).not.toBeNull();
  });

  it('needs the authenticator code to change the login password when one is bound, and holds withdrawals', async () => {
    const m = await newMember({ totp: true });
    const body = { oldPassword: PASSWORD, newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' };
    const noCode = await enc(m, '/wps/member/password', body);
    expect(noCode.json().value.errors[0].path).toBe('body.totpCode');
    expect((await enc(m, '/wps/member/password', { ...body, totpCode: '000000' })).json().code).toBe(
      'AUTHENTICATOR_CODE_INVALID',
    );
    expect((await enc(m, '/wps/member/password', { ...body, totpCode: code(m) })).statusCode).toBe(200);
    expect((await lastMail(m.email))?.body).toContain('login password was changed');
    expect((await withdrawConfig(m)).heldUntil).toBe(new Date(at() + 24 * HOUR).toISOString());
  });

  it('sets a first withdraw password without a hold; changing it needs the login password and holds withdrawals', async () => {
    const m = await newMember();
    const pin = { newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect((await enc(m, '/wps/member/paymentPassword', { ...pin, loginPassword: 'Wrong999' })).json().code).toBe(
      'LOGIN_PASSWORD_INCORRECT',
    );
    expect((await enc(m, '/wps/member/paymentPassword', { ...pin, loginPassword: PASSWORD })).statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).toBeNull();
    const change = { newPaymentPassword: '246801', confirmPaymentPassword: '246801', oldPaymentPassword: '135790' };
    // The old withdraw password alone (a 6-digit secret) no longer changes it.
    expect((await enc(m, '/wps/member/paymentPassword', change)).statusCode).toBe(400);
    expect((await enc(m, '/wps/member/paymentPassword', { ...change, loginPassword: PASSWORD })).statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).not.toBeNull();
    expect((await withdraw(m)).json().code).toBe('WITHDRAWAL_HELD');
    // The hold ends after the brand's 24 hours: the request goes on to its other checks.
    const then = now;
    now = new Date(then.getTime() + 24 * HOUR + 60_000);
    try {
      // (The session has gone idle for a day meanwhile: the member logs in again.)
      m.token = (await login(t.app, { username: m.username, password: PASSWORD, now: at() })).json().value.token;
      expect((await withdrawConfig(m)).heldUntil).toBeNull();
      expect((await withdraw(m)).json().code).not.toBe('WITHDRAWAL_HELD');
    } finally {
      now = then;
    }
  });

  it('binds the first payout account without a hold and a later one with a hold, each with the login password', async () => {
    const m = await newMember({ paymentPassword: '135790' });
    const account = (no: string) => ({ kind: 'BANK', providerName: 'BDO', accountName: 'Ana Reyes', accountNo: no });
    expect((await enc(m, '/wps/cashier/payoutAccounts', account('1234567890'))).statusCode).toBe(400);
    expect(
      (await enc(m, '/wps/cashier/payoutAccounts', { ...account('1234567890'), loginPassword: 'Wrong999' })).json()
        .code,
    ).toBe('LOGIN_PASSWORD_INCORRECT');
    const first = await enc(m, '/wps/cashier/payoutAccounts', { ...account('1234567890'), loginPassword: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).toBeNull();
    const second = await enc(m, '/wps/cashier/payoutAccounts', { ...account('9876543210'), loginPassword: PASSWORD });
    expect(second.statusCode).toBe(200);
    expect((await withdrawConfig(m)).heldUntil).not.toBeNull();
    expect((await lastSms(`+63${m.mobile}`))?.body).toContain('payout accounts was changed');
  });

  it('counts wrong proofs: the fifth locks them (the attempt limits), even for the right password', async () => {
    const m = await newMember();
    const pin = { newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    const send = (loginPassword: string) => enc(m, '/wps/member/paymentPassword', { ...pin, loginPassword });
    for (let i = 0; i < 4; i += 1) expect((await send(`Wrong${i}99`)).json().code).toBe('LOGIN_PASSWORD_INCORRECT');
    expect((await send('Wrong499')).json().code).toBe('TOO_MANY_ATTEMPTS');
    const locked = await send(PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});
