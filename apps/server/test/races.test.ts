import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import {
  addPayoutAccount,
  freshIp,
  GCASH_ACCOUNT,
  login,
  registrationBody,
  sendEnc,
  setPaymentPassword,
} from './identity-helpers.js';

/**
 * Concurrent requests that compete for one rule or one unique key end in exactly the allowed
 * outcome: the payout-account limit and real name hold, same-key requests answer the first result
 * or a 409, and nothing answers 500 (issue 17, findings 6 and 11).
 */
describe.each(TEST_DATABASES)('races on %s', (kind) => {
  let t: TestApp;
  let seq = 0;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    // The races need many checks in flight from one session and address (the work gate's
    // limits have their own test, load-limits.test.ts).
    t = await createTestApp(kind, { workLimits: { perMember: 100, perIp: 100, total: 200 } });
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  /** A new member (no real name yet), logged in. */
  async function newMember(): Promise<{ token: string; id: number; username: string }> {
    const username = `racer${process.pid % 1000}${++seq}x`;
    const res = await sendEnc(t.app, 'PUT', '/wps/member/register', await registrationBody(t.app, username), {
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token as string;
    const id = (await t.app.inject({ url: '/wps/member/info', headers: auth(token) })).json().value.id as number;
    return { token, id, username };
  }

  const addAccount = (token: string, accountName: string, accountNo: string) =>
    addPayoutAccount(t.app, token, 'Secret123', { ...GCASH_ACCOUNT, accountName, accountNo });

  it('8 parallel first accounts with 8 holder names: one name wins, every account carries it', async () => {
    const m = await newMember();
    const names = Array.from({ length: 8 }, (_, i) => `Holder ${String.fromCharCode(65 + i)} Racer`);
    const answers = await Promise.all(names.map((name, i) => addAccount(m.token, name, `0917000000${i}`)));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['PAYOUT_NAME_MISMATCH']),
    );
    const list = (await t.app.inject({ url: '/wps/cashier/payoutAccounts', headers: auth(m.token) })).json().value;
    expect(list).toHaveLength(1);
    expect(list[0].accountName).toBe(won[0]?.json().value.accountName);
  });

  it('20 parallel adds make exactly 5 accounts (the limit)', async () => {
    const m = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addAccount(m.token, 'Same Holder', `09170000${String(i).padStart(3, '0')}`)),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['PAYOUT_ACCOUNT_LIMIT']),
    );
    const list = (await t.app.inject({ url: '/wps/cashier/payoutAccounts', headers: auth(m.token) })).json().value;
    expect(list).toHaveLength(5);
  });

  it('50 withdrawals with one request key: one order, every answer is it or a 409, never a 500', async () => {
    const m = await newMember();
    await setPaymentPassword(t.app, m.token, 'Secret123', '135790');
    const account = await addAccount(m.token, 'Key Racer', '09179990000');
    expect(account.statusCode).toBe(200);
    await t.app.services.ledger.post({
      kind: 'DEPOSIT',
      idempotencyKey: `race-deposit:${m.id}`,
      postings: [
        { account: { ownerKind: 'member', ownerId: m.id, wallet: 'MAIN' }, amount: 300_000n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -300_000n },
      ],
    });
    const body = { payoutAccountId: account.json().value.id, amount: '200.00', paymentPassword: '135790' };
    const requestKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sendEnc(t.app, 'POST', '/wps/cashier/withdraw', { ...body, requestKey }, { token: m.token }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    const orders = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().value.orderNo));
    expect(orders.size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode).toBe(409);
    const config = (await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: auth(m.token) })).json().value;
    expect(config).toMatchObject({ available: '2800.00', locked: '200.00' });
  });

  it('16 registrations of one username: one account, the others USERNAME_TAKEN, never a 500', async () => {
    const username = `samename${process.pid % 1000}x`;
    const bodies = await Promise.all(Array.from({ length: 16 }, () => registrationBody(t.app, username)));
    const answers = await Promise.all(
      bodies.map((b) => sendEnc(t.app, 'PUT', '/wps/member/register', b, { ip: freshIp() })),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['USERNAME_TAKEN']),
    );
    expect((await login(t.app, { username, password: 'Secret123', ip: freshIp() })).statusCode).toBe(200);
  });
});
