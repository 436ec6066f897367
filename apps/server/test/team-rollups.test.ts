import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { insertMember } from './console-members-helpers.js';
import { demoAndAgent, insertDeposit } from './report-helpers.js';
import {
  ageMembers,
  insertTimedBonus,
  insertTimedRound,
  insertTimedWithdrawal,
  postingLog,
  seeded,
} from './team-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const MIN = 60_000;

type Q = Parameters<typeof queryRows>[0];

/** The stored rows of a grain, as numbers (the oracle's shape). */
async function stored(db: Q, grain: string) {
  const rows = await queryRows<Record<string, string | boolean>>(
    db,
    sql`SELECT window_start::text AS w, member_id::text, rounds::text, bets::text, valid_bets::text, payouts::text,
               deposits::text, withdrawals::text, bonuses::text, profit_loss::text, active
        FROM team_rollup WHERE grain = ${grain} ORDER BY window_start, member_id`,
  );
  return rows.map((r) => ({
    ...(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? Number(v) : v])) as Record<
      string,
      number | boolean
    >),
    w: new Date(String(r.w)).toISOString(),
    member_id: String(r.member_id),
  }));
}

async function frontiers(db: Q) {
  const rows = await queryRows<{ grain: string; closed_until: string }>(
    db,
    sql`SELECT grain, closed_until::text FROM team_rollup_frontier`,
  );
  return Object.fromEntries(rows.map((r) => [r.grain, Date.parse(r.closed_until)])) as Record<string, number>;
}

/** Every stored grain equals the oracle's postings regrouped, up to each grain's frontier. */
async function expectRollupsMatch(db: Q, log: ReturnType<typeof postingLog>) {
  const f = await frontiers(db);
  for (const grain of ['5m', 'hour', 'day'] as const)
    expect(await stored(db, grain), grain).toEqual(log.rows(grain, f[grain] ?? 0));
  expect((await stored(db, 'day')).length).toBeGreaterThan(0);
}

/** Each member's totals from the raw records as they are now (rounds reversed since left out). */
async function rawTotals(db: Q) {
  return queryRows<{
    member_id: string;
    bets: string;
    payouts: string;
    deposits: string;
    withdrawals: string;
    bonuses: string;
  }>(
    db,
    sql`SELECT member_id::text, sum(b)::text AS bets, sum(p)::text AS payouts, sum(d)::text AS deposits,
               sum(wd)::text AS withdrawals, sum(bo)::text AS bonuses
        FROM (SELECT member_id, bet_amount AS b, payout AS p, 0 AS d, 0 AS wd, 0 AS bo FROM game_round
              WHERE status = 'SETTLED' AND wallet <> 'DEMO'
              UNION ALL SELECT member_id, 0, 0, credit_amount, 0, 0 FROM deposit_order WHERE status = 'CREDITED'
              UNION ALL SELECT member_id, 0, 0, 0, amount, 0 FROM withdrawal_order WHERE status = 'PAID'
              UNION ALL SELECT a.owner_id, 0, 0, 0, 0, e.amount FROM ledger_transaction t
                JOIN ledger_entry e ON e.transaction_id = t.id JOIN ledger_account a ON a.id = e.account_id
                WHERE t.kind = 'ADJUSTMENT' AND t.reference = 'bonus' AND a.owner_kind = 'member') raw
        GROUP BY 1 ORDER BY 1`,
  );
}

