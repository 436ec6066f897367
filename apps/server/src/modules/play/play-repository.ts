import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

export type TotalsRow = { rounds: string; bet: string; valid: string; payout: string };

export type BetRoundRow = {
  round_id: string;
  started_at: string | Date;
  vassalage: string;
  vendor_name: string | null;
  game_type: string;
  game_name: string;
  bet_amount: string;
  valid_bet: string;
  payout: string;
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  wallet: string;
};

export type BetRoundFilter = {
  merchantCode: string;
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vassalage?: string | undefined;
};

const roundsWhere = (f: BetRoundFilter) =>
  sql`r.member_id = ${f.memberId} AND r.merchant_code = ${f.merchantCode} AND r.started_at >= ${f.from} AND r.started_at < ${f.to}
        ${f.gameType ? sql`AND r.game_type = ${f.gameType}` : sql``}
        ${f.vassalage ? sql`AND r.vassalage = ${f.vassalage}` : sql``}`;

/** SQL of launches and of the rounds the wallet calls keep (the member's betting records). */
export const playRepository = {
  async insertLaunch(
    db: Db,
    l: {
      merchantCode: string;
      tokenHash: string;
      provider: string;
      memberId: number | null;
      nodeId: number;
      mode: string;
      wallet: string | null;
      language: string;
      expiresAt: Date;
    },
  ) {
    await db.execute(
      sql`INSERT INTO game_launch (merchant_code, token_hash, provider, member_id, node_id, mode, wallet, language, expires_at)
          VALUES (${l.merchantCode}, ${l.tokenHash}, ${l.provider}, ${l.memberId}, ${l.nodeId}, ${l.mode}, ${l.wallet},
                  ${l.language}, ${l.expiresAt})`,
    );
  },

  /** One page of a member's rounds, newest first. */
  rounds: (db: Db, f: BetRoundFilter, limit: number, offset: number) =>
    queryRows<BetRoundRow>(
      db,
      sql`SELECT r.round_id, r.started_at, r.vassalage, v.display_name AS vendor_name, r.game_type, r.game_name,
                 r.bet_amount::text, r.valid_bet::text, r.payout::text, r.status, r.wallet
          FROM game_round r LEFT JOIN game_vendor v ON v.vassalage = r.vassalage AND v.game_type = r.game_type
          WHERE ${roundsWhere(f)}
          ORDER BY r.started_at DESC, r.round_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    ),

  async roundTotals(db: Db, f: BetRoundFilter): Promise<TotalsRow | undefined> {
    const rows = await queryRows<TotalsRow>(
      db,
      sql`SELECT count(*)::text AS rounds, coalesce(sum(bet_amount), 0)::text AS bet, coalesce(sum(valid_bet), 0)::text AS valid,
                 coalesce(sum(payout), 0)::text AS payout
          FROM game_round r WHERE ${roundsWhere(f)}`,
    );
    return rows[0];
  },

  /** Settled real-money rounds per business day and category. */
  profitByDay: (db: Db, merchantCode: string, memberId: number, startDate: string, endDate: string) =>
    queryRows<TotalsRow & { day: string; game_type: string }>(
      db,
      sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, game_type, count(*)::text AS rounds,
                 sum(bet_amount)::text AS bet, sum(valid_bet)::text AS valid, sum(payout)::text AS payout
          FROM game_round
          WHERE merchant_code = ${merchantCode} AND business_date BETWEEN ${startDate}::date AND ${endDate}::date
            AND member_id = ${memberId} AND status = 'SETTLED' AND wallet <> 'DEMO'
          GROUP BY business_date, game_type
          ORDER BY business_date DESC, game_type`,
    ),
};
