import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

type RoundRow = {
  provider: string;
  round_id: string;
  game_type: string;
  game_code: string;
  game_name: string;
  wallet: string;
  bet_amount: string | number;
  valid_bet: string | number;
  payout: string | number;
  status: string;
  started_at: string | Date;
  settled_at: string | Date | null;
};

/** The play module's API for the operator console (module console-members): a member's game rounds, read-only. */
export function createPlayConsole(db: Db, merchantCode: string) {
  return {
    async rounds(memberId: number, limit: number, offset: number) {
      const [rows, counted] = await Promise.all([
        queryRows<RoundRow>(
          db,
          sql`SELECT provider, round_id, game_type, game_code, game_name, wallet, bet_amount, valid_bet, payout, status,
                started_at, settled_at
              FROM game_round WHERE member_id = ${memberId} AND merchant_code = ${merchantCode}
              ORDER BY started_at DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ n: string | number }>(
          db,
          sql`SELECT count(*) AS n FROM game_round WHERE member_id = ${memberId} AND merchant_code = ${merchantCode}`,
        ),
      ]);
      return {
        list: rows.map((r) => ({
          provider: r.provider,
          roundId: r.round_id,
          gameType: r.game_type,
          gameCode: r.game_code,
          gameName: r.game_name,
          wallet: r.wallet,
          betAmount: BigInt(r.bet_amount),
          validBet: BigInt(r.valid_bet),
          payout: BigInt(r.payout),
          status: r.status,
          startedAt: new Date(r.started_at),
          settledAt: r.settled_at === null ? null : new Date(r.settled_at),
        })),
        total: Number(counted[0]?.n ?? 0),
      };
    },
  };
}
export type PlayConsole = ReturnType<typeof createPlayConsole>;
