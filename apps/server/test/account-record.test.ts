import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRecordPage, envelope, type AccountRecord } from '@fortuna/contracts';
import { signBody } from '../src/modules/cashier/payment-signature.js';
import { createListeningTestApp, TEST_DATABASES, type ListeningTestApp } from './test-app.js';
import { login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';
import { firstHouseSlot, houseSecret, seamlessCall } from './seamless-helpers.js';

/**
 * The member's account record (transactionHistory) through HTTP on the real database: a deposit
 * through the gateway's callback, bets and a win through the seamless API, a withdrawal paid and
 * one rejected by the operator, a transfer to the upline — one line per event in the member's
 * terms, main-wallet balances, totals that add up, paging and filters.
 */
describe.each(TEST_DATABASES)('the account record on %s', (kind) => {
  let t: ListeningTestApp;
  let token: string;
  let operator: string;
  let agentToken: string;
  let payoutAccountId: number;
  let secret: string;
  let nodeId: number;
  const paid = { orderNo: '' };
  const rejected = { orderNo: '' };
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });

  const record = async (query = '', tk = token) => {
    const res = await t.app.inject({
      url: `/wps/member/transactions?startDate=${today}&endDate=${today}${query}`,
      headers: auth(tk),
    });
    expect(res.statusCode).toBe(200);
    return envelope(AccountRecordPage).parse(res.json()).value;
  };
  const line = (r: AccountRecord) => `${r.event} ${r.amount} ${r.status ?? '-'} → ${r.balanceAfter}`;
  const balance = async () =>
    (await t.app.inject({ url: '/wps/member/balance', headers: auth() })).json().value.balance as string;

  async function deposit(amount: string) {
    const answer = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: auth(),
        payload: { channelCode: 'GCASH', amount, requestKey: randomUUID() },
      })
    ).json();
    expect(answer).toMatchObject({ value: { status: 'PENDING' } });
    const created = answer.value as { payUrl: string; orderNo: string; amount: string };
    const raw = JSON.stringify({
      paymentId: created.payUrl.split('/').pop(),
      merchantRef: created.orderNo,
      amount: created.amount,
      currency: 'PHP',
      status: 'SUCCESS',
    });
    const key = (await t.app.services.cashier.providerSecret('sandbox')) as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(key, raw, Date.now()) },
      payload: raw,
    });
    expect(res.json().value.status).toBe('CREDITED');
  }

  /** A provider's signed seamless call. */
  const seamless = (path: string, body: object) => seamlessCall(t.app, path, body, { key: secret });
  async function playRound(stake: string, win: string | null) {
    const url = (await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: auth() })).json().value
      .url as string;
    const launchToken = new URL(url, 'http://x').searchParams.get('token') as string;
    const sessionId = (await seamless('/seamless/v1/authenticate', { launchToken })).json().value.sessionId;
    const roundId = `r-${randomUUID()}`;
    expect(
      (await seamless('/seamless/v1/debit', { sessionId, roundId, transactionId: `b-${randomUUID()}`, amount: stake }))
        .statusCode,
    ).toBe(200);
    if (win)
      expect(
        (await seamless('/seamless/v1/credit', { sessionId, roundId, transactionId: `w-${randomUUID()}`, amount: win }))
          .statusCode,
      ).toBe(200);
  }

  const withdraw = async (amount: string) => {
    const res = await sendEnc(
      t.app,
      'POST',
      '/wps/cashier/withdraw',
      { requestKey: randomUUID(), payoutAccountId, amount, paymentPassword: '135790' },
      { token },
    );
    expect(res.statusCode).toBe(200);
    return res.json().value.orderNo as string;
  };
  const decide = (orderNo: string, decision: 'approve' | 'reject') =>
    t.app.inject({
      method: 'POST',
      url: `/console/api/cashier/withdrawals/${orderNo}/${decision}`,
      headers: auth(operator),
      payload: decision === 'reject' ? { note: 'name mismatch' } : {},
    });

  beforeAll(async () => {
    t = await createListeningTestApp(kind);
    await t.database.db.execute(
      sql`UPDATE identity_setting SET credential_change_hold_hours = 0 WHERE merchant_code = 'FORTUNA'`,
    );
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    agentToken = (await login(t.app, { username: 'agent', password: 'Agent1234' })).json().value.token;
    operator = await staffToken(t.app, t.database.db, 'finance');
    await setPaymentPassword(t.app, token, 'Demo1234', '135790');
    payoutAccountId = (
      await sendEnc(
        t.app,
        'POST',
        '/wps/cashier/payoutAccounts',
        {
          loginPassword: 'Demo1234',
          kind: 'EWALLET',
          providerName: 'GCash',
          accountName: 'Juan Dela Cruz',
          accountNo: '09171234567',
        },
        { token },
      )
    ).json().value.id;
    secret = await houseSecret(t.database.db);
    nodeId = await firstHouseSlot(t.database.db);
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  it('shows a deposit, bets and a win as one line each with the main wallet’s balance', async () => {
    await deposit('500');
    await playRound('2.50', '2.80');
    await playRound('2.50', null);
    const page = await record();
    expect(page.wallet).toBe('MAIN');
    expect(page.list.map(line)).toEqual([
      'BET -2.50 - → 497.80',
      'WIN 2.80 - → 500.30',
      'BET -2.50 - → 497.50',
      'DEPOSIT 500.00 - → 500.00',
    ]);
    expect(page.list.map((r) => r.type)).toEqual(['BET', 'WIN', 'BET', 'DEPOSIT']);
  });

  it('shows a withdrawal as one line whose state turns from pending to paid, never the held wallet', async () => {
    paid.orderNo = await withdraw('100');
    const pending = await record();
    expect(pending.list.map(line)[0]).toBe('WITHDRAWAL -100.00 PENDING → 397.80');
    expect(pending.list[0]?.reference).toBe(paid.orderNo);
    expect((await decide(paid.orderNo, 'approve')).json().value.status).toBe('PAID');
    const after = await record();
    expect(after.total).toBe(5);
    expect(after.list.map(line)[0]).toBe('WITHDRAWAL -100.00 PAID → 397.80');
    expect(await balance()).toBe('397.80');
    // The totals: ₱500 deposit + ₱2.80 of wins in; ₱5 of bets + one ₱100 withdrawal out.
    expect(after.totals).toMatchObject({ moneyIn: '502.80', moneyOut: '105.00', net: '397.80' });
  });

  it('shows a rejected withdrawal with its state and the refund as its own line', async () => {
    rejected.orderNo = await withdraw('150');
    expect((await decide(rejected.orderNo, 'reject')).json().value.status).toBe('REJECTED');
    const page = await record();
    expect(page.list.slice(0, 2).map(line)).toEqual([
      'WITHDRAWAL_REFUND 150.00 - → 397.80',
      'WITHDRAWAL -150.00 REJECTED → 247.80',
    ]);
    expect(page.list.slice(0, 2).map((r) => r.reference)).toEqual([rejected.orderNo, rejected.orderNo]);
    expect(page.list[0]?.type).toBe('REFUND');
  });

  it('shows a transfer to the upline to the member, and as received to the agent', async () => {
    const sent = await sendEnc(
      t.app,
      'POST',
      '/wps/member/transfer/upline',
      { requestKey: randomUUID(), paymentPassword: '135790', amount: '20' },
      { token },
    );
    expect(sent.statusCode).toBe(200);
    expect((await record()).list.map(line)[0]).toBe('TRANSFER_TO_UPLINE -20.00 - → 377.80');
    const agent = await record('&type=TRANSFER', agentToken);
    expect(agent.list.map((r) => `${r.event} ${r.amount}`)).toEqual(['TRANSFER_FROM_DOWNLINE 20.00']);
  });

  it('adds up: totals are the sum of the lines, each balance follows from the one before', async () => {
    const page = await record('&pageSize=100');
    expect(page.totals).toEqual({
      moneyIn: '652.80',
      moneyOut: '275.00',
      net: '377.80',
      deposits: '500.00',
      wins: '2.80',
      refunds: '150.00',
      otherIn: '0.00',
      bets: '5.00',
      withdrawals: '250.00',
      otherOut: '20.00',
    });
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(page.list.reduce((n, r) => n + cents(r.amount), 0)).toBe(cents(page.totals.net));
    const [newest] = page.list;
    expect(newest?.balanceAfter).toBe(await balance());
    page.list.slice(0, -1).forEach((r, i) => {
      const older = page.list[i + 1] as AccountRecord;
      expect(cents(r.balanceAfter)).toBe(cents(older.balanceAfter) + cents(r.amount));
    });
  });

  it('pages the lines newest first with the whole range’s totals on every page', async () => {
    const all = await record('&pageSize=100');
    const pages = await Promise.all([1, 2, 3].map((n) => record(`&pageSize=3&pageNo=${n}`)));
    expect(pages.map((p) => p.list.length)).toEqual([3, 3, 2]);
    expect(pages[0]).toMatchObject({ total: 8, totalPages: 3, pageNo: 1 });
    expect(pages.flatMap((p) => p.list)).toEqual(all.list);
    for (const p of pages) expect(p.totals).toEqual(all.totals);
  });

  it('filters by the member’s types, the totals following the filter', async () => {
    const withdrawals = await record('&type=WITHDRAWAL');
    expect(withdrawals.list.map(line)).toEqual([
      'WITHDRAWAL -150.00 REJECTED → 247.80',
      'WITHDRAWAL -100.00 PAID → 397.80',
    ]);
    expect(withdrawals.totals).toMatchObject({ moneyIn: '0.00', moneyOut: '250.00', withdrawals: '250.00' });
    expect((await record('&type=REFUND')).list.map((r) => r.event)).toEqual(['WITHDRAWAL_REFUND']);
    expect((await record('&type=DEPOSIT')).totals).toMatchObject({ moneyIn: '500.00', deposits: '500.00' });
    expect((await record('&type=BET')).total).toBe(2);
    expect((await record('&type=WIN')).totals.wins).toBe('2.80');
    expect((await record('&type=TRANSFER')).list.map((r) => r.event)).toEqual(['TRANSFER_TO_UPLINE']);
    expect((await record('&type=OTHER')).total).toBe(0);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      url: `/wps/member/transactions?startDate=${yesterday}&endDate=${yesterday}`,
      headers: auth(),
    });
    expect(res.json().value).toMatchObject({ total: 0, totals: { moneyIn: '0.00', moneyOut: '0.00' } });
  });

  it('never shows the held funds, and shows a trial member its demo credit', async () => {
    for (const wallet of ['LOCKED', 'PAYOUT_CLEARING', 'main']) {
      const res = await t.app.inject({
        url: `/wps/member/transactions?startDate=${today}&endDate=${today}&wallet=${wallet}`,
        headers: auth(),
      });
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await record('&wallet=VENDOR:EVO')).toMatchObject({ wallet: 'VENDOR:EVO', total: 0, list: [] });
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token as string;
    await t.app.inject({ url: '/wps/member/balance', headers: auth(trial) });
    const demo = await record('', trial);
    expect(demo.wallet).toBe('DEMO');
    expect(demo.list.map(line)).toEqual(['TRIAL_CREDIT 10000.00 - → 10000.00']);
    expect(demo.totals).toMatchObject({ moneyIn: '10000.00', otherIn: '10000.00' });
  });
});
