import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import type { BetRoundRow, TotalsRow } from './play-repository.js';

export type TeamRoundFilter = { memberIds: readonly number[]; from: Date; to: Date; gameType?: string | undefined };

/**
 * The rounds of an agent's team (real money; demo-wallet rounds left out), by start time as the
 * member's own betting records: one page newest first, the totals of the filter, the categories played.
 */
export function createPlayTeamRounds(db: Db, merchantCode: string) {
  const where = (f: TeamRoundFilter, withType = true) =>
    sql`r.merchant_code = ${merchantCode} AND r.member_id = ANY(${`{${f.memberIds.join(',')}}`}::bigint[])
        AND r.started_at >= ${f.from} AND r.started_at < ${f.to} AND r.wallet <> 'DEMO'
        ${withType && f.gameType ? sql`AND r.game_type = ${f.gameType}` : sql``}`;

  return {
    async page(f: TeamRoundFilter, limit: number, offset: number) {
      if (f.memberIds.length === 0) return [];
      return queryRows<BetRoundRow & { member_id: string }>(
        db,
        sql`SELECT r.round_id, r.member_id::text, r.started_at, r.vassalage, v.display_name AS vendor_name, r.game_type,
                   r.game_name, r.bet_amount::text, r.valid_bet::text, r.payout::text, r.status, r.wallet
            FROM game_round r LEFT JOIN game_vendor v ON v.vassalage = r.vassalage AND v.game_type = r.game_type
            WHERE ${where(f)}
            ORDER BY r.started_at DESC, r.round_id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
    },

    /** Totals of the filter; profit counts settled rounds only (an open one has not paid yet). */
    async totals(f: TeamRoundFilter): Promise<TotalsRow & { profit: string }> {
      if (f.memberIds.length === 0) return { rounds: '0', bet: '0', valid: '0', payout: '0', profit: '0' };
      const [row] = await queryRows<TotalsRow & { profit: string }>(
        db,
        sql`SELECT count(*)::text AS rounds, coalesce(sum(bet_amount), 0)::text AS bet,
                   coalesce(sum(valid_bet), 0)::text AS valid,
                   coalesce(sum(payout) FILTER (WHERE status = 'SETTLED'), 0)::text AS payout,
                   coalesce(sum(payout - bet_amount) FILTER (WHERE status = 'SETTLED'), 0)::text AS profit
            FROM game_round r WHERE ${where(f)}`,
      );
      return row!;
    },

    async gameTypes(f: TeamRoundFilter): Promise<string[]> {
      if (f.memberIds.length === 0) return [];
      const rows = await queryRows<{ game_type: string }>(
        db,
        sql`SELECT DISTINCT r.game_type FROM game_round r WHERE ${where(f, false)} ORDER BY 1`,
      );
      return rows.map((r) => r.game_type);
    },
  };
}
export type PlayTeamRounds = ReturnType<typeof createPlayTeamRounds>;
