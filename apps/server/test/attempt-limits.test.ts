import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login, sendEnc } from './identity-helpers.js';

/**
 * Issue 17 finding 3: every code or PIN a session can submit has a limit, counted per member in
 * the database: 5 wrong lock it for 15 minutes (money-out actions for the withdraw password), the
 * member is told (a SECURITY_LOCK notice) and the lock is audited.
 */
describe.each(TEST_DATABASES)('attempt limits on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const tick = (ms: number) => (now = new Date(now.getTime() + ms));
  const at = () => now.getTime();
  const HOME = '192.0.2.30';
  beforeAll(async () => {
    // Parallel guesses must meet the attempt limit, not the argon2 work gate in front of it.
    t = await createTestApp(kind, { workLimits: { perMember: 100, perIp: 100, total: 200 } }, () => now);
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });
  const db = () => t.database.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  let seq = 0;
  /** A member (under the seeded agent when `parentOf`), logged in from HOME; optionally with a withdraw password. */
  async function newMember(extra: { pin?: string; totpSecret?: string } = {}) {
    const username = `lim${++seq}${kind.slice(0, 2)}`;
    const pin = extra.pin ? await hashPassword(extra.pin, null) : null;
    await db()
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, totp_secret, parent_id, path)
      SELECT 'FORTUNA', ${username}, ${await hashPassword('Right1234', null)}, ${pin}, ${extra.totpSecret ?? null}, a.id, a.path || a.id || '/'
      FROM member a WHERE a.username = 'agent'`);
    const [row] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM member WHERE username = ${username}`);
    const res = await login(t.app, { username, password: 'Right1234', ip: HOME, now: at() });
    return { id: Number(row?.id), token: res.json().value.token as string };
  }
  const post = (token: string, url: string, body: object) =>
    sendEnc(t.app, 'POST', url, body, { token, ip: HOME, now: at() });
  const withdraw = (token: string, paymentPassword: string) =>
    post(token, '/wps/cashier/withdraw', {
      requestKey: randomUUID(),
      payoutAccountId: 1,
      amount: '100',
      paymentPassword,
    });
  const toUpline = (token: string, paymentPassword: string) =>
    post(token, '/wps/member/transfer/upline', { requestKey: randomUUID(), amount: '1', paymentPassword });
  const audits = async (memberId: number, action: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM audit_log WHERE member_id = ${memberId} AND action = ${action}`,
      )
    )[0]?.n;

  it('locks withdrawals, transfers and the withdraw-password change for 15 minutes after 5 wrong withdraw passwords', async () => {
    const m = await newMember({ pin: '135790' });
    for (let i = 0; i < 2; i++)
      expect((await withdraw(m.token, '000000')).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    for (let i = 0; i < 2; i++)
      expect((await toUpline(m.token, '000000')).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const fifth = await withdraw(m.token, '000000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'MONEY_OUT_LOCKED',
      value: { lock: 'withdrawPassword', retryAfterSeconds: 900 },
    });

    // The right password no longer helps: every money-out action is refused until the lock ends.
    expect((await withdraw(m.token, '135790')).json().code).toBe('MONEY_OUT_LOCKED');
    expect((await toUpline(m.token, '135790')).json().code).toBe('MONEY_OUT_LOCKED');
    const change = {
      loginPassword: 'Right1234',
      oldPaymentPassword: '135790',
      newPaymentPassword: '246801',
      confirmPaymentPassword: '246801',
    };
    expect((await post(m.token, '/wps/member/paymentPassword', change)).json().code).toBe('MONEY_OUT_LOCKED');

    // Told in the inbox, audited.
    const messages = (await t.app.inject({ url: '/wps/member/messages', headers: auth(m.token) })).json().value;
    expect(messages.list).toEqual([
      expect.objectContaining({ kind: 'SECURITY_LOCK', params: expect.objectContaining({ lock: 'withdrawPassword' }) }),
    ]);
    expect(await audits(m.id, 'attempts.locked')).toBe(1);
    expect(await audits(m.id, 'attempts.failed')).toBe(5);

    tick(15 * 60_000 + 1);
    expect((await withdraw(m.token, '135790')).json().code).not.toMatch(/MONEY_OUT_LOCKED|PAYMENT_PASSWORD_INCORRECT/);
    expect((await post(m.token, '/wps/member/paymentPassword', change)).statusCode).toBe(200);
  });

  it('gives 30 parallel wrong withdraw passwords no more chances than 5 in a row', async () => {
    const m = await newMember({ pin: '135790' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => withdraw(m.token, String(100_000 + i))));
    const codes = new Set(answers.map((a) => a.json().code));
    expect([...codes].every((c) => c === 'PAYMENT_PASSWORD_INCORRECT' || c === 'MONEY_OUT_LOCKED')).toBe(true);
    expect((await withdraw(m.token, '135790')).json().code).toBe('MONEY_OUT_LOCKED');
    expect(await audits(m.id, 'attempts.locked')).toBe(1);
  });

  it('locks authenticator codes after 5 wrong: binding and removal', async () => {
    const m = await newMember();
    const setup = (
      await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: auth(m.token), payload: {} })
    ).json().value;
    const confirm = (code: string) => post(m.token, '/wps/member/totp/confirm', { code, loginPassword: 'Right1234' });
    for (let i = 0; i < 4; i++) expect((await confirm('000000')).json().code).toBe('VERIFICATION_FAILED');
    const fifth = await confirm('000000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', value: { lock: 'totp' } });
    expect((await confirm(totpCode(setup.secret, at()))).json().code).toBe('TOO_MANY_ATTEMPTS');

    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    const bound = await newMember({ totpSecret: secret });
    const remove = (code: string) => post(bound.token, '/wps/member/totp/remove', { code, loginPassword: 'Right1234' });
    for (let i = 0; i < 5; i++) await remove('000000');
    expect((await remove(totpCode(secret, at()))).json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('locks mobile binding codes after 5 wrong', async () => {
    const m = await newMember();
    const bind = () =>
      post(m.token, '/wps/member/mobile', {
        countryDialingCode: '63',
        mobileNum: '9175550100',
        verificationCode: '000000',
        loginPassword: 'Right1234',
      });
    for (let i = 0; i < 4; i++) expect((await bind()).json().code).toBe('SMS_CODE_INVALID');
    expect((await bind()).json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await bind()).json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});
