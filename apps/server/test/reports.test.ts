import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CashierReport, GameReport, marketDate, MemberReport } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { demoAndAgent, insertDeposit, insertRound } from './report-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)("the console's reports on %s", (kind) => {
  const t = useTestApp(kind);
  const zone = 'Asia/Manila';
  const today = marketDate(new Date(), zone);
  const yesterday = marketDate(new Date(), zone, 1);
  let token = '';
  const get = async (url: string) => {
    token ||= await staffToken(t.app, t.database.db, 'finance');
    return consoleCall(t.app, 'GET', url, token);
  };
  const range = `startDate=${yesterday}&endDate=${today}`;

  it('reports rounds per day, vendor and category, money per channel and members per day, as JSON and CSV', async () => {
    const { demoId, agentId } = await demoAndAgent(t.database.db);
    const db = t.database.db;
    await insertRound(db, 'g1', demoId, today, { bet: 10_000, payout: 12_000, vendor: 'PG', gameType: 'RNG' });
    await insertRound(db, 'g2', agentId, today, { bet: 4_000, payout: 0, vendor: 'PG', gameType: 'RNG' });
    await insertRound(db, 'g3', demoId, today, { bet: 2_000, payout: 1_000, vendor: '=cmd', gameType: 'LIVE' });
    await insertRound(db, 'g4', demoId, yesterday, { bet: 500, payout: 0, vendor: 'PG', gameType: 'RNG' });
    await insertDeposit(db, 'R-1', demoId, 30_000, 'CREDITED', new Date(Date.now() - 1000));
    expect(await t.app.jobs.runNow('reports.day-figures')).toMatchObject({ state: 'succeeded' });

    const games = GameReport.parse((await get(`/console/api/reports/games?${range}`)).json().value);
    expect(games.rows).toEqual([
      {
        date: yesterday,
        vendor: 'PG',
        gameType: 'RNG',
        rounds: 1,
        bets: '5.00',
        validBets: '5.00',
        payouts: '0.00',
        ggr: '5.00',
      },
      {
        date: today,
        vendor: '=cmd',
        gameType: 'LIVE',
        rounds: 1,
        bets: '20.00',
        validBets: '20.00',
        payouts: '10.00',
        ggr: '10.00',
      },
      {
        date: today,
        vendor: 'PG',
        gameType: 'RNG',
        rounds: 2,
        bets: '140.00',
        validBets: '140.00',
        payouts: '120.00',
        ggr: '20.00',
      },
    ]);
    expect(games.totals).toEqual({ rounds: 4, bets: '165.00', validBets: '165.00', payouts: '130.00', ggr: '35.00' });

    const cash = CashierReport.parse((await get(`/console/api/reports/cashier?${range}`)).json().value);
    const [channel] = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM payment_channel WHERE kind = 'BANK_TRANSFER' ORDER BY id LIMIT 1`,
    );
    expect(cash.rows).toContainEqual({
      date: today,
      direction: 'deposit',
      channel: channel!.name,
      count: 1,
      amount: '300.00',
    });
    expect(cash.totals).toMatchObject({ deposits: '300.00', depositCount: 1, withdrawals: '0.00' });

    const members = MemberReport.parse((await get(`/console/api/reports/members?${range}`)).json().value);
    expect(members.rows.find((r) => r.date === today)).toMatchObject({ firstDepositors: 1, activePlayers: 2 });

    const csv = await get(`/console/api/reports/games.csv?${range}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="games-${yesterday}-${today}.csv"`);
    expect(csv.headers['x-total-rows']).toBe('3');
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFdate,vendor,category,rounds,bets,valid_bets,payouts,ggr',
      `${yesterday},PG,RNG,1,5.00,5.00,0.00,5.00`,
      `${today},'=cmd,LIVE,1,20.00,20.00,10.00,10.00`,
      `${today},PG,RNG,2,140.00,140.00,120.00,20.00`,
      '',
    ]);
    const members_csv = await get(`/console/api/reports/members.csv?${range}`);
    expect(members_csv.body.split('\r\n')[0]).toBe('\uFEFFdate,new_members,first_depositors,active_players');
  });

  it.each([
    ['an end before the start', `startDate=${today}&endDate=${yesterday}`],
    ['more than 92 days', 'startDate=2026-01-01&endDate=2026-06-01'],
    ['an impossible date', 'startDate=2026-02-30&endDate=2026-03-01'],
    ['a missing date', `startDate=${today}`],
  ])('refuses %s with a validation error', async (_name, query) => {
    for (const path of ['games', 'games.csv', 'cashier', 'members.csv']) {
      const res = await get(`/console/api/reports/${path}?${query}`);
      expect([res.statusCode, res.json().code], path).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('fills in the days since the first sign-up that have no figures yet, nightly', async () => {
    await t.database.db.execute(sql`DELETE FROM report_day`);
    const outcome = await t.app.jobs.runNow('reports.day-figures-week');
    // The demo members signed up today: the week is computed, nothing older is missing.
    expect(outcome).toMatchObject({ state: 'succeeded', result: '7 day(s) computed, 0 missing day(s) filled in' });
    await t.database.db.execute(sql`UPDATE member SET created_at = now() - interval '20 days' WHERE username = 'demo'`);
    const later = await t.app.jobs.runNow('reports.day-figures-week');
    expect(later?.result).toBe('7 day(s) computed, 14 missing day(s) filled in');
    const [{ n }] = (await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM report_day`,
    )) as [{ n: string }];
    expect(Number(n)).toBe(21);
  });
});
