import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, inbox, latestSmsCode, solveImage } from './identity-helpers.js';

describe.each(TEST_DATABASES)('SMS codes and the dev inbox on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const tick = (ms = 1_001) => (now = new Date(now.getTime() + ms));
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  let numberSeq = 9_200_000_000;
  const newNumber = () => String(++numberSeq);
  const sendRegister = async (mobileNo: string, ip = freshIp(), countryDialingCode = '+63') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode, mobileNo, ...(await solveImage(t.app)) },
      remoteAddress: ip,
    });
  const verification = () => t.app.services.verification;
  const phone = (mobileNum: string) => ({ countryDialingCode: '63', mobileNum });

  it('sends a registration code to the dev inbox and answers expiredMinutes', async () => {
    const mobile = newNumber();
    const res = await sendRegister(mobile);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 5 } });
    const code = await latestSmsCode(t.app, `+63${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await inbox(t.app, `63${mobile}`);
    expect(message?.body).toContain('expires in 5 minutes');
  });

  it('accepts a code once', async () => {
    const mobile = newNumber();
    await sendRegister(mobile);
    const code = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    await expect(verification().verifyCode('register', phone(mobile), code)).resolves.toBeUndefined();
    await expect(verification().verifyCode('register', phone(mobile), code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
  });

  it('keeps only the latest code and refuses a code of another purpose', async () => {
    const mobile = newNumber();
    await sendRegister(mobile);
    const first = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    tick();
    await sendRegister(mobile);
    const second = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    if (first !== second)
      await expect(verification().verifyCode('register', phone(mobile), first)).rejects.toMatchObject({
        code: 'SMS_CODE_INVALID',
      });
    await expect(verification().verifyCode('noLogin', phone(mobile), second)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    await expect(verification().verifyCode('register', phone(mobile), second)).resolves.toBeUndefined();
  });

  it('expires after expiredMinutes', async () => {
    const mobile = newNumber();
    await sendRegister(mobile);
    const code = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    tick(5 * 60_000 + 1);
    await expect(verification().verifyCode('register', phone(mobile), code)).rejects.toMatchObject({
      code: 'SMS_CODE_EXPIRED',
    });
  });

  it('burns a code after 5 wrong attempts', async () => {
    const mobile = newNumber();
    await sendRegister(mobile);
    const code = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(verification().verifyCode('register', phone(mobile), wrong)).rejects.toMatchObject({
        code: 'SMS_CODE_INVALID',
      });
    await expect(verification().verifyCode('register', phone(mobile), code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
  });

  it('takes the 4th wrong attempt and still accepts the right code on the 5th', async () => {
    const mobile = newNumber();
    await sendRegister(mobile);
    const code = (await latestSmsCode(t.app, `+63${mobile}`)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      await expect(verification().verifyCode('register', phone(mobile), wrong)).rejects.toBeDefined();
    await expect(verification().verifyCode('register', phone(mobile), code)).resolves.toBeUndefined();
  });

  it('throttles a number to one SMS a second', async () => {
    const mobile = newNumber();
    expect((await sendRegister(mobile)).statusCode).toBe(200);
    const again = await sendRegister(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
    tick();
    expect((await sendRegister(mobile)).statusCode).toBe(200);
  });

  it('caps a number at 5 SMS an hour, then asks to retry after at least 5 minutes', async () => {
    const mobile = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await sendRegister(mobile)).statusCode).toBe(200);
      tick();
    }
    const capped = await sendRegister(mobile);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('SMS_TOO_MANY_REQUESTS');
    expect(capped.json().message).toBe('Too many requests, retry after 5 minutes');
    expect(capped.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(300);
    tick(60 * 60_000);
    expect((await sendRegister(mobile)).statusCode).toBe(200);
  });

  it('caps a client address at 20 SMS an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendRegister(newNumber(), ip)).statusCode).toBe(200);
    const capped = await sendRegister(newNumber(), ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('SMS_TOO_MANY_REQUESTS');
    expect((await sendRegister(newNumber())).statusCode).toBe(200);
  });

  it('validates the number for its country before sending', async () => {
    for (const [dial, mobile] of [
      ['63', '91712345'],
      ['63', '917123456789'],
      ['999', '9171234567'],
    ] as const) {
      const res = await sendRegister(mobile, freshIp(), dial);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('MOBILE_INVALID');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: 'abc' },
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    // A trunk zero is fine.
    expect((await sendRegister(`0${newNumber()}`)).statusCode).toBe(200);
  });

  it('answers a registered number as any other, without sending it a code (finding 16)', async () => {
    const before = (await inbox(t.app, '+639171234567')).length;
    const taken = await sendRegister('9171234567');
    const free = await sendRegister(newNumber());
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(await inbox(t.app, '+639171234567')).toHaveLength(before);
  });

  it('sends a registration code only behind the image captcha and its proof-of-work (finding 16)', async () => {
    const send = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '63', mobileNo: newNumber(), ...extra },
        remoteAddress: freshIp(),
      });
    expect((await send({})).json().code).toBe('VALIDATION_FAILED');
    const { captchaPow: _pow, ...noPow } = await solveImage(t.app);
    expect((await send(noPow)).json()).toMatchObject({ code: 'POW_REQUIRED' });
    expect((await send({ ...(await solveImage(t.app)), captcha: 'ZZZZ' })).json().code).toBe('CAPTCHA_INVALID');
    expect((await send(await solveImage(t.app))).statusCode).toBe(200);
  });

  it('sends a noLogin code behind the image captcha, only to members, answering alike', async () => {
    const sendNoLogin = async (mobileNum: string, captcha: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63', ...captcha },
        remoteAddress: freshIp(),
      });
    const missing = await sendNoLogin('9171234567', {});
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const wrong = await sendNoLogin('9171234567', { ...(await solveImage(t.app)), captcha: 'ZZZZ' });
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    tick();
    const member = await sendNoLogin('9171234567', await solveImage(t.app));
    expect(member.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(await latestSmsCode(t.app, '+639171234567')).toMatch(/^\d{6}$/);
    const stranger = await sendNoLogin('9179999999', await solveImage(t.app));
    expect(stranger.json()).toEqual(member.json());
    expect(await inbox(t.app, '+639179999999')).toEqual([]);
  });

  it('lists countries for phone inputs', async () => {
    const res = await t.app.inject('/wps/system/countries');
    expect(res.json().value[0]).toEqual({
      countryCode: 'PH',
      countryDialingCode: '63',
      name: 'Philippines',
      mobileMinLength: 10,
      mobileMaxLength: 10,
      flagUrl: '/COUNTRY_FLAG/PH.svg',
    });
    const flag = await t.app.inject('/media/COUNTRY_FLAG/PH.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
  });
});
