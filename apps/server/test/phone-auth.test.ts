import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, sendEnc, solveImage } from './identity-helpers.js';

/** Phone-auth login through the adapter behind PHONEAUTH, with the local provider (issue 3). */
describe.each(TEST_DATABASES)('phone-auth login on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  const setFlag = async (enabled: boolean) => {
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = ${enabled} WHERE flag = 'PHONEAUTH'`);
    t.app.services.system.invalidate();
  };
  const issue = (mobileNum: string, countryDialingCode = '63') =>
    t.app.inject({ method: 'POST', url: '/dev/api/phoneAuth/token', payload: { countryDialingCode, mobileNum } });
  const tokenFor = async (mobileNum: string) => (await issue(mobileNum)).json().value.idToken as string;
  const loginWith = (body: Record<string, unknown>, ip = freshIp()) =>
    sendEnc(t.app, 'POST', '/wps/session/login', { type: 'phoneAuth', ...body }, { ip, now: now.getTime() });

  it('is off while the brand has PHONEAUTH off (the demo), token service included', async () => {
    expect((await issue('9171234567')).json().code).toBe('FEATURE_DISABLED');
    const res = await loginWith({ idToken: 'anything' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });

  it('logs the member of the verified phone in, without slider or password prompts', async () => {
    await setFlag(true);
    const issued = await issue('09171234567');
    expect(issued.statusCode).toBe(200);
    expect(Date.parse(issued.json().value.expiresAt) - now.getTime()).toBe(5 * 60_000);
    const res = await loginWith({ idToken: issued.json().value.idToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      weakPassword: false,
      passwordExpired: false,
      member: { account: 'demo' },
    });
    const [audit] = await queryRows<{ details: { type: string } }>(
      t.database.db,
      sql`SELECT details FROM audit_log WHERE action = 'login' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.details.type).toBe('phoneAuth');
  });

  it('maps the service refusals to PHONE_AUTH_FAILED with the service code', async () => {
    const token = await tokenFor('9171234567');
    const [payload] = token.split('.');
    const forged = await loginWith({ idToken: `${payload}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'PHONE_AUTH_FAILED',
      value: { captcha: true, phoneAuthCode: 'auth/invalid-verification-code' },
    });
    const ip = freshIp();
    now = new Date(now.getTime() + 5 * 60_000);
    const expired = await loginWith({ idToken: token }, ip);
    expect(expired.json().value.phoneAuthCode).toBe('auth/code-expired');
    // A failure from this client makes the next attempt show the image captcha.
    const fresh = await tokenFor('9171234567');
    expect((await loginWith({ idToken: fresh }, ip)).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await loginWith({ idToken: fresh, ...(await solveImage(t.app)) }, ip)).statusCode).toBe(200);
  });

  it('refuses a phone no member has, and keeps entry rules', async () => {
    const stranger = await loginWith({ idToken: await tokenFor('9998887777') });
    expect(stranger.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    const agentEntry = await loginWith({ idToken: await tokenFor('9171234567'), entry: 'agent' });
    expect(agentEntry.json().code).toBe('NOT_AGENT');
  });

  it('validates the token and the phone given to the token service', async () => {
    expect((await loginWith({ idToken: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await loginWith({})).json().code).toBe('VALIDATION_FAILED');
    expect((await issue('12')).json().code).toBe('VALIDATION_FAILED');
    expect((await issue('123456789012')).json().code).toBe('MOBILE_INVALID');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'phoneAuth', idToken: 'x' },
    });
    expect(plain.json().code).toBe('ENC_REQUIRED');
  });
});
