import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES } from './test-app.js';
import { freshIp, sendEnc, solveImage, solveSlider } from './identity-helpers.js';
import { useLoginHarness } from './login-helpers.js';

/**
 * Wrong passwords and unknown usernames, the captcha step-up, lockouts (per client, and account-wide
 * under parallel attempts) and the per-address throttle.
 */
describe.each(TEST_DATABASES)('login failures and limits on %s', (kind) => {
  const { t, db, now, at, tick, newMember, loginAs } = useLoginHarness(kind);

  it('answers a wrong password and an unknown username alike, then asks for the image captcha', async () => {
    const m = await newMember();
    const wrong = await loginAs(m.username, 'Wrong1234');
    const unknown = await loginAs('nobody_here', 'Wrong1234', { ip: freshIp() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect username or password',
        value: { captcha: true },
      });
    }
    const noCaptcha = await loginAs(m.username, 'Right1234');
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // Another client trying that username is asked too.
    expect((await loginAs(m.username, 'Right1234', { ip: freshIp() })).json().code).toBe('CAPTCHA_REQUIRED');
    const ok = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(ok.statusCode).toBe(200);
    // Success forgets the failures.
    expect((await loginAs(m.username, 'Right1234')).statusCode).toBe(200);
  });

  it('locks this client out of an account after 5 failures for 15 minutes, even for the right password', async () => {
    const m = await newMember();
    for (let i = 0; i < 4; i++)
      expect((await loginAs(m.username, 'Wrong1234', { withImage: true })).json().code).toBe('INVALID_CREDENTIALS');
    const fifth = await loginAs(m.username, 'Wrong1234', { withImage: true });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { captcha: true, retryAfterSeconds: 900 } });
    const right = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    tick(15 * 60_000 + 1);
    expect((await loginAs(m.username, 'Right1234', { withImage: true })).statusCode).toBe(200);
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`SELECT action FROM audit_log WHERE member_id = ${m.id} AND action NOT LIKE 'attempts.%' ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_refused_locked',
      'login',
    ]);
    const locks = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM audit_log WHERE member_id = ${m.id} AND action = 'attempts.locked'`,
    );
    expect(locks[0]?.n).toBe(1);
  });

  it('holds the account-wide lockout under 50 parallel wrong attempts from 50 clients: at most 20 passwords are tried', async () => {
    const m = await newMember();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const body = {
          type: 'username',
          username: m.username,
          password: 'Wrong1234',
          slider: await solveSlider(t.app),
          ...(await solveImage(t.app)),
        };
        return sendEnc(t.app, 'POST', '/wps/session/login', body, { ip: freshIp(), now: at() });
      }),
    );
    const codes = attempts.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toEqual([]);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(19);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(31);
    const [row] = await queryRows<{ failed_login_count: number; locked: boolean }>(
      db(),
      sql`SELECT failed_login_count, locked_until > ${now()} AS locked FROM member WHERE id = ${m.id}`,
    );
    expect(row).toEqual({ failed_login_count: 20, locked: true });
    const right = await loginAs(m.username, 'Right1234', { withImage: true });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('throttles logins per client address', async () => {
    const ip = freshIp();
    const m = await newMember();
    await db().execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${m.id}, ${ip})`);
    for (let i = 0; i < 30; i++)
      await t.app.services.session
        .login(
          {
            type: 'username',
            username: 'x',
            password: 'y',
            slider: { captchaId: '00000000-0000-4000-8000-000000000000', x: 0, trail: [] },
            entry: 'member',
          },
          { ip, userAgent: '' },
        )
        .catch(() => null);
    const res = await loginAs(m.username, 'Right1234', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
