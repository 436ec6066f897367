import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, inbox, login, sendEnc } from './identity-helpers.js';

/** My account: binding or changing the e-mail with a code mailed to it (issue 3). */
describe.each(TEST_DATABASES)('e-mail binding on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  let token: string;
  let seq = 0;
  const newAddress = () => `bind${++seq}.${kind}@mail.example`;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const sendCode = (payload: object, ip = freshIp(), headers = auth()) =>
    t.app.inject({ method: 'POST', url: '/wps/verification/email/bind', headers, payload, remoteAddress: ip });
  /**
   * Each bind here is a first binding (the demo's address is cleared before it), so only the new
   * address's code is judged; changing a bound address is re-authentication's (reauth.test.ts).
   */
  const bind = async (payload: object, headers = auth()) => {
    await t.database.db.execute(sql`UPDATE member SET email = NULL WHERE username = 'demo'`);
    return sendEnc(
      t.app,
      'POST',
      '/wps/member/email',
      { loginPassword: 'Demo1234', ...payload },
      {
        ip: freshIp(),
        now: now.getTime(),
        headers: headers,
      },
    );
  };
  const mailedCode = async (to: string) => {
    const [latest] = await inbox(t.app, to, 'email');
    return /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
  };
  const fieldError = (res: { json(): unknown }) => {
    const body = res.json() as { code: string; value: { errors: Array<{ path: string; message: string }> } };
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.value.errors[0];
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234', now: now.getTime() })).json().value.token;
  });
  afterAll(async () => t?.close());

  it('binds a new e-mail with the code mailed to it, once', async () => {
    const address = newAddress();
    const sent = await sendCode({ email: address });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const [mail] = await inbox(t.app, address, 'email');
    expect(mail?.subject).toBe('Your Fortuna verification code');
    const code = await mailedCode(address);
    expect(code).toMatch(/^\d{6}$/);

    expect(
      (await bind({ email: address, verificationCode: code === '000000' ? '111111' : '000000' })).json().code,
    ).toBe('SMS_CODE_INVALID');
    const bound = await bind({ email: address, verificationCode: code });
    expect(bound.statusCode).toBe(200);
    const profile = (await t.app.inject({ method: 'GET', url: '/wps/member/profile', headers: auth() })).json().value;
    expect(profile.maskedEmail).toMatch(/^bi\*+@mail\.example$/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth() })).json().value.emailBound,
    ).toBe(true);
    // Single use.
    expect((await bind({ email: address, verificationCode: code })).json().code).toBe('SMS_CODE_INVALID');

    const audit = await queryRows<{ action: string; details: { email: string } }>(
      t.database.db,
      sql`SELECT action, details FROM audit_log WHERE action LIKE 'email.bind%' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['email.bind.failure', 'email.bind', 'email.bind.failure']);
    expect(audit[1]?.details.email).toMatch(/^bi\*+@mail\.example$/);
  });

  it('stores the code only as a salted hash', async () => {
    const address = newAddress();
    await sendCode({ email: address });
    const code = await mailedCode(address);
    const rows = await queryRows<{ code_hash: string; salt: string; email: string }>(
      t.database.db,
      sql`SELECT code_hash, salt, email FROM email_code WHERE email = ${address}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]?.salt).toBeTruthy();
  });

  it('validates the address and the code', async () => {
    expect(fieldError(await sendCode({ email: 'not-an-email' }))).toMatchObject({ message: 'validation:emailFormat' });
    expect(fieldError(await sendCode({ email: '' }))).toMatchObject({ message: 'validation:required' });
    expect((await sendCode({})).json().code).toBe('VALIDATION_FAILED');
    expect((await sendCode({ email: newAddress(), extra: 1 })).json().code).toBe('VALIDATION_FAILED');
    // The brand's e-mail rule (EMAIL, 6 to 60 characters) applies too.
    const long = `${'a'.repeat(60)}@mail.example`;
    expect(fieldError(await sendCode({ email: long }))).toEqual({ path: 'body.email', message: 'validation:EMAIL' });
    expect(fieldError(await bind({ email: long, verificationCode: '123456' }))).toEqual({
      path: 'body.email',
      message: 'validation:EMAIL',
    });
    expect(fieldError(await bind({ email: newAddress(), verificationCode: '12ab' }))).toMatchObject({
      message: 'validation:validVerificationCode',
    });
    expect(fieldError(await bind({ email: 'x', verificationCode: '123456' }))).toMatchObject({
      message: 'validation:emailFormat',
    });
    expect((await bind({ email: newAddress() })).json().code).toBe('VALIDATION_FAILED');
  });

  it('accepts a code only for the address it was sent to, and not after it expired', async () => {
    const first = newAddress();
    await sendCode({ email: first });
    const code = await mailedCode(first);
    expect((await bind({ email: newAddress(), verificationCode: code })).json().code).toBe('SMS_CODE_INVALID');
    // The address compares without case.
    expect((await bind({ email: first.toUpperCase(), verificationCode: code })).statusCode).toBe(200);

    const second = newAddress();
    await sendCode({ email: second });
    const late = await mailedCode(second);
    later(5 * 60_000 + 1);
    const expired = await bind({ email: second, verificationCode: late });
    expect(expired.json().code).toBe('SMS_CODE_EXPIRED');
    expect((await bind({ email: second, verificationCode: late })).json().code).toBe('SMS_CODE_INVALID');
  });

  it('burns a code at the 5th wrong try and retires a code when a new one is sent', async () => {
    // Wrong codes of the tests before count towards the member's limit until a right one: bind once first.
    const first = newAddress();
    await sendCode({ email: first });
    expect((await bind({ email: first, verificationCode: await mailedCode(first) })).statusCode).toBe(200);
    later(2_000);
    const address = newAddress();
    await sendCode({ email: address });
    const code = await mailedCode(address);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++)
      expect((await bind({ email: address, verificationCode: wrong })).json().code).toBe('SMS_CODE_INVALID');
    // The 5th wrong code also locks the member's e-mail codes for 15 minutes (the attempt limit).
    expect((await bind({ email: address, verificationCode: wrong })).json().code).toBe('TOO_MANY_ATTEMPTS');
    later(15 * 60_000 + 1);
    expect((await bind({ email: address, verificationCode: code })).json().code).toBe('SMS_CODE_INVALID');

    later(2_000);
    await sendCode({ email: address });
    const older = await mailedCode(address);
    later(2_000);
    await sendCode({ email: address });
    const newer = await mailedCode(address);
    if (older !== newer)
      expect((await bind({ email: address, verificationCode: older })).json().code).toBe('SMS_CODE_INVALID');
    expect((await bind({ email: address, verificationCode: newer })).statusCode).toBe(200);
  });

  it('sends at most one mail a second to an address and five an hour, then asks to wait 5 minutes', async () => {
    // The member's own cap (10 an hour) counted the earlier tests' mails: start a new hour.
    later(61 * 60_000);
    const address = newAddress();
    const ip = freshIp();
    expect((await sendCode({ email: address }, ip)).statusCode).toBe(200);
    const again = await sendCode({ email: address }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
    for (let i = 0; i < 4; i++) {
      later(1_100);
      expect((await sendCode({ email: address }, ip)).statusCode).toBe(200);
    }
    later(1_100);
    const capped = await sendCode({ email: address }, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('SMS_TOO_MANY_REQUESTS');
    expect(capped.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(300);
    later(60 * 60_000);
    expect((await sendCode({ email: address }, ip)).statusCode).toBe(200);
  });

  it('sends a member at most ten codes an hour, whatever the addresses', async () => {
    later(61 * 60_000);
    for (let i = 0; i < 10; i++) expect((await sendCode({ email: newAddress() })).statusCode).toBe(200);
    expect((await sendCode({ email: newAddress() })).json().code).toBe('SMS_TOO_MANY_REQUESTS');
  });

  it('is for real members only', async () => {
    const none = await sendCode({ email: newAddress() }, freshIp(), {} as ReturnType<typeof auth>);
    expect(none.statusCode).toBe(401);
    expect(
      (await bind({ email: newAddress(), verificationCode: '123456' }, {} as ReturnType<typeof auth>)).statusCode,
    ).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, remoteAddress: freshIp() })
    ).json().value.token as string;
    const refused = await sendCode({ email: newAddress() }, freshIp(), { authorization: `Bearer ${trial}` });
    expect(refused.json().code).toBe('TRIAL_NOT_ALLOWED');
  });
});
