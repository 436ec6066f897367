import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { newTotpSecret, totpCode } from '../src/modules/identity/session/totp-fns.js';
import { addPayoutAccount, GCASH_ACCOUNT, inbox, login, sendEnc } from './identity-helpers.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const PASSWORD = 'Right1234';

/**
 * Issue 17 finding 4: removing a payout account is a change of payout accounts, so it needs the
 * same fresh proof as an add (the login password, plus the authenticator's code when one is
 * bound), tells the channels bound before it, and holds withdrawals (docs/decisions.md).
 */
describe.each(TEST_DATABASES)('removing a payout account on %s', (kind) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  type Member = { token: string; mobile: string; totp: string | null; accountId: number };

  /** A logged-in member with a bound mobile (and authenticator when asked) and one payout account. */
  async function memberWithAccount(opts: { totp?: boolean } = {}): Promise<Member> {
    seq += 1;
    const username = `payrm${seq}${kind === 'postgres' ? 'p' : 'g'}`;
    const mobile = `9176${String(seq).padStart(2, '0')}${kind === 'postgres' ? '1' : '2'}${String(Date.now() % 1000).padStart(3, '0')}`;
    const totp = opts.totp ? newTotpSecret() : null;
    await t.database.db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type,
        country_dialing_code, mobile_num, totp_secret)
      VALUES ('FORTUNA', ${username}, ${await hashPassword(PASSWORD, null)}, 0, '63', ${mobile}, ${totp})`);
    const token = (await login(t.app, { username, password: PASSWORD })).json().value.token as string;
    const proof: Record<string, string> = totp ? { totpCode: totpCode(totp, Date.now()) } : {};
    const added = await addPayoutAccount(t.app, token, PASSWORD, { ...GCASH_ACCOUNT, ...proof });
    expect(added.statusCode).toBe(200);
    return { token, mobile, totp, accountId: added.json().value.id as number };
  }

  const remove = (m: Member, body: object, id = m.accountId) =>
    sendEnc(t.app, 'DELETE', `/wps/cashier/payoutAccounts/${id}`, body, { token: m.token });
  const accounts = async (m: Member) =>
    (await t.app.inject({ url: '/wps/cashier/payoutAccounts', headers: { authorization: `Bearer ${m.token}` } })).json()
      .value as unknown[];
  const heldUntil = async (m: Member) =>
    (await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: { authorization: `Bearer ${m.token}` } })).json()
      .value.heldUntil as string | null;

  it('removes with the login password, tells the old channels and holds withdrawals', async () => {
    const m = await memberWithAccount();
    // The first account was a first setting: no hold yet.
    expect(await heldUntil(m)).toBeNull();
    const res = await remove(m, { loginPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await accounts(m)).toEqual([]);
    expect(await heldUntil(m)).not.toBeNull();
    expect((await inbox(t.app, `+63${m.mobile}`))[0]?.body).toContain('payout accounts was changed');
    // Gone already: nothing more to remove, and no second change.
    expect((await remove(m, { loginPassword: PASSWORD })).json().code).toBe('NOT_FOUND');
  });

  it('refuses without proof, with a wrong password, and without the bound authenticator’s code', async () => {
    const m = await memberWithAccount();
    const missing = await remove(m, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.errors[0]).toMatchObject({ path: 'body.loginPassword' });
    // A plain DELETE (the old call, no body) is refused too.
    const bare = await t.app.inject({
      method: 'DELETE',
      url: `/wps/cashier/payoutAccounts/${m.accountId}`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(bare.statusCode).toBe(400);
    expect((await remove(m, { loginPassword: 'Wrong999' })).json().code).toBe('LOGIN_PASSWORD_INCORRECT');
    expect(await accounts(m)).toHaveLength(1);
    expect(await heldUntil(m)).toBeNull();

    const withTotp = await memberWithAccount({ totp: true });
    const noCode = await remove(withTotp, { loginPassword: PASSWORD });
    expect(noCode.json().value.errors[0]).toMatchObject({ path: 'body.totpCode', message: 'validation:required' });
    const wrongCode = await remove(withTotp, { loginPassword: PASSWORD, totpCode: '000000' });
    expect(wrongCode.json().code).toBe('AUTHENTICATOR_CODE_INVALID');
    const right = await remove(withTotp, {
      loginPassword: PASSWORD,
      totpCode: totpCode(withTotp.totp ?? '', Date.now()),
    });
    expect(right.statusCode).toBe(200);
    expect(await accounts(withTotp)).toEqual([]);
  });

  it('counts wrong passwords: the fifth locks the proof, even for the right password', async () => {
    const m = await memberWithAccount();
    for (let i = 0; i < 4; i += 1)
      expect((await remove(m, { loginPassword: `Wrong${i}99` })).json().code).toBe('LOGIN_PASSWORD_INCORRECT');
    expect((await remove(m, { loginPassword: 'Wrong499' })).json().code).toBe('TOO_MANY_ATTEMPTS');
    const locked = await remove(m, { loginPassword: PASSWORD });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(await accounts(m)).toHaveLength(1);
  });
});
