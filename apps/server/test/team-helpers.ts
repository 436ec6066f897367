import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db.js';

/** A round written straight into game_round, settled (or not) at a known instant: the rollups' raw input. */
export const insertTimedRound = (
  db: Db,
  id: string,
  memberId: number,
  at: Date,
  o: { bet: number; valid?: number; payout: number; status?: string; wallet?: string },
) =>
  db.execute(
    sql`INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
                                game_code, game_name, bet_amount, valid_bet, payout, status, business_date, started_at, settled_at)
        VALUES ('FORTUNA', 'TEST', ${id}, ${memberId}, ${o.wallet ?? 'MAIN'}, 1, 'TESTV', 'RNG', 'g', 'G', ${o.bet},
                ${o.valid ?? o.bet}, ${o.payout}, ${o.status ?? 'SETTLED'}, (${at}::timestamptz AT TIME ZONE 'Asia/Manila')::date,
                ${at}, ${(o.status ?? 'SETTLED') === 'OPEN' ? null : at})`,
  );

/** Makes the seeded members older, so the rollups start days back (they start at the first sign-up's day). */
export const ageMembers = (db: Db, days: number) =>
  db.execute(sql`UPDATE member SET created_at = created_at - make_interval(days => ${days})`);

/** A small seeded generator (mulberry32): the property test's random play is the same on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}
