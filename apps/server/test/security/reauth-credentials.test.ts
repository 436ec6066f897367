import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/modules/identity/session/totp-fns.js';
import { SECURITY_DATABASES, useSecurityServer } from './harness/index.js';

/**
 * Issue 17 findings 4 and 5 against the built server in production mode: a stolen session alone
 * (the token, nothing the member knows) changes no credential, a change holds withdrawals, and a
 * weak-default login opens a session that can only change the password.
 */
describe.each(SECURITY_DATABASES)('re-authentication on %s', (database) => {
  const suite = useSecurityServer({ database });

  it('binds or replaces an authenticator only with the login password and the current code', async () => {
    const api = suite.client();
    const token = await api.token('demo', 'Demo1234');
    const setup = await api.post<{ secret: string }>('/wps/member/totp/setup', {}, { token });
    expect(setup.status).toBe(200);
    const secret = setup.body?.value.secret ?? '';
    const confirm = (body: object) => api.sendEnc('POST', '/wps/member/totp/confirm', body, { token });
    // The token alone: refused.
    expect((await confirm({ code: totpCode(secret, Date.now()) })).status).toBe(400);
    expect((await confirm({ code: totpCode(secret, Date.now()), loginPassword: 'Guess1234' })).body?.code).toBe(
      'LOGIN_PASSWORD_INCORRECT',
    );
    expect((await confirm({ code: totpCode(secret, Date.now()), loginPassword: 'Demo1234' })).status).toBe(200);
    // Replacing it needs its current code before any new secret is shown.
    const again = await api.post('/wps/member/totp/setup', {}, { token });
    expect(again.status).toBe(400);
    expect((await api.post('/wps/member/totp/setup', { currentCode: '000000' }, { token })).body?.code).toBe(
      'AUTHENTICATOR_CODE_INVALID',
    );
  });

  it('changes the withdraw password only with fresh proof, then holds withdrawals with the time they open', async () => {
    const api = suite.client();
    const token = await api.token('player2', 'Player1234');
    const pin = (body: object) => api.sendEnc('POST', '/wps/member/paymentPassword', body, { token });
    const first = { newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect((await pin(first)).status).toBe(400);
    expect((await pin({ ...first, loginPassword: 'Player1234' })).status).toBe(200);
    const withdraw = () =>
      api.sendEnc(
        'POST',
        '/wps/cashier/withdraw',
        { requestKey: randomUUID(), payoutAccountId: 1, amount: '100', paymentPassword: '135790' },
        { token },
      );
    // A first withdraw password holds nothing.
    expect((await withdraw()).body?.code).not.toBe('WITHDRAWAL_HELD');
    // The old withdraw password alone no longer changes it; with the login password it does.
    const change = { oldPaymentPassword: '135790', newPaymentPassword: '246801', confirmPaymentPassword: '246801' };
    expect((await pin(change)).status).toBe(400);
    expect((await pin({ ...change, loginPassword: 'Player1234' })).status).toBe(200);
    const held = await withdraw();
    expect(held.status).toBe(403);
    expect(held.body?.code).toBe('WITHDRAWAL_HELD');
    const openAt = Date.parse((held.body?.value as { openAt: string }).openAt);
    expect(openAt - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const config = await api.get<{ heldUntil: string }>('/wps/cashier/withdrawConfig', { token });
    expect(config.body?.value.heldUntil).toBe(new Date(openAt).toISOString());
  });

  it('does not rebind the mobile or e-mail with a stolen session', async () => {
    const api = suite.client();
    const token = await api.token('agent', 'Agent1234');
    const mobile = { countryDialingCode: '63', mobileNum: '9175550999', verificationCode: '123456' };
    expect((await api.sendEnc('POST', '/wps/member/mobile', mobile, { token })).status).toBe(400);
    const guessed = await api.sendEnc(
      'POST',
      '/wps/member/mobile',
      { ...mobile, loginPassword: 'Guess1234' },
      { token },
    );
    expect(guessed.body?.code).toBe('LOGIN_PASSWORD_INCORRECT');
    const email = { email: 'thief@mail.example', verificationCode: '123456' };
    expect((await api.sendEnc('POST', '/wps/member/email', email, { token })).status).toBe(400);
  });

  it('restricts a weak-default login to the password change', async () => {
    const api = suite.client();
    const token = await api.token('weakuser', 'a123456');
    const balance = await api.get('/wps/member/balance', { token });
    expect(balance.status).toBe(403);
    expect(balance.body?.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await api.changePassword(token, 'a123456', 'Mine24680');
    expect(changed.status).toBe(200);
    expect((await api.get('/wps/member/balance', { token })).status).toBe(200);
  });
});
