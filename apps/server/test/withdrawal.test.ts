import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';

describe.each(TEST_DATABASES)('withdrawals on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  let accountId: number;
  let financeToken: string;
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // Many checks in flight from one session on purpose (the work gate: load-limits.test.ts).
      workLimits: { perMember: 500, perIp: 500, total: 500 },
    });
    // This brand holds no withdrawals after credential changes (its setting), so several accounts can be used at once.
    await t.database.db.execute(
      sql`UPDATE identity_setting SET credential_change_hold_hours = 0 WHERE merchant_code = 'FORTUNA'`,
    );
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    memberId = (await t.app.inject({ url: '/wps/member/info', headers: auth() })).json().value.id;
    await setPaymentPassword(t.app, token, 'Demo1234', '135790');
    await t.app.services.ledger.post({
      kind: 'DEPOSIT',
      idempotencyKey: 'wd-test-deposit',
      postings: [
        { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount: 300_000n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -300_000n },
      ],
    });
    financeToken = await staffToken(t.app, t.database.db, 'finance');
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  const PASSWORDS: Record<string, string> = { demo: 'Demo1234', player2: 'Player1234' };
  /** Adds a payout account with fresh proof (the login password of the token's member). */
  const addAccount = (payload: object, tk = token, who = 'demo') =>
    sendEnc(t.app, 'POST', '/wps/cashier/payoutAccounts', { loginPassword: PASSWORDS[who], ...payload }, { token: tk });
  const withdraw = (body: object, tk = token) =>
    sendEnc(t.app, 'POST', '/wps/cashier/withdraw', { requestKey: randomUUID(), ...body }, { token: tk });
  const config = async () => (await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: auth() })).json().value;

  it('binds payout accounts only in the member’s real name, masked', async () => {
    const wrong = await addAccount({
      kind: 'EWALLET',
      providerName: 'GCash',
      accountName: 'Someone Else',
      accountNo: '09171234567',
    });
    expect(wrong.json().code).toBe('PAYOUT_NAME_MISMATCH');
    const res = await addAccount({
      kind: 'EWALLET',
      providerName: 'GCash',
      accountName: 'juan  dela cruz',
      accountNo: '0917-123-4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ kind: 'EWALLET', accountNo: '•••••••4567' });
    accountId = res.json().value.id;
    expect(
      (await addAccount({ kind: 'BANK', providerName: 'BDO', accountName: 'Juan Dela Cruz', accountNo: 'abc' })).json()
        .code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (
        await addAccount({
          kind: 'EWALLET',
          providerName: 'GCash',
          accountName: 'Juan Dela Cruz',
          accountNo: '09171234567',
        })
      ).json().code,
    ).toBe('CONFLICT');
  });

  it('locks the amount on request after checking the withdraw password, limits and balance', async () => {
    expect((await withdraw({ payoutAccountId: accountId, amount: '500', paymentPassword: '000000' })).json().code).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect((await withdraw({ payoutAccountId: accountId, amount: '50', paymentPassword: '135790' })).json().code).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    expect(
      (await withdraw({ payoutAccountId: accountId, amount: '4000', paymentPassword: '135790' })).json().code,
    ).toBe('INSUFFICIENT_FUNDS');
    expect((await withdraw({ payoutAccountId: 999999, amount: '500', paymentPassword: '135790' })).json().code).toBe(
      'NOT_FOUND',
    );
    const requestKey = randomUUID();
    const res = await withdraw({ payoutAccountId: accountId, amount: '500.00', paymentPassword: '135790', requestKey });
    expect(res.json().value).toMatchObject({ status: 'PENDING', amount: '500.00' });
    expect(
      (await withdraw({ payoutAccountId: accountId, amount: '500.00', paymentPassword: '135790', requestKey })).json()
        .value.orderNo,
    ).toBe(res.json().value.orderNo);
    expect(await config()).toMatchObject({ available: '2500.00', locked: '500.00', hasPaymentPassword: true });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/withdraw',
      headers: auth(),
      payload: { payoutAccountId: accountId, amount: '1', paymentPassword: 'x', requestKey: randomUUID() },
    });
    expect(plain.statusCode).toBe(400);
  });

  it('20 concurrent requests never lock more than the balance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw({ payoutAccountId: accountId, amount: '200.00', paymentPassword: '135790' }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(12);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['INSUFFICIENT_FUNDS']),
    );
    expect(await config()).toMatchObject({ available: '100.00', locked: '2900.00' });
  });

  it('finance staff pay out or reject pending withdrawals, once; members cannot', async () => {
    const queue = (tk: string) => t.app.inject({ url: '/console/api/cashier/withdrawals', headers: auth(tk) });
    const pending = (await queue(financeToken)).json().value.list;
    expect(pending.length).toBe(13);
    // Oldest first.
    expect([...pending].sort((a, b) => a.createdAt.localeCompare(b.createdAt))).toEqual(pending);
    expect((await queue(token)).json().code).toBe('NOT_LOGGED_IN');
    const [first, second] = pending;
    const approve = (no: string) =>
      t.app.inject({
        method: 'POST',
        url: `/console/api/cashier/withdrawals/${no}/approve`,
        headers: auth(financeToken),
        payload: {},
      });
    // Racing approvals pay once: one PAID, the rest ORDER_NOT_PENDING.
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(first.orderNo)));
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().value)).toEqual([
      { orderNo: first.orderNo, status: 'PAID' },
    ]);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['ORDER_NOT_PENDING']),
    );
    expect((await approve(first.orderNo)).json()).toMatchObject({
      code: 'ORDER_NOT_PENDING',
      value: { status: 'PAID' },
    });
    const reject = await t.app.inject({
      method: 'POST',
      url: `/console/api/cashier/withdrawals/${second.orderNo}/reject`,
      headers: auth(financeToken),
      payload: { note: 'name mismatch' },
    });
    expect(reject.json().value.status).toBe('REJECTED');
    expect(await config()).toMatchObject({ available: '300.00', locked: '2200.00' });
    const records = (
      await t.app.inject({ url: `/wps/cashier/withdrawals?startDate=${today}&endDate=${today}`, headers: auth() })
    ).json().value;
    expect(records.total).toBe(13);
    expect(records.list.find((r: { orderNo: string }) => r.orderNo === second.orderNo)).toMatchObject({
      status: 'REJECTED',
      reviewNote: 'name mismatch',
    });
    // Each decision reaches the member as a notice, once.
    const notices = (await t.app.inject({ url: '/wps/member/messages', headers: auth() })).json().value.list;
    expect(
      notices.filter((m: { params: { orderNo: string } }) =>
        [first.orderNo, second.orderNo].includes(m.params.orderNo),
      ),
    ).toEqual([
      expect.objectContaining({
        kind: 'WITHDRAWAL_REJECTED',
        params: { orderNo: second.orderNo, amount: '200.00', note: 'name mismatch' },
      }),
      expect.objectContaining({ kind: 'WITHDRAWAL_APPROVED', params: { orderNo: first.orderNo, amount: '500.00' } }),
    ]);
  });

  it('asks for a withdraw password first and refuses trial members', async () => {
    const other = (await login(t.app, { username: 'player2', password: 'Player1234' })).json().value.token;
    const acc = await addAccount(
      { kind: 'BANK', providerName: 'BDO', accountName: 'Pedro Santos', accountNo: '001234567890' },
      other,
      'player2',
    );
    expect(acc.statusCode).toBe(200);
    expect(
      (await withdraw({ payoutAccountId: acc.json().value.id, amount: '500', paymentPassword: '123456' }, other)).json()
        .code,
    ).toBe('PAYMENT_PASSWORD_REQUIRED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    expect((await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: auth(trial) })).json().code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
  });
});
