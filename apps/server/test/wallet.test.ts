import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceSummary, AccountRecordPage, envelope } from '@fortuna/contracts';
import type { AccountRef } from '../src/modules/wallet/ledger-fns.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';

const clearing: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' };
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('wallet calls on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  let otherToken: string;

  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${auth}` } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    otherToken = (await login(t.app, { username: 'player2', password: 'Player1234' })).json().value.token;
    memberId = (await get('/wps/member/info')).json().value.id;
    const ledger = t.app.services.ledger;
    const main: AccountRef = { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' };
    /** One ledger entry with its postings as [account, amount] pairs. */
    const post = (
      kind: 'DEPOSIT' | 'WITHDRAW_LOCK',
      key: string,
      reference: string,
      ...lines: [AccountRef, bigint][]
    ) =>
      ledger.post({
        kind,
        idempotencyKey: key,
        reference,
        postings: lines.map(([account, amount]) => ({ account, amount })),
      });
    await post('DEPOSIT', 'w-dep-1', 'D1', [main, 150_075n], [clearing, -150_075n]);
    await post('DEPOSIT', 'w-dep-2', 'D2', [main, 10_000n], [clearing, -10_000n]);
    await post('WITHDRAW_LOCK', 'w-wd-1', 'W1', [main, -50_000n], [{ ...main, wallet: 'LOCKED' }, 50_000n]);
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  it('answers the header balance with 2 decimals, the currency symbol and locked funds', async () => {
    const res = await get('/wps/member/balance');
    expect(res.statusCode).toBe(200);
    const value = envelope(BalanceSummary).parse(res.json()).value;
    expect(value).toMatchObject({ balance: '1100.75', lockedBalance: '500.00', currencySymbol: '₱', demo: false });
  });

  it('lists the member’s record of its main wallet newest first, with filters and totals', async () => {
    const res = await get(`/wps/member/transactions?startDate=${today}&endDate=${today}`);
    expect(res.statusCode).toBe(200);
    const page = envelope(AccountRecordPage).parse(res.json()).value;
    // The withdrawal's hold is one line of the main wallet; the held wallet itself is never listed.
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      type: 'WITHDRAWAL',
      event: 'WITHDRAWAL',
      status: 'PENDING',
      amount: '-500.00',
    });
    expect(page.list.find((r) => r.reference === 'D1')).toMatchObject({
      type: 'DEPOSIT',
      amount: '1500.75',
      balanceAfter: '1500.75',
    });
    expect(page.totals).toMatchObject({ moneyIn: '1600.75', moneyOut: '500.00', net: '1100.75' });

    const deposits = (
      await get(`/wps/member/transactions?startDate=${today}&endDate=${today}&type=DEPOSIT&pageSize=1&pageNo=2`)
    ).json().value;
    expect(deposits).toMatchObject({ total: 2, totalPages: 2, pageNo: 2 });
    expect(deposits.list).toHaveLength(1);
    expect(deposits.list[0].reference).toBe('D1');

    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/wps/member/transactions?startDate=${yesterday}&endDate=${yesterday}`)).json().value.total).toBe(
      0,
    );
  });

  it('never shows one member the money of another', async () => {
    expect((await get('/wps/member/balance', otherToken)).json().value.balance).toBe('0.00');
    expect(
      (await get(`/wps/member/transactions?startDate=${today}&endDate=${today}`, otherToken)).json().value.total,
    ).toBe(0);
  });

  it('gives a trial member demo credit once, kept apart from real money', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialToken = trial.json().value.token as string;
    const first = (await get('/wps/member/balance', trialToken)).json().value;
    const second = (await get('/wps/member/balance', trialToken)).json().value;
    expect(first).toMatchObject({ balance: '10000.00', demo: true });
    expect(second.balance).toBe('10000.00');
    expect(first.wallets.map((w: { wallet: string }) => w.wallet)).toEqual(['DEMO']);
  });

  it('refuses callers without a session', async () => {
    const res = await t.app.inject('/wps/member/balance');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });

  it.each([
    ['missing dates', '/wps/member/transactions'],
    ['bad date', '/wps/member/transactions?startDate=2026-13-01&endDate=2026-13-02'],
    ['reversed range', '/wps/member/transactions?startDate=2026-11-10&endDate=2026-11-01'],
    ['range over 92 days', '/wps/member/transactions?startDate=2026-01-01&endDate=2026-11-01'],
    ['unknown type', `/wps/member/transactions?startDate=${today}&endDate=${today}&type=FREE_MONEY`],
    ['a ledger kind as type', `/wps/member/transactions?startDate=${today}&endDate=${today}&type=WITHDRAW_LOCK`],
    ['the held wallet', `/wps/member/transactions?startDate=${today}&endDate=${today}&wallet=LOCKED`],
    ['page size too big', `/wps/member/transactions?startDate=${today}&endDate=${today}&pageSize=1000`],
    ['unknown parameter', `/wps/member/transactions?startDate=${today}&endDate=${today}&memberId=1`],
    ['parameter on balance', '/wps/member/balance?memberId=1'],
  ])('refuses %s with a 400 envelope', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
