import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { changePassword, login, setPaymentPassword } from './identity-helpers.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

/**
 * Finding 5 (issue 17): a login with the weak default or an expired password opens a session that
 * can only change the password (and log out, and read what the change form needs) until it is
 * changed; every other call answers PASSWORD_CHANGE_REQUIRED, which the web turns into the modal.
 */
describe.each(TEST_DATABASES)('the session of a forced password change on %s', (kind) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** A member whose password is `password` (changed `daysAgo` days ago), logged in. */
  async function loginWith(password: string, daysAgo = 0) {
    seq += 1;
    const username = `forced${seq}${kind === 'postgres' ? 'p' : 'g'}`;
    await t.database.db
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, password_changed_at)
      VALUES ('FORTUNA', ${username}, ${await hashPassword(password, null)}, 0, ${new Date(Date.now() - daysAgo * 86_400_000)})`);
    const res = await login(t.app, { username, password });
    expect(res.statusCode).toBe(200);
    return res.json().value as { token: string; weakPassword: boolean; passwordExpired: boolean };
  }
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  /** Calls a restricted session must not make: money, games, account changes, the event stream. */
  const closed = [
    '/wps/member/balance',
    '/wps/member/publicState',
    '/wps/cashier/withdrawConfig',
    '/wps/cashier/payoutAccounts',
    '/wps/member/messages',
  ];

  it('answers PASSWORD_CHANGE_REQUIRED to everything but the password change after a weak-default login', async () => {
    const session = await loginWith('a123456');
    expect(session.weakPassword).toBe(true);
    for (const url of closed) {
      const res = await get(session.token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const setPin = await setPaymentPassword(t.app, session.token, 'a123456', '135790');
    expect(setPin.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    // What the change-password modal reads stays open.
    expect((await get(session.token, '/wps/member/info')).statusCode).toBe(200);
    expect((await get(session.token, '/wps/member/profile')).statusCode).toBe(200);
    // A public call with the token is answered as to a visitor.
    expect((await get(session.token, '/wps/system/status')).statusCode).toBe(200);

    const change = await changePassword(t.app, session.token, { oldPassword: 'a123456', newPassword: 'Mine2468' });
    expect(change.statusCode).toBe(200);
    for (const url of closed) expect((await get(session.token, url)).statusCode, url).toBe(200);
    // Replacing the weak default is the first personal password: withdrawals are not held.
    expect((await get(session.token, '/wps/cashier/withdrawConfig')).json().value.heldUntil).toBeNull();
  });

  it('restricts a login with an expired password (password expiry on) until it is changed', async () => {
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag = 'PASSWORDEXPIRY'`);
    t.app.services.system.invalidate();
    try {
      const session = await loginWith('Old13579', 91);
      expect(session.passwordExpired).toBe(true);
      expect((await get(session.token, '/wps/member/balance')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(out.statusCode).toBe(200);
      expect((await get(session.token, '/wps/member/balance')).json().code).toBe('NOT_LOGGED_IN');
    } finally {
      await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag = 'PASSWORDEXPIRY'`);
      t.app.services.system.invalidate();
    }
  });

  it('gives a full session to a login with a strong, current password', async () => {
    const session = await loginWith('Strong2468');
    expect((await get(session.token, '/wps/member/balance')).statusCode).toBe(200);
  });
});
