import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketDate } from '@fortuna/contracts';
import { addPayoutAccount, login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { readyToWithdraw } from './cashier-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const SHARED_IP = '203.0.113.50';
const DEMO_ACCOUNT = {
  kind: 'EWALLET',
  providerName: 'GCash',
  accountName: 'Juan Dela Cruz',
  accountNo: '09179990001',
};

/**
 * The console's cashier queues (issue 19): paging and filters, and each pending withdrawal's risk
 * hints — turnover, recent credential changes, shared IPs and payout account numbers, first withdrawal.
 */
describe.each(TEST_DATABASES)('the cashier queues on %s', (kind) => {
  const t = useTestApp(kind);
  let finance: Promise<string> | undefined;
  const staff = () => (finance ??= staffToken(t.app, t.database.db, 'finance'));
  const get = async (path: string) => consoleCall(t.app, 'GET', path, await staff());
  const withdrawals = async (query = '') => (await get(`/console/api/cashier/withdrawals${query}`)).json().value;

  /** demo (logged in from SHARED_IP) with a withdraw password, a payout account, 3,000.00 and two pending withdrawals. */
  let prepared: ReturnType<typeof prepare> | undefined;
  const orders = () => (prepared ??= prepare());
  async function prepare() {
    const { token, memberId, withdraw, bankDeposit } = await readyToWithdraw(t, `queue-test:${kind}`, {
      ip: SHARED_IP,
      account: DEMO_ACCOUNT,
    });
    return { token, memberId, bankDeposit, small: await withdraw('150'), large: await withdraw('900') };
  }

  it('pages the pending withdrawals oldest first and filters by member, amount, channel and day', async () => {
    const { small, large } = await orders();
    const all = await withdrawals('?username=DEMO');
    expect(all).toMatchObject({ pageNo: 1, pageSize: 20, total: 2, totalPages: 1 });
    expect(all.list.map((w: { orderNo: string }) => w.orderNo)).toEqual([small, large]);
    const first = await withdrawals('?username=demo&pageSize=1');
    expect(first).toMatchObject({ total: 2, totalPages: 2, list: [{ orderNo: small }] });
    expect((await withdrawals('?username=demo&pageSize=1&pageNo=2')).list).toEqual([
      expect.objectContaining({ orderNo: large }),
    ]);
    expect((await withdrawals('?username=demo&minAmount=500')).list).toEqual([
      expect.objectContaining({ orderNo: large, amount: '900.00' }),
    ]);
    expect((await withdrawals('?username=demo&maxAmount=150.00')).list).toEqual([
      expect.objectContaining({ orderNo: small }),
    ]);
    expect((await withdrawals('?username=demo&channel=gcash')).total).toBe(2);
    expect((await withdrawals('?username=demo&channel=Maya')).total).toBe(0);
    // The brand's calendar day (Asia/Manila), not UTC's: from 16:00 UTC they differ.
    const today = marketDate(new Date(), 'Asia/Manila');
    expect((await withdrawals(`?username=demo&startDate=2020-01-01&endDate=${today}`)).total).toBe(2);
    expect((await withdrawals('?username=demo&startDate=2099-01-01')).total).toBe(0);
    expect(await withdrawals('?username=nobody')).toEqual({
      list: [],
      pageNo: 1,
      pageSize: 20,
      total: 0,
      totalPages: 0,
    });
  });

  it('refuses a bad queue filter with VALIDATION_FAILED, never a 500', async () => {
    for (const query of [
      '?minAmount=9&maxAmount=1',
      '?startDate=2026-03-02&endDate=2026-03-01',
      '?startDate=2026-02-30',
      '?minAmount=-5',
      '?pageSize=500',
      '?colour=blue',
    ]) {
      const res = await get(`/console/api/cashier/withdrawals${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_FAILED');
      expect((await get(`/console/api/cashier/deposits${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows turnover done against what the brand’s rule requires now', async () => {
    const { small } = await orders();
    const hint = async () =>
      (await withdrawals('?username=demo')).list.find((w: { orderNo: string }) => w.orderNo === small).risk.turnover;
    expect(await hint()).toEqual({ required: '0.00', achieved: '0.00', met: true });
    const owner = await staffToken(t.app, t.database.db, 'owner');
    const settings = { turnoverPercent: 50, receiptConfirmMinutes: 30 };
    await consoleCall(t.app, 'PUT', '/console/api/cashier/withdrawalSettings', owner, settings);
    // 50 % of the 3,000.00 deposited; no stake yet.
    expect(await hint()).toEqual({ required: '1500.00', achieved: '0.00', met: false });
    await consoleCall(t.app, 'PUT', '/console/api/cashier/withdrawalSettings', owner, {
      ...settings,
      turnoverPercent: 0,
    });
  });

  it('lists the member’s credential changes of the last 7 days, newest first', async () => {
    const { small, memberId } = await orders();
    const { db } = t.database;
    // An older change falls outside the window; a recent mobile change is in it.
    await db.execute(sql`INSERT INTO audit_log (merchant_code, action, member_id, ip, details, created_at) VALUES
      ('FORTUNA', 'credentials.change', ${memberId}, '10.0.0.1', '{"change":"loginPassword","first":false}', now() - interval '8 days'),
      ('FORTUNA', 'credentials.change', ${memberId}, '10.0.0.1', '{"change":"mobile","first":false}', now() + interval '1 minute')`);
    const risk = (await withdrawals('?username=demo')).list.find((w: { orderNo: string }) => w.orderNo === small).risk;
    expect(risk.securityChanges.map((c: { change: string; first: boolean }) => [c.change, c.first])).toEqual([
      ['mobile', false],
      ['payoutAccount', true],
      ['paymentPassword', true],
    ]);
  });

  it('names other members on the same IP and with the same payout account number', async () => {
    const { small } = await orders();
    const risk = async () =>
      (await withdrawals('?username=demo')).list.find((w: { orderNo: string }) => w.orderNo === small).risk;
    expect((await risk()).sameIp).toEqual({ count: 0, usernames: [] });
    expect((await risk()).sameAccount).toEqual({ count: 0, usernames: [] });
    // player2 logs in from demo's network and binds demo's account number; a member registered from it.
    const player2 = (await login(t.app, { username: 'player2', password: 'Player1234', ip: SHARED_IP })).json().value
      .token as string;
    const bound = await addPayoutAccount(t.app, player2, 'Player1234', { ...DEMO_ACCOUNT, accountName: 'Pedro Cruz' });
    expect(bound.statusCode).toBe(200);
    await t.database.db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, register_ip)
      VALUES ('FORTUNA', 'ipmate', 'x', 0, ${SHARED_IP})`);
    expect((await risk()).sameIp).toEqual({ count: 2, usernames: ['ipmate', 'player2'] });
    expect((await risk()).sameAccount).toEqual({ count: 1, usernames: ['player2'] });
  });

  it('marks a withdrawal as first until one of the member’s withdrawals is paid', async () => {
    const { small, large } = await orders();
    const first = async () =>
      Object.fromEntries(
        (await withdrawals('?username=demo')).list.map((w: { orderNo: string; risk: { firstWithdrawal: boolean } }) => [
          w.orderNo,
          w.risk.firstWithdrawal,
        ]),
      );
    expect(await first()).toEqual({ [small]: true, [large]: true });
    const paid = await consoleCall(
      t.app,
      'POST',
      `/console/api/cashier/withdrawals/${small}/approve`,
      await staff(),
      {},
    );
    expect(paid.json().value.status).toBe('PAID');
    expect(await first()).toEqual({ [large]: false });
  });

  it('pages and filters the pending bank-transfer deposits', async () => {
    const { bankDeposit: deposit } = await orders();
    const [low, high] = [await deposit('600'), await deposit('2500')];
    const deposits = async (query: string) => (await get(`/console/api/cashier/deposits${query}`)).json().value;
    expect(await deposits('?username=demo')).toMatchObject({
      total: 2,
      list: [
        { orderNo: low, channelCode: 'BDO', amount: '600.00', receiptUploadedAt: null },
        { orderNo: high, amount: '2500.00' },
      ],
    });
    expect((await deposits('?username=demo&minAmount=1000')).list).toEqual([
      expect.objectContaining({ orderNo: high }),
    ]);
    expect((await deposits('?username=demo&channel=bdo&pageSize=1&pageNo=2')).list).toEqual([
      expect.objectContaining({ orderNo: high }),
    ]);
    expect((await deposits('?channel=GCASH')).total).toBe(0);
    expect((await deposits('?username=player2')).total).toBe(0);
  });
});
