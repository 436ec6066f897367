import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECURITY_DATABASES, useSecurityServer } from './harness/index.js';

/**
 * Issue 17 finding 3 against the built server in production mode: the withdraw password and the
 * authenticator codes a session can submit lock after 5 wrong (money-out for the withdraw
 * password, across withdrawals, transfers and its change), and the member finds a notice.
 */
describe.each(SECURITY_DATABASES)('attempt limits on %s', (database) => {
  const suite = useSecurityServer({ database });

  it('locks every money-out action after 5 wrong withdraw passwords, even for the right one', async () => {
    const api = suite.client();
    const token = await api.token('player2', 'Player1234');
    const set = await api.setPaymentPassword(token, 'Player1234', '135790');
    expect(set.status).toBe(200);
    const withdraw = (paymentPassword: string) =>
      api.sendEnc(
        'POST',
        '/wps/cashier/withdraw',
        { requestKey: randomUUID(), payoutAccountId: 1, amount: '100', paymentPassword },
        { token },
      );
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await withdraw(String(100_000 + i))).body?.code ?? '');
    expect(codes).toEqual([...Array(4).fill('PAYMENT_PASSWORD_INCORRECT'), 'MONEY_OUT_LOCKED']);
    expect((await withdraw('135790')).body?.code).toBe('MONEY_OUT_LOCKED');
    const transfer = await api.sendEnc(
      'POST',
      '/wps/member/transfer/upline',
      { requestKey: randomUUID(), amount: '1', paymentPassword: '135790' },
      { token },
    );
    expect(transfer.status).toBe(423);
    expect(transfer.body?.code).toBe('MONEY_OUT_LOCKED');
    const messages = await api.get<{ list: Array<{ kind: string }> }>('/wps/member/messages', { token });
    expect(messages.body?.value.list.map((m) => m.kind)).toContain('SECURITY_LOCK');
  });

  it('locks authenticator codes after 5 wrong', async () => {
    const api = suite.client();
    const token = await api.token('demo', 'Demo1234');
    expect((await api.post('/wps/member/totp/setup', {}, { token })).status).toBe(200);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { code: '000000', loginPassword: 'Demo1234' };
      codes.push((await api.sendEnc('POST', '/wps/member/totp/confirm', body, { token })).body?.code ?? '');
    }
    expect(codes).toEqual([...Array(4).fill('VERIFICATION_FAILED'), 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
  });
});
