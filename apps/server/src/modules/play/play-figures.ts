import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/** One member's settled rounds in one 5-minute window (by settlement time). */
export type PlayWindowRow = {
  windowStart: Date;
  memberId: number;
  rounds: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
};

export type PlayDayRow = {
  vendor: string;
  gameType: string;
  rounds: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
};

/**
 * The play module's figures for the console's dashboard and reports: settled real-money rounds
 * (demo-wallet rounds left out) of one market day (`business_date`, the brand's zone), by vendor
 * and category, and how many members played that day.
 */
export function createPlayFigures(db: Db, merchantCode: string) {
  return {
    /**
     * Settled real-money rounds by member and 5-minute window, over [from, to), keyed by posting
     * time (the team rollups): a round counts where it first settled, with its figures of then
     * (its figures now less its later corrections, migration 0049), and each correction — a
     * rollback, a cancellation, a late credit — counts where it was posted. A window read again
     * later gives the same figures, so closed windows never need rewriting.
     */
    async memberWindows(from: Date, to: Date): Promise<PlayWindowRow[]> {
      const rows = await queryRows<{
        w: Date | string;
        member_id: string;
        rounds: string;
        bets: string;
        valid: string;
        payouts: string;
      }>(
        db,
        sql`SELECT date_bin('5 minutes'::interval, t, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS w, member_id::text,
                   sum(n)::text AS rounds, sum(b)::text AS bets, sum(v)::text AS valid, sum(p)::text AS payouts
            FROM (SELECT settled_at AS t, member_id, 1 AS n, bet_amount AS b, valid_bet AS v, payout AS p
                  FROM game_round
                  WHERE merchant_code = ${merchantCode} AND status = 'SETTLED' AND wallet <> 'DEMO'
                    AND settled_at >= ${from} AND settled_at < ${to}
                  UNION ALL
                  SELECT settled_at, member_id, -rounds, -bets, -valid_bets, -payouts FROM game_round_correction
                  WHERE merchant_code = ${merchantCode} AND settled_at >= ${from} AND settled_at < ${to}
                  UNION ALL
                  SELECT posted_at, member_id, rounds, bets, valid_bets, payouts FROM game_round_correction
                  WHERE merchant_code = ${merchantCode} AND posted_at >= ${from} AND posted_at < ${to}) m
            GROUP BY 1, 2
            HAVING sum(n) <> 0 OR sum(b) <> 0 OR sum(v) <> 0 OR sum(p) <> 0`,
      );
      return rows.map((r) => ({
        windowStart: new Date(r.w),
        memberId: Number(r.member_id),
        rounds: Number(r.rounds),
        bets: BigInt(r.bets),
        validBets: BigInt(r.valid),
        payouts: BigInt(r.payouts),
      }));
    },

    async day(date: string): Promise<{ rows: PlayDayRow[]; players: number }> {
      const [rows, players] = await Promise.all([
        queryRows<{ vendor: string; game_type: string; rounds: string; bets: string; valid: string; payouts: string }>(
          db,
          sql`SELECT vassalage AS vendor, game_type, count(*)::text AS rounds, sum(bet_amount)::text AS bets,
                     sum(valid_bet)::text AS valid, sum(payout)::text AS payouts
              FROM game_round
              WHERE merchant_code = ${merchantCode} AND business_date = ${date}::date
                AND status = 'SETTLED' AND wallet <> 'DEMO'
              GROUP BY vassalage, game_type
              ORDER BY vassalage, game_type`,
        ),
        queryRows<{ n: string }>(
          db,
          sql`SELECT count(DISTINCT member_id)::text AS n FROM game_round
              WHERE merchant_code = ${merchantCode} AND business_date = ${date}::date
                AND status = 'SETTLED' AND wallet <> 'DEMO'`,
        ),
      ]);
      return {
        rows: rows.map((r) => ({
          vendor: r.vendor,
          gameType: r.game_type,
          rounds: Number(r.rounds),
          bets: BigInt(r.bets),
          validBets: BigInt(r.valid),
          payouts: BigInt(r.payouts),
        })),
        players: Number(players[0]?.n ?? 0),
      };
    },
  };
}
export type PlayFigures = ReturnType<typeof createPlayFigures>;
