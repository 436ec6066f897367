import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { FIRST_SESSION, freshIp, latestSmsCode, memberInfo, sendEnc, solveImage } from './identity-helpers.js';

describe.each(TEST_DATABASES)('registration on %s', (kind) => {
  let t: TestApp;
  const now = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  let seq = 0;
  const newUsername = () => `player${++seq}x`;
  const register = async (fields: Record<string, unknown>, mobile = false, opts: { captcha?: boolean } = {}) => {
    const body = {
      registerMethod: 'WEB',
      registerUrl: 'https://fortuna.example/register',
      ...(opts.captcha === false ? {} : await solveImage(t.app)),
      ...fields,
    };
    return sendEnc(t.app, 'PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', body, {
      ip: freshIp(),
      now: now.getTime(),
    });
  };
  const valid = () => ({ username: newUsername(), password: 'Secret123', confirmPassword: 'Secret123' });
  const fieldErrors = (res: { json(): unknown }) => {
    const body = res.json() as { code: string; value: { errors: Array<{ path: string; message: string }> } };
    expect(body.code).toBe('VALIDATION_FAILED');
    return Object.fromEntries(body.value.errors.map((e) => [e.path.replace('body.', ''), e.message]));
  };
  const setField = async (field: string, shown: boolean, required: boolean) => {
    await t.database.db.execute(
      sql`UPDATE register_field_setting SET shown = ${shown}, required = ${required} WHERE field = ${field}`,
    );
    t.app.services.system.invalidate();
  };

  it('registers by username and logs the new member in', async () => {
    const fields = { ...valid(), email: 'new@fortuna.example', payeeName: 'Ana Reyes', qqNum: '12345' };
    const res = await register(fields);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      ...FIRST_SESSION,
      member: { account: fields.username, isAgent: false, emailBound: true },
    });
    const info = await memberInfo(t.app, value.token);
    expect(info.json().value).toMatchObject({ account: fields.username, type: 0, isTrial: false, mobileBound: false });
    const [row] = await queryRows<{ profile: Record<string, string>; password_hash: string; parent_id: number | null }>(
      t.database.db,
      sql`SELECT profile, password_hash, parent_id FROM member WHERE username = ${fields.username}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.parent_id).toBeNull();
    // qqNum is hidden by the brand: not stored.
    expect(row?.profile.qqNum).toBeUndefined();
  });

  it('requires username, password and confirmation, each by its pattern', async () => {
    expect(fieldErrors(await register({}))).toMatchObject({
      username: 'validation:required',
      password: 'validation:required',
      confirmPassword: 'validation:required',
    });
    const errors = fieldErrors(
      await register({ username: '1player', password: 'onlyletters', confirmPassword: 'onlyletters' }),
    );
    expect(errors).toMatchObject({
      username: 'validation:LETTER_START_ALNUM',
      password: 'validation:LETTERS_AND_DIGITS',
    });
    expect(fieldErrors(await register({ username: 'abc', password: 'Ab1', confirmPassword: 'Ab1' }))).toMatchObject({
      username: 'validation:LETTER_START_ALNUM',
      password: 'validation:LETTERS_AND_DIGITS',
    });
  });

  it('requires the confirmation to equal the password', async () => {
    expect(fieldErrors(await register({ ...valid(), confirmPassword: 'Secret124' }))).toEqual({
      confirmPassword: 'validation:confirmPasswordMismatch',
    });
  });

  it('judges optional shown fields only when filled', async () => {
    expect(fieldErrors(await register({ ...valid(), email: 'not-an-email' }))).toEqual({ email: 'validation:EMAIL' });
    expect(fieldErrors(await register({ ...valid(), payeeName: 'Ana' }))).toEqual({
      payeeName: 'validation:FULL_NAME',
    });
    expect(fieldErrors(await register({ ...valid(), affiliateCode: 'a-b' }))).toEqual({
      affiliateCode: 'validation:LETTERS_OR_DIGITS',
    });
    expect((await register({ ...valid(), email: '' })).statusCode).toBe(200);
  });

  it('refuses a birthday that makes the member younger than 21 (spec §5 Age consent)', async () => {
    // The test clock says 2026-11-22.
    expect(fieldErrors(await register({ ...valid(), birthday: '2005-11-23' }))).toEqual({
      birthday: 'validation:confirmAge21',
    });
    expect(fieldErrors(await register({ ...valid(), birthday: '11-23-2005' }))).toEqual({
      birthday: 'validation:confirmAge21',
    });
    expect(fieldErrors(await register({ ...valid(), birthday: '2031-01-01' }))).toEqual({
      birthday: 'validation:confirmAge21',
    });
    expect(fieldErrors(await register({ ...valid(), birthday: '2005-02-30' }))).toEqual({
      birthday: 'validation:DATE',
    });
    const adult = valid();
    expect((await register({ ...adult, birthday: '2005-11-22' })).statusCode).toBe(200);
    const [row] = await queryRows<{ profile: Record<string, string> }>(
      t.database.db,
      sql`SELECT profile FROM member WHERE username = ${adult.username}`,
    );
    expect(row?.profile.birthday).toBe('2005-11-22');
  });

  it('requires the image captcha and checks it', async () => {
    expect(fieldErrors(await register(valid(), false, { captcha: false }))).toEqual({
      captcha: 'validation:enterCaptcha',
    });
    const wrong = await register({ ...valid(), ...(await solveImage(t.app)), captcha: 'ZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
  });

  it('shows and requires fields as the brand settings say', async () => {
    await setField('qqNum', true, true);
    await setField('paymentPassword', true, false);
    try {
      expect(fieldErrors(await register(valid()))).toEqual({
        qqNum: 'validation:required',
        paymentPassword: 'validation:required',
      });
      expect(fieldErrors(await register({ ...valid(), qqNum: '12ab', paymentPassword: '123456' }))).toEqual({
        qqNum: 'validation:DIGITS',
      });
      const fields = { ...valid(), qqNum: '123456', paymentPassword: '654321' };
      expect((await register(fields)).statusCode).toBe(200);
      const [row] = await queryRows<{ profile: Record<string, string>; payment_password_hash: string }>(
        t.database.db,
        sql`SELECT profile, payment_password_hash FROM member WHERE username = ${fields.username}`,
      );
      expect(row?.profile.qqNum).toBe('123456');
      expect(row?.payment_password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await setField('qqNum', false, false);
      await setField('paymentPassword', false, false);
    }
  });

  it('refuses a username already taken, whatever its case', async () => {
    const fields = valid();
    expect((await register(fields)).statusCode).toBe(200);
    const again = await register({ ...fields, username: fields.username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
  });

  it('refuses the weak default password', async () => {
    expect(fieldErrors(await register({ ...valid(), password: 'a123456', confirmPassword: 'a123456' }))).toEqual({
      password: 'validation:passwordFormat',
    });
  });

  it('checks an invitation code and puts the member under its agent', async () => {
    const check = async (code: string) =>
      (await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${code}&domain=fortuna.example` })).json()
        .value;
    expect(await check('fortuna1')).toEqual({ valid: true, agentNickname: 'Fortuna Agent' });
    expect(await check('NOPE1234')).toEqual({ valid: false });
    const bad = await register({ ...valid(), affiliateCode: 'NOPE1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_INVITATION_CODE');
    const fields = { ...valid(), affiliateCode: 'FORTUNA1' };
    expect((await register(fields)).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number; path: string; agent_id: number; agent_path: string }>(
      t.database.db,
      sql`SELECT m.id, m.path, a.id AS agent_id, a.path AS agent_path FROM member m JOIN member a ON a.id = m.parent_id WHERE m.username = ${fields.username}`,
    );
    expect(row?.path).toBe(`${row?.agent_path}${row?.id}/`);
  });

  it('registers by mobile with the SMS code', async () => {
    const mobileNum = '9181112222';
    expect(fieldErrors(await register(valid(), true))).toEqual({
      mobileNum: 'validation:required',
      verificationCode: 'validation:required',
    });
    expect(fieldErrors(await register({ ...valid(), mobileNum }, true))).toEqual({
      verificationCode: 'validation:required',
    });
    expect(fieldErrors(await register({ ...valid(), mobileNum: '91811', verificationCode: '123456' }, true))).toEqual({
      mobileNum: 'validation:DIGITS_EXACT',
    });
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: mobileNum, ...(await solveImage(t.app)) },
      remoteAddress: freshIp(),
    });
    const code = (await latestSmsCode(t.app, `+63${mobileNum}`)) as string;
    const wrong = await register(
      { ...valid(), mobileNum, countryDialingCode: '63', verificationCode: code === '000000' ? '111111' : '000000' },
      true,
    );
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const res = await register({ ...valid(), mobileNum, countryDialingCode: '63', verificationCode: code }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member.mobileBound).toBe(true);
    const taken = await register({ ...valid(), mobileNum, countryDialingCode: '63', verificationCode: code }, true);
    expect(taken.json().code).toBe('MOBILE_TAKEN');
  });

  it('requires a code for a mobile given in username-register while SMS verification is on', async () => {
    expect(fieldErrors(await register({ ...valid(), mobileNum: '9183334444' }))).toEqual({
      verificationCode: 'validation:required',
    });
  });

  it('refuses a plain (unencrypted) registration', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { ...valid(), ...(await solveImage(t.app)) },
    });
    expect(res.json().code).toBe('ENC_REQUIRED');
  });

  it('accepts at most 10 registrations an hour from one address', async () => {
    const ip = freshIp();
    const attempt = async () =>
      sendEnc(
        t.app,
        'PUT',
        '/wps/member/register',
        { registerMethod: 'WEB', ...valid(), ...(await solveImage(t.app)) },
        { ip, now: now.getTime() },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('writes an audit entry', async () => {
    const fields = valid();
    await register(fields);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT a.action FROM audit_log a JOIN member m ON m.id = a.member_id WHERE m.username = ${fields.username}`,
    );
    expect(rows.map((r) => r.action)).toEqual(['register']);
  });
});
