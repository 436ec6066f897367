import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, inbox, sendEnc, solveImage, solveSlider } from './identity-helpers.js';

/**
 * Issue 17 findings 9 and 15: the new-network check asks for possession first and limits typed
 * answers; wrong passwords lock one
 * client out of one account (not the account), and a right password is never a failure.
 */
describe.each(TEST_DATABASES)('login limits on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const at = () => now.getTime();
  const HOME = '192.0.2.40';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;

  let seq = 0;
  type Extra = { email?: string; payeeName?: string; mobileNum?: string; type?: number };
  /** A member with password Right1234 who has logged in from HOME before. */
  async function newMember(extra: Extra = {}) {
    const username = `ll${++seq}${kind.slice(0, 2)}`;
    await db()
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, email, payee_name, country_dialing_code, mobile_num)
      VALUES ('FORTUNA', ${username}, ${await hashPassword('Right1234', null)}, ${extra.type ?? 0}, ${extra.email ?? null},
              ${extra.payeeName ?? null}, ${extra.mobileNum ? '63' : null}, ${extra.mobileNum ?? null})`);
    const [row] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM member WHERE username = ${username}`);
    await db().execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${row?.id}, ${HOME})`);
    return username;
  }
  type Attempt = {
    password?: string;
    ip: string;
    withImage?: boolean;
    entry?: string;
    verification?: { method: string; value: string };
  };
  /** A username login exactly as sent. */
  async function attempt(username: string, a: Attempt) {
    const body = {
      type: 'username',
      username,
      password: a.password ?? 'Right1234',
      entry: a.entry ?? 'member',
      slider: await solveSlider(t.app),
      ...(a.withImage ? await solveImage(t.app) : {}),
      ...(a.verification ? { verification: a.verification } : {}),
    };
    return sendEnc(t.app, 'POST', '/wps/session/login', body, { ip: a.ip, now: at() });
  }
  const code = async (username: string, a: Attempt) => (await attempt(username, a)).json().code as string;

  describe('lockout is no weapon (finding 15)', () => {
    it('5 wrong passwords lock that client out of the account, not other clients', async () => {
      const username = await newMember();
      const attacker = freshIp();
      for (let i = 0; i < 4; i++)
        expect(await code(username, { ip: attacker, password: 'Wrong1234', withImage: true })).toBe(
          'INVALID_CREDENTIALS',
        );
      expect(await code(username, { ip: attacker, password: 'Wrong1234', withImage: true })).toBe('ACCOUNT_LOCKED');
      expect(await code(username, { ip: attacker, withImage: true })).toBe('ACCOUNT_LOCKED');
      // The member, from their own network: in (after the captcha step-up the failures brought).
      expect(await code(username, { ip: HOME })).toBe('CAPTCHA_REQUIRED');
      expect((await attempt(username, { ip: HOME, withImage: true })).statusCode).toBe(200);
    });

    it('a right password that stops at the new-network check is not a failure', async () => {
      const username = await newMember({ email: 'll@fortuna.example' });
      const ip = freshIp();
      for (let i = 0; i < 4; i++)
        expect(await code(username, { ip, password: 'Wrong1234', withImage: true })).toBe('INVALID_CREDENTIALS');
      expect(await code(username, { ip, withImage: true })).toBe('NEW_IP_VERIFICATION');
      expect(await code(username, { ip, password: 'Wrong1234', withImage: true })).toBe('INVALID_CREDENTIALS');
      const [row] = await queryRows<{ failed_login_count: number; locked: boolean }>(
        db(),
        sql`SELECT failed_login_count, locked_until IS NOT NULL AS locked FROM member WHERE username = ${username}`,
      );
      expect(row).toEqual({ failed_login_count: 5, locked: false });
    });
  });

  describe('new network: possession first, limited answers (finding 9)', () => {
    it('asks a member with a bound mobile for a code sent to it, never for typed values', async () => {
      const username = await newMember({
        mobileNum: '9175550200',
        email: 'll9@fortuna.example',
        payeeName: 'Ana Cruz',
      });
      const ip = freshIp();
      const asked = await attempt(username, { ip });
      expect(asked.json()).toMatchObject({
        code: 'NEW_IP_VERIFICATION',
        value: { methods: ['smsCode', 'emailCode'] },
      });
      for (const verification of [
        { method: 'mobile', value: '09175550200' },
        { method: 'email', value: 'll9@fortuna.example' },
        { method: 'bankAccountName', value: 'Ana Cruz' },
      ])
        expect(await code(username, { ip, withImage: true, verification })).toBe('VERIFICATION_FAILED');
    });

    it('limits typed answers: 5 wrong lock the check for 15 minutes, even for the right answer', async () => {
      const username = await newMember({ payeeName: 'Rosa Typed' });
      const ip = freshIp();
      const wrong = { method: 'bankAccountName', value: 'Guess Name' };
      for (let i = 0; i < 4; i++)
        expect(await code(username, { ip, withImage: true, verification: wrong })).toBe('VERIFICATION_FAILED');
      const fifth = await attempt(username, { ip, withImage: true, verification: wrong });
      expect(fifth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', value: { lock: 'newNetwork' } });
      const right = { method: 'bankAccountName', value: 'rosa typed' };
      expect(await code(username, { ip: freshIp(), withImage: true, verification: right })).toBe('TOO_MANY_ATTEMPTS');
      now = new Date(at() + 15 * 60_000 + 1);
      expect((await attempt(username, { ip: freshIp(), withImage: true, verification: right })).statusCode).toBe(200);
    });

    it('limits e-mail codes as SMS codes: 5 wrong lock the check, even for the right code', async () => {
      const email = `mailed${kind}@fortuna.example`;
      const username = await newMember({ email });
      const ip = freshIp();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/email/newNetwork',
        payload: { username, email, ...(await solveImage(t.app)) },
        remoteAddress: ip,
      });
      expect(sent.statusCode).toBe(200);
      const [mail] = await inbox(t.app, email, 'email');
      const right = { method: 'emailCode', value: /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '' };
      const wrong = { method: 'emailCode', value: right.value === '000000' ? '111111' : '000000' };
      for (let i = 0; i < 4; i++)
        expect(await code(username, { ip, withImage: true, verification: wrong })).toBe('VERIFICATION_FAILED');
      const fifth = await attempt(username, { ip, withImage: true, verification: wrong });
      expect(fifth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', value: { lock: 'newNetwork' } });
      expect(await code(username, { ip: freshIp(), withImage: true, verification: right })).toBe('TOO_MANY_ATTEMPTS');
    });

    it('no member account acts as operator: type 9 is refused and the operator entry is gone', async () => {
      const bare = `op${kind}`;
      await db().execute(sql`INSERT INTO member (merchant_code, username, password_hash, type)
        VALUES ('FORTUNA', ${bare}, ${await hashPassword('Right1234', null)}, ${MEMBER_TYPE.OPERATOR})`);
      expect(await code(bare, { ip: freshIp(), withImage: true })).toBe('NON_MEMBER');
      const old = await attempt(bare, { ip: freshIp(), withImage: true, entry: 'operator' });
      expect(old.statusCode).toBe(400);
      expect((await attempt('admin', { ip: freshIp(), withImage: true, password: 'Admin1234' })).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    });
  });
});
