import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { insertMember } from './console-members-helpers.js';
import { demoAndAgent, insertDeposit } from './report-helpers.js';
import { ageMembers, insertTimedRound, seeded } from './team-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const MIN = 60_000;
const ZONE = 'Asia/Manila';

/** The expected rows of a grain, straight from the raw rounds and deposits (not from the rollups). */
async function recomputed(db: Parameters<typeof queryRows>[0], unit: 'minute' | 'hour' | 'day') {
  const bucket =
    unit === 'minute'
      ? sql`date_bin('5 minutes'::interval, t, TIMESTAMPTZ '2000-01-01 00:00:00+00')`
      : sql`date_trunc(${unit}, t AT TIME ZONE ${ZONE}) AT TIME ZONE ${ZONE}`;
  return queryRows<{
    w: string;
    member_id: string;
    bets: string;
    valid_bets: string;
    payouts: string;
    deposits: string;
  }>(
    db,
    sql`SELECT (${bucket})::text AS w, member_id::text, sum(bet)::text AS bets, sum(valid)::text AS valid_bets,
               sum(payout)::text AS payouts, sum(dep)::text AS deposits
        FROM (SELECT settled_at AS t, member_id, bet_amount AS bet, valid_bet AS valid, payout, 0 AS dep FROM game_round
              WHERE status = 'SETTLED' AND wallet <> 'DEMO'
              UNION ALL
              SELECT updated_at, member_id, 0, 0, 0, credit_amount FROM deposit_order WHERE status = 'CREDITED') raw
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

async function stored(db: Parameters<typeof queryRows>[0], grain: string) {
  return queryRows<{
    w: string;
    member_id: string;
    bets: string;
    valid_bets: string;
    payouts: string;
    deposits: string;
  }>(
    db,
    sql`SELECT window_start::text AS w, member_id::text, bets::text, valid_bets::text, payouts::text, deposits::text
        FROM team_rollup WHERE grain = ${grain} ORDER BY 1, 2`,
  );
}

/** Every stored grain equals the raw records regrouped, up to each grain's frontier. */
async function expectRollupsMatchRaw(db: Parameters<typeof queryRows>[0], now: number) {
  const norm = (rows: Awaited<ReturnType<typeof stored>>) =>
    rows
      .filter((r) => r.bets !== '0' || r.payouts !== '0' || r.deposits !== '0' || r.valid_bets !== '0')
      .map((r) => ({ ...r, w: new Date(r.w).toISOString() }));
  const raw5 = norm(await recomputed(db, 'minute')).filter((r) => Date.parse(r.w) < now - 6 * MIN);
  expect(norm(await stored(db, '5m'))).toEqual(raw5);
  const [frontier] = await queryRows<{ hour: string; day: string }>(
    db,
    sql`SELECT (SELECT closed_until FROM team_rollup_frontier WHERE grain = 'hour')::text AS hour,
               (SELECT closed_until FROM team_rollup_frontier WHERE grain = 'day')::text AS day`,
  );
  const before = (iso: string) => (r: { w: string }) => Date.parse(r.w) < Date.parse(iso);
  expect(norm(await stored(db, 'hour'))).toEqual(norm(await recomputed(db, 'hour')).filter(before(frontier!.hour)));
  expect(norm(await stored(db, 'day'))).toEqual(norm(await recomputed(db, 'day')).filter(before(frontier!.day)));
  expect((await stored(db, 'day')).length).toBeGreaterThan(0);
}

describe.each(TEST_DATABASES)('team rollups on %s', (kind) => {
  const t = useTestApp(kind);

  it('equal a recomputation from the raw rounds after random play, closed in several runs', async () => {
    const db = t.database.db;
    await db.execute(sql`SET TIME ZONE 'UTC'`);
    await ageMembers(db, 3);
    const { demoId, agentId } = await demoAndAgent(db);
    const players = [demoId, agentId];
    for (let i = 0; i < 4; i++) players.push(await insertMember(db, { username: `prop${i}`, parentId: agentId }));
    const random = seeded(20261126);
    const now = Date.now();
    const start = now - 2.5 * 86_400_000;
    let n = 0;
    /** Random play settled in [from, to): some rounds open, rolled back or on the demo wallet (left out). */
    async function play(from: number, to: number, count: number) {
      for (let i = 0; i < count; i++) {
        const at = new Date(from + random.next() * (to - from));
        const member = players[random.int(0, players.length - 1)] as number;
        const bet = random.int(0, 50) * 100;
        const status = ['SETTLED', 'SETTLED', 'SETTLED', 'OPEN', 'ROLLED_BACK'][random.int(0, 4)];
        const wallet = random.int(0, 9) === 0 ? 'DEMO' : 'MAIN';
        await insertTimedRound(db, `p${++n}`, member, at, {
          bet,
          valid: bet,
          payout: random.int(0, 80) * 100,
          status,
          wallet,
        });
        if (random.int(0, 5) === 0) await insertDeposit(db, `PD-${n}`, member, random.int(1, 9) * 1000, 'CREDITED', at);
      }
    }
    // First run closes the first part; later play only lands in windows still open (posting time).
    const cut = start + 1.2 * 86_400_000;
    await play(start, cut - 2 * MIN, 150);
    await t.app.teamRollups.catchUp(new Date(cut));
    await play(cut, now - 10 * MIN, 150);
    await t.app.teamRollups.catchUp(new Date(now));
    // A second catch-up at the same instant changes nothing.
    await t.app.teamRollups.catchUp(new Date(now));

    await expectRollupsMatchRaw(db, now);
  });

  it('writes each window once when two runs close the same windows at once', async () => {
    const db = t.database.db;
    const { demoId } = await demoAndAgent(db);
    const now = Date.now() + 20 * MIN;
    // From this instant on: windows the first test closed (up to its start less the grace) all end before it.
    const from = Date.now();
    for (let i = 0; i < 20; i++)
      await insertTimedRound(db, `c${i}`, demoId, new Date(from + i * 1000), { bet: 100, payout: 50 });
    await Promise.all([t.app.teamRollups.advance(new Date(now)), t.app.teamRollups.advance(new Date(now))]);
    await expectRollupsMatchRaw(db, now);
  });
});