describe.each(TEST_DATABASES)('team rollups on %s', (kind) => {
  const t = useTestApp(kind);

  it('equal the postings regrouped after random play and late reversals, closed in several runs', async () => {
    const db = t.database.db;
    await db.execute(sql`SET TIME ZONE 'UTC'`);
    await ageMembers(db, 3);
    const { demoId, agentId } = await demoAndAgent(db);
    const players = [demoId, agentId];
    for (let i = 0; i < 4; i++) players.push(await insertMember(db, { username: `prop${i}`, parentId: agentId }));
    const random = seeded(20261126);
    const log = postingLog();
    const settled: Array<{ id: string; member: number; bet: number; payout: number }> = [];
    const now = Date.now();
    const start = now - 2.5 * 86_400_000;
    let n = 0;
    /** Random play posted in [from, to): rounds (some open, rolled back or on the demo wallet), cash, bonuses. */
    async function play(from: number, to: number, count: number) {
      for (let i = 0; i < count; i++) {
        const at = new Date(from + random.next() * (to - from));
        const member = players[random.int(0, players.length - 1)] as number;
        const bet = random.int(0, 50) * 100;
        const payout = random.int(0, 80) * 100;
        const status = ['SETTLED', 'SETTLED', 'SETTLED', 'OPEN', 'ROLLED_BACK'][random.int(0, 4)];
        const wallet = random.int(0, 9) === 0 ? 'DEMO' : 'MAIN';
        await insertTimedRound(db, `p${++n}`, member, at, { bet, valid: bet, payout, status, wallet });
        if (status === 'SETTLED' && wallet === 'MAIN') {
          log.add(at.getTime(), member, { rounds: 1, bets: bet, valid_bets: bet, payouts: payout });
          settled.push({ id: `p${n}`, member, bet, payout });
        }
        const cash = random.int(1, 9) * 1000;
        const extra = random.int(0, 11);
        if (extra === 0) await insertDeposit(db, `PD-${n}`, member, cash, 'CREDITED', at);
        if (extra === 0) log.add(at.getTime(), member, { deposits: cash });
        if (extra === 1) await insertTimedWithdrawal(db, `PW-${n}`, member, cash, at);
        if (extra === 1) log.add(at.getTime(), member, { withdrawals: cash });
        if (extra === 2) await insertTimedBonus(db, `PB-${n}`, member, cash, at);
        if (extra === 2) log.add(at.getTime(), member, { bonuses: cash });
      }
    }
    // First run closes the first part; later play only lands in windows still open (posting time).
    const cut = start + 1.2 * 86_400_000;
    await play(start, cut - 2 * MIN, 150);
    await t.app.teamRollups.catchUp(new Date(cut));
    const closedBefore = await stored(db, '5m');
    expect(closedBefore.length).toBeGreaterThan(0);
    await play(cut, now - 10 * MIN, 150);
    // Rounds of windows closed already are rolled back (posted later, at the rollback's time) ...
    for (const r of settled.slice(0, 12)) {
      const at = cut + random.next() * (now - 10 * MIN - cut);
      await db.execute(sql`UPDATE game_round SET status = 'ROLLED_BACK', valid_bet = 0, payout = 0, settled_at = ${new Date(at)}
                           WHERE provider = 'TEST' AND round_id = ${r.id}`);
      log.add(at, r.member, { rounds: -1, bets: -r.bet, valid_bets: -r.bet, payouts: -r.payout });
    }
    // ... or paid again by a late credit (posted now: in a window still open, read live).
    for (const r of settled.slice(12, 16))
      await db.execute(sql`UPDATE game_round SET payout = payout + 700 WHERE provider = 'TEST' AND round_id = ${r.id}`);
    await t.app.teamRollups.catchUp(new Date(now));
    // A second catch-up at the same instant changes nothing.
    await t.app.teamRollups.catchUp(new Date(now));

    await expectRollupsMatch(db, log);
    // The windows closed before the reversals were never rewritten.
    const after = await stored(db, '5m');
    expect(after.filter((r) => Date.parse(r.w) < cut - 6 * MIN)).toEqual(closedBefore);
    // Closed rows plus the open windows read live add up to the raw records as they are now.
    const totals = new Map<string, Record<string, number>>();
    const open = (await t.app.teamRollups.openWindows(new Date())).map((r) => ({
      member_id: String(r.memberId),
      bets: Number(r.bets),
      payouts: Number(r.payouts),
      deposits: Number(r.deposits),
      withdrawals: Number(r.withdrawals),
      bonuses: Number(r.bonuses),
    }));
    for (const r of [...after, ...open] as Array<Record<string, unknown>>) {
      const o = totals.get(String(r.member_id)) ?? { bets: 0, payouts: 0, deposits: 0, withdrawals: 0, bonuses: 0 };
      for (const k of Object.keys(o)) o[k] = (o[k] ?? 0) + Number(r[k]);
      totals.set(String(r.member_id), o);
    }
    const raw = await rawTotals(db);
    expect(raw.length).toBeGreaterThan(0);
    for (const r of raw)
      expect(totals.get(r.member_id)).toEqual({
        bets: Number(r.bets),
        payouts: Number(r.payouts),
        deposits: Number(r.deposits),
        withdrawals: Number(r.withdrawals),
        bonuses: Number(r.bonuses),
      });
  });

  it('writes each window once when two runs close the same windows at once', async () => {
    const db = t.database.db;
    const { demoId } = await demoAndAgent(db);
    const now = Date.now() + 20 * MIN;
    // From this instant on: windows the first test closed (up to its start less the grace) all end before it.
    const from = Date.now();
    const before = await stored(db, '5m');
    for (let i = 0; i < 20; i++)
      await insertTimedRound(db, `c${i}`, demoId, new Date(from + i * 1000), { bet: 100, payout: 50 });
    await Promise.all([t.app.teamRollups.advance(new Date(now)), t.app.teamRollups.advance(new Date(now))]);
    const added = (await stored(db, '5m')).filter((r) => Date.parse(r.w) >= from - 5 * MIN);
    expect(
      added.reduce(
        (sum, r) => sum + Number(r.member_id === String(demoId) ? (r as Record<string, unknown>).rounds : 0),
        0,
      ),
    ).toBe(20);
    expect((await stored(db, '5m')).filter((r) => Date.parse(r.w) < from - 5 * MIN)).toEqual(
      before.filter((r) => Date.parse(r.w) < from - 5 * MIN),
    );
  });
});
