import { sql } from 'drizzle-orm';
import { marketDate } from '@fortuna/contracts';
import type { Db } from '../src/platform/db.js';
import { login } from './identity-helpers.js';
import type { TestApp } from './test-app.js';

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

/** A bonus (an ADJUSTMENT of the 'bonus' category) posted to a member at a known instant, straight into the ledger. */
export async function insertTimedBonus(db: Db, key: string, memberId: number, amount: number, at: Date) {
  await db.execute(
    sql`WITH acc AS (
          INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, allow_negative)
          VALUES ('FORTUNA', 'member', ${memberId}, 'BONUS_TEST', 'PHP', false), ('FORTUNA', 'system', 0, 'BONUS_TEST', 'PHP', true)
          ON CONFLICT (merchant_code, owner_kind, owner_id, wallet, currency) DO UPDATE SET wallet = EXCLUDED.wallet
          RETURNING id, owner_kind
        ), t AS (
          INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash, reference, created_at)
          VALUES ('FORTUNA', 'ADJUSTMENT', ${key}, '', 'bonus', ${at}) RETURNING id
        )
        INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after, created_at)
        SELECT t.id, acc.id, CASE WHEN acc.owner_kind = 'member' THEN ${amount}::bigint ELSE -${amount}::bigint END, 0, ${at}
        FROM t, acc`,
  );
}

/** A withdrawal paid at a known instant (its lock transaction is an empty ledger transaction). */
export async function insertTimedWithdrawal(db: Db, no: string, memberId: number, amount: number, at: Date) {
  await db.execute(
    sql`WITH pa AS (
          INSERT INTO payout_account (merchant_code, member_id, kind, provider_name, account_name, account_no)
          VALUES ('FORTUNA', ${memberId}, 'BANK', 'BDO', 'Test', ${no}) RETURNING id
        ), t AS (
          INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash, created_at)
          VALUES ('FORTUNA', 'WITHDRAWAL_LOCK', ${`lock:${no}`}, '', ${at}) RETURNING id
        )
        INSERT INTO withdrawal_order (merchant_code, order_no, member_id, payout_account_id, amount, status, request_key,
                                      lock_transaction_id, created_at, updated_at, paid_at)
        SELECT 'FORTUNA', ${no}, ${memberId}, pa.id, ${amount}, 'PAID', ${no}, t.id, ${at}, ${at}, ${at} FROM pa, t`,
  );
}

export type Figures = {
  rounds: number;
  bets: number;
  valid_bets: number;
  payouts: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
};
const ZERO: Figures = { rounds: 0, bets: 0, valid_bets: 0, payouts: 0, deposits: 0, withdrawals: 0, bonuses: 0 };
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Windows of each grain in the brand's zone (Asia/Manila, UTC+8 all year). */
export const bucketOf = {
  '5m': (t: number) => Math.floor(t / 300_000) * 300_000,
  hour: (t: number) => Math.floor(t / HOUR) * HOUR,
  day: (t: number) => Math.floor((t + 8 * HOUR) / DAY) * DAY - 8 * HOUR,
};

/**
 * The test's own account of what was posted when (the property test's oracle): every settlement,
 * correction, deposit, withdrawal and bonus at its posting time, regrouped per grain.
 */
export function postingLog() {
  const events: Array<{ t: number; member: number; f: Partial<Figures> }> = [];
  return {
    add: (t: number, member: number, f: Partial<Figures>) => events.push({ t, member, f }),
    /** Rows per (window, member) as the rollups store them, with P&L and the active flag; all-zero rows left out. */
    rows(grain: keyof typeof bucketOf, before: number) {
      const rows = new Map<string, Figures & { w: string; member_id: string }>();
      for (const e of events) {
        const w = bucketOf[grain](e.t);
        if (w >= before) continue;
        const key = `${w}:${e.member}`;
        const r = rows.get(key) ?? { ...ZERO, w: new Date(w).toISOString(), member_id: String(e.member) };
        for (const k of Object.keys(e.f) as Array<keyof Figures>) r[k] += e.f[k] ?? 0;
        rows.set(key, r);
      }
      return [...rows.values()]
        .filter((r) => Object.keys(ZERO).some((k) => r[k as keyof Figures] !== 0))
        .map((r) => ({ ...r, profit_loss: r.payouts + r.bonuses - r.bets, active: r.valid_bets >= 1 }))
        .sort((a, b) => a.w.localeCompare(b.w) || Number(a.member_id) - Number(b.member_id));
    },
  };
}

/** A team test's calls: GET as a member (its login kept), and the last 7 market days as a query. */
export function teamCalls(t: TestApp, zone = 'Asia/Manila') {
  const tokens: Record<string, string> = {};
  const token = async (username: string, password: string) =>
    (tokens[username] ??= (await login(t.app, { username, password })).json().value.token as string);
  const get = async (username: string, password: string, url: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${await token(username, password)}` } });
  const today = marketDate(new Date(), zone);
  return { token, get, today, range: `startDate=${marketDate(new Date(), zone, 6)}&endDate=${today}` };
}
