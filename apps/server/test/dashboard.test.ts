import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Dashboard, marketDate, marketDayStart } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { demoAndAgent, insertDeposit, insertRound } from './report-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/**
 * The dashboard reads the day figures the reports jobs compute. The rounds and orders here are
 * written straight into their tables with known amounts (the read model's input), including ones
 * that must not count: a demo-wallet round, an open round, a pending deposit.
 */
describe.each(TEST_DATABASES)("the console's dashboard on %s", (kind) => {
  const t = useTestApp(kind);
  const zone = 'Asia/Manila';

  const round = (
    id: string,
    memberId: number,
    date: string,
    o: { bet: number; payout: number; status?: string; wallet?: string },
  ) => insertRound(t.database.db, id, memberId, date, o);
  const deposit = (no: string, memberId: number, amount: number, status: string, at: Date) =>
    insertDeposit(t.database.db, no, memberId, amount, status, at);

  it('sums today and the last 30 market days from the jobs’ figures, with the live queues', async () => {
    const now = new Date();
    const today = marketDate(now, zone);
    const yesterday = marketDate(now, zone, 1);
    const { demoId, agentId } = await demoAndAgent(t.database.db);
    await round('r1', demoId, today, { bet: 10_000, payout: 2_500 });
    await round('r2', agentId, today, { bet: 5_000, payout: 9_000 });
    await round('r3', demoId, yesterday, { bet: 1_000, payout: 0 });
    await round('r4', demoId, today, { bet: 7_700, payout: 0, wallet: 'DEMO' });
    await round('r5', demoId, today, { bet: 3_300, payout: 0, status: 'OPEN' });
    // A member's first credited deposit is yesterday: today it is a deposit, not a first one.
    await deposit('D-1', demoId, 50_000, 'CREDITED', marketDayStart(yesterday, zone));
    await deposit('D-2', demoId, 20_000, 'CREDITED', new Date(now.getTime() - 1000));
    await deposit('D-3', agentId, 30_000, 'CREDITED', new Date(now.getTime() - 1000));
    await deposit('D-4', agentId, 99_000, 'PENDING', new Date(now.getTime() - 1000));

    const queued = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.database.db,
            sql`SELECT count(*)::text AS n FROM deposit_order o JOIN payment_channel c ON c.id = o.channel_id
                WHERE o.status = 'PENDING' AND c.kind = 'BANK_TRANSFER'`,
          )
        )[0]!.n,
      );
    const owner = await staffToken(t.app, t.database.db, 'owner');
    const before = Dashboard.parse((await consoleCall(t.app, 'GET', '/console/api/dashboard', owner)).json().value);
    expect(before.asOf).toBeNull(); // nothing computed yet: zeros, not a guess
    expect(before.today.bets).toBe('0.00');

    // A bonus is a cost of play (NGR = GGR − it); a correction is not.
    const finance = await staffToken(t.app, t.database.db, 'finance');
    for (const [category, amount] of [
      ['bonus', '10.00'],
      ['correction', '5.00'],
    ]) {
      const body = {
        memberId: demoId,
        direction: 'credit',
        amount,
        category,
        reason: 'dashboard test',
        idempotencyKey: `dash-${category}`,
      };
      expect((await consoleCall(t.app, 'POST', '/console/api/adjustments', finance, body)).statusCode).toBe(200);
    }
    expect(await t.app.jobs.runNow('reports.day-figures')).toMatchObject({
      state: 'succeeded',
      result: '2 day(s) computed',
    });
    const res = await consoleCall(t.app, 'GET', '/console/api/dashboard', finance);
    expect(res.statusCode).toBe(200);
    const board = Dashboard.parse(res.json().value);
    const [{ n: signUps }] = (await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM member WHERE type NOT IN (4, 9)`,
    )) as [{ n: string }];
    expect(board.today).toEqual({
      date: today,
      deposits: '500.00',
      depositCount: 2,
      withdrawals: '0.00',
      withdrawalCount: 0,
      rounds: 2,
      bets: '150.00',
      validBets: '150.00',
      payouts: '115.00',
      ggr: '35.00',
      ngr: '25.00',
      newMembers: Number(signUps),
      firstDepositors: 1,
      activePlayers: 2,
    });
    expect(board.days).toHaveLength(30);
    expect(board.days.at(-2)).toMatchObject({
      date: yesterday,
      bets: '10.00',
      ggr: '10.00',
      deposits: '500.00',
      firstDepositors: 1,
    });
    expect(board.last30).toMatchObject({
      bets: '160.00',
      ggr: '45.00',
      ngr: '35.00',
      deposits: '1000.00',
      depositCount: 3,
      activePlayers: 3,
    });
    expect(board.asOf).not.toBeNull();
    expect(board.queues).toEqual({ deposits: await queued(), withdrawals: 0, disputes: 0 });
    expect(board.queues.deposits).toBeGreaterThanOrEqual(1); // D-4 at least
  });

  it('is refused to roles without reports.read', async () => {
    for (const role of ['support', 'content', 'games', 'agents']) {
      const res = await consoleCall(
        t.app,
        'GET',
        '/console/api/dashboard',
        await staffToken(t.app, t.database.db, role),
      );
      expect(res.statusCode, role).toBe(403);
    }
  });
});
