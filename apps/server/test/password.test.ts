import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';
import {
  changePassword,
  freshIp,
  inbox,
  latestSmsCode,
  login,
  memberInfo,
  sendEnc,
  solveImage,
} from './identity-helpers.js';

describe.each(TEST_DATABASES)('passwords on %s', (kind) => {
  const { now, at, tick } = testClock('2026-11-22T08:00:00Z');
  const t = useTestApp(kind, { clock: now });
  const db = () => t.database.db;

  let seq = 0;
  /** A member with e-mail and mobile, logged in once from 127.0.0.1. */
  async function newMember() {
    const username = `pw${++seq}user`;
    const mobile = String(9_300_000_000 + seq);
    await db()
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, email, country_dialing_code, mobile_num)
      VALUES ('FORTUNA', ${username}, ${await hashPassword('Old12345', null)}, ${`${username}@fortuna.example`}, '63', ${mobile})`);
    const token = (await login(t.app, { username, password: 'Old12345', now: at() })).json().value.token as string;
    return { username, mobile, token, email: `${username}@fortuna.example` };
  }
  const errorsOf = (res: { json(): { code: string; value: { errors: Array<{ path: string; message: string }> } } }) => {
    expect(res.json().code).toBe('VALIDATION_FAILED');
    return Object.fromEntries(res.json().value.errors.map((e) => [e.path.replace('body.', ''), e.message]));
  };

  describe('change password', () => {
    const change = (token: string, body: Record<string, string>) =>
      sendEnc(t.app, 'POST', '/wps/member/password', body, { token, now: at() });

    it('needs the old password, a valid new one and its confirmation; ends the other sessions', async () => {
      const m = await newMember();
      const other = (await login(t.app, { username: m.username, password: 'Old12345', now: at() })).json().value
        .token as string;
      const res = await change(m.token, {
        oldPassword: 'Old12345',
        newPassword: 'New12345',
        confirmNewPassword: 'New12345',
      });
      expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
      expect((await memberInfo(t.app, m.token)).statusCode).toBe(200);
      expect((await memberInfo(t.app, other)).statusCode).toBe(401);
      expect((await login(t.app, { username: m.username, password: 'New12345', now: at() })).statusCode).toBe(200);
      const actions = await queryRows<{ action: string }>(
        db(),
        sql`SELECT action FROM audit_log a JOIN member m ON m.id = a.member_id WHERE m.username = ${m.username} AND action LIKE 'password%'`,
      );
      expect(actions.map((a) => a.action)).toEqual(['password_changed']);
    });

    it('validates every field by the brand password rule', async () => {
      const m = await newMember();
      const fieldErrors = async (newPassword: string, confirmNewPassword: string) =>
        errorsOf(await change(m.token, { oldPassword: 'Old12345', newPassword, confirmNewPassword }));
      expect(await fieldErrors('short1', 'short2')).toEqual({
        confirmNewPassword: 'validation:confirmPasswordMismatch',
      });
      expect(await fieldErrors('abcdefgh', 'abcdefgh')).toEqual({ newPassword: 'validation:LETTERS_AND_DIGITS' });
      expect(await fieldErrors('Old12345', 'Old12345')).toEqual({ newPassword: 'validation:passwordFormat' });
      expect(await fieldErrors('a123456', 'a123456')).toEqual({ newPassword: 'validation:passwordFormat' });
      expect(
        (await change(m.token, { oldPassword: '', newPassword: 'New12345', confirmNewPassword: 'New12345' })).json()
          .code,
      ).toBe('VALIDATION_FAILED');
      const wrongOld = await change(m.token, {
        oldPassword: 'Nope1234',
        newPassword: 'New12345',
        confirmNewPassword: 'New12345',
      });
      expect(wrongOld.json().code).toBe('OLD_PASSWORD_INCORRECT');
    });

    it('needs a session and an encrypted body', async () => {
      const res = await changePassword(t.app, undefined, { oldPassword: 'a', newPassword: 'b' }, { now: at() });
      expect(res.json().code).toBe('NOT_LOGGED_IN');
      const m = await newMember();
      const plain = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password',
        payload: { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' },
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(plain.json().code).toBe('ENC_REQUIRED');
    });

    it('limits guesses of the old password', async () => {
      const m = await newMember();
      for (let i = 0; i < 5; i++)
        await change(m.token, { oldPassword: `Nope${i}234`, newPassword: 'New12345', confirmNewPassword: 'New12345' });
      expect(
        (
          await change(m.token, { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' })
        ).json().code,
      ).toBe('TOO_MANY_ATTEMPTS');
    });
  });

  describe('forgot password by e-mail', () => {
    const forgot = (username: string, email: string, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: new URLSearchParams({ username, email }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
      });
    const reset = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/wps/member/password/reset', payload: body });
    const tokenFromMail = async (email: string) =>
      /token=([A-Za-z0-9_-]+)/.exec((await inbox(t.app, email, 'email'))[0]?.body ?? '')?.[1] as string;

    it('mails a single-use link that sets a new password and ends every session', async () => {
      const m = await newMember();
      const res = await forgot(m.username, m.email.toUpperCase());
      expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 30 } });
      const [mail] = await inbox(t.app, m.email, 'email');
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.body).toContain(`${t.config.publicUrl}/resetPassword?token=`);
      const token = await tokenFromMail(m.email);
      expect(errorsOf(await reset({ token, newPassword: 'New12345', confirmNewPassword: 'Other123' }))).toEqual({
        confirmNewPassword: 'validation:confirmPasswordMismatch',
      });
      expect(errorsOf(await reset({ token, newPassword: 'newpassword', confirmNewPassword: 'newpassword' }))).toEqual({
        newPassword: 'validation:LETTERS_AND_DIGITS',
      });
      expect((await reset({ token, newPassword: 'New12345', confirmNewPassword: 'New12345' })).json().success).toBe(
        true,
      );
      expect((await memberInfo(t.app, m.token)).statusCode).toBe(401);
      expect((await reset({ token, newPassword: 'New23456', confirmNewPassword: 'New23456' })).json().code).toBe(
        'RESET_TOKEN_INVALID',
      );
      expect((await login(t.app, { username: m.username, password: 'New12345', now: at() })).statusCode).toBe(200);
    });

    it('retires every older link on a reset, and every open link on a password change (issue 17 finding 10)', async () => {
      const m = await newMember();
      await forgot(m.username, m.email);
      const older = await tokenFromMail(m.email);
      tick(1_000);
      await forgot(m.username, m.email);
      const newer = await tokenFromMail(m.email);
      expect(newer).not.toBe(older);
      expect((await reset({ token: newer, newPassword: 'New12345', confirmNewPassword: 'New12345' })).statusCode).toBe(
        200,
      );
      expect((await reset({ token: older, newPassword: 'Evil1234', confirmNewPassword: 'Evil1234' })).json().code).toBe(
        'RESET_TOKEN_INVALID',
      );

      // A link asked for before a change of password in a session dies with the change.
      const token = (await login(t.app, { username: m.username, password: 'New12345', now: at() })).json().value.token;
      tick(1_000);
      await forgot(m.username, m.email);
      const pending = await tokenFromMail(m.email);
      const changed = await changePassword(
        t.app,
        token,
        { oldPassword: 'New12345', newPassword: 'New23456' },
        { now: at() },
      );
      expect(changed.statusCode).toBe(200);
      expect(
        (await reset({ token: pending, newPassword: 'Evil1234', confirmNewPassword: 'Evil1234' })).json().code,
      ).toBe('RESET_TOKEN_INVALID');
      expect((await login(t.app, { username: m.username, password: 'New23456', now: at() })).statusCode).toBe(200);
    });

    it('refuses a link older than 30 minutes', async () => {
      const m = await newMember();
      await forgot(m.username, m.email);
      const token = await tokenFromMail(m.email);
      tick(30 * 60_000 + 1);
      expect((await reset({ token, newPassword: 'New12345', confirmNewPassword: 'New12345' })).json().code).toBe(
        'RESET_TOKEN_INVALID',
      );
    });

    it('answers a wrong e-mail and an unknown username alike, sending nothing', async () => {
      const m = await newMember();
      const wrongEmail = await forgot(m.username, 'someone@fortuna.example');
      const unknown = await forgot('nobody_at_all', m.email);
      for (const res of [wrongEmail, unknown]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: 'USERNAME_OR_EMAIL_NOT_FOUND',
          message: 'Username/Email does not exist',
          value: null,
        });
      }
      expect(await inbox(t.app, 'someone@fortuna.example', 'email')).toEqual([]);
    });

    it('requires a valid username and e-mail, and throttles', async () => {
      const bad = await forgot('', 'not-an-email');
      expect(errorsOf(bad)).toMatchObject({ username: 'validation:required', email: 'validation:emailFormat' });
      const ip = freshIp();
      for (let i = 0; i < 10; i++) await forgot(`nobody${i}`, 'x@fortuna.example', ip);
      expect((await forgot('nobody', 'x@fortuna.example', ip)).json().code).toBe('RATE_LIMITED');
    });
  });

  describe('forgot password by mobile', () => {
    const sendCode = async (mobileNum: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63', ...(await solveImage(t.app)) },
        remoteAddress: freshIp(),
      });
    const resetByMobile = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: body,
        remoteAddress: '127.0.0.1',
      });

    it('sets the new password with the SMS code and logs in', async () => {
      const m = await newMember();
      await sendCode(m.mobile);
      const code = (await latestSmsCode(t.app, `+63${m.mobile}`)) as string;
      expect(
        errorsOf(await resetByMobile({ newPassword: 'weak', mobileNum: m.mobile, verificationCode: code })),
      ).toEqual({ newPassword: 'validation:LETTERS_AND_DIGITS' });
      const wrong = await resetByMobile({
        newPassword: 'New12345',
        mobileNum: m.mobile,
        verificationCode: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.json().code).toBe('SMS_CODE_INVALID');
      const res = await resetByMobile({ newPassword: 'New12345', mobileNum: m.mobile, verificationCode: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ firstTimeLogin: false, member: { account: m.username } });
      expect((await memberInfo(t.app, m.token)).statusCode).toBe(401);
      expect((await login(t.app, { username: m.username, password: 'New12345', now: at() })).statusCode).toBe(200);
      expect(
        (await resetByMobile({ newPassword: 'New23456', mobileNum: m.mobile, verificationCode: code })).json().code,
      ).toBe('SMS_CODE_INVALID');
    });

    it('requires a valid mobile, a 6-digit code and a new password', async () => {
      expect(
        errorsOf(await resetByMobile({ newPassword: '', mobileNum: 'abc', verificationCode: '12' })),
      ).toMatchObject({
        newPassword: 'validation:required',
        mobileNum: 'validation:validMobileNumber',
        verificationCode: 'validation:validVerificationCode',
      });
      expect(
        (await resetByMobile({ newPassword: 'New12345', mobileNum: '91712', verificationCode: '123456' })).json().code,
      ).toBe('MOBILE_INVALID');
    });

    it('is off when the brand switches CHNGPASSVERIF3 off', async () => {
      await db().execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag = 'CHNGPASSVERIF3'`);
      t.app.services.system.invalidate();
      try {
        expect(
          (await resetByMobile({ newPassword: 'New12345', mobileNum: '9171234567', verificationCode: '123456' })).json()
            .code,
        ).toBe('FEATURE_DISABLED');
      } finally {
        await db().execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag = 'CHNGPASSVERIF3'`);
        t.app.services.system.invalidate();
      }
    });
  });
});
