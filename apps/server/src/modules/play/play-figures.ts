import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

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
