import { sql } from 'drizzle-orm';
import type { LaunchMode } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';

export type HouseSessionRow = {
  id: string;
  wallet_session_id: string | null;
  mode: LaunchMode;
  currency: string;
  /** The house game's id (house-games.ts), e.g. 'fortuna-fruits' or 'baccarat'. */
  game: string;
  vassalage: string;
  game_type: string;
  game_code: string;
  language: string;
  fun_balance: string;
  expires_at: string | Date;
};

export type HouseRoundRow = {
  id: string;
  round_id: string;
  session_id: string;
  game: string;
  bet: string;
  win: string;
  outcome: unknown;
  status: string;
};

/** SQL of the house provider's own tables (its sessions and rounds); it never reads the platform's. */
export const houseRepository = {
  async insertSession(
    db: Db,
    s: {
      tokenHash: string;
      walletSessionId: string | null;
      playerId: string;
      mode: LaunchMode;
      currency: string;
      game: string;
      vassalage: string;
      gameType: string;
      gameCode: string;
      language: string;
      funBalance: bigint;
      expiresAt: Date;
    },
  ) {
    await db.execute(
      sql`INSERT INTO house_session (token_hash, wallet_session_id, player_id, mode, currency, game, vassalage, game_type, game_code, language, fun_balance, expires_at)
          VALUES (${s.tokenHash}, ${s.walletSessionId}, ${s.playerId}, ${s.mode}, ${s.currency}, ${s.game},
                  ${s.vassalage}, ${s.gameType}, ${s.gameCode}, ${s.language}, ${s.funBalance},
                  ${s.expiresAt})`,
    );
  },

  async liveSession(db: Db, tokenHash: string, now: Date): Promise<HouseSessionRow | null> {
    const rows = await queryRows<HouseSessionRow>(
      db,
      sql`SELECT id::text, wallet_session_id, mode, currency, game, vassalage, game_type, game_code, language, fun_balance::text, expires_at
          FROM house_session WHERE token_hash = ${tokenHash} AND expires_at > ${now}`,
    );
    return rows[0] ?? null;
  },

  /** Plays a round on a free trial's credit; null when the credit does not cover the stake. */
  async playFunCredit(db: Db, sessionId: string, bet: bigint, win: bigint): Promise<string | null> {
    const rows = await queryRows<{ fun_balance: string }>(
      db,
      sql`UPDATE house_session SET fun_balance = fun_balance - ${bet} + ${win}
          WHERE id = ${sessionId} AND fun_balance >= ${bet} RETURNING fun_balance::text`,
    );
    return rows[0]?.fun_balance ?? null;
  },

  async insertRound(
    db: Db,
    r: { roundId: string; sessionId: string; game: string; bet: bigint; win: bigint; outcome: unknown },
  ) {
    await db.execute(
      sql`INSERT INTO house_round (round_id, session_id, game, bet, win, outcome, status)
          VALUES (${r.roundId}, ${r.sessionId}, ${r.game}, ${r.bet}, ${r.win}, ${JSON.stringify(r.outcome)}::jsonb, 'PENDING')`,
    );
  },

  /** Moves a round on; a final status stamps when it ended. */
  async setRoundStatus(db: Db, roundId: string, status: string, now: Date) {
    await db.execute(
      sql`UPDATE house_round SET status = ${status}, settled_at = CASE WHEN ${status} IN ('SETTLED', 'ROLLED_BACK', 'REFUSED') THEN ${now} ELSE settled_at END
          WHERE round_id = ${roundId}`,
    );
  },

  latestRounds: (db: Db, sessionId: string) =>
    queryRows<HouseRoundRow & { created_at: string | Date }>(
      db,
      sql`SELECT round_id, bet::text, win::text, status, created_at FROM house_round WHERE session_id = ${sessionId} ORDER BY id DESC LIMIT 20`,
    ),

  async round(db: Db, roundId: string): Promise<HouseRoundRow | null> {
    const rows = await queryRows<HouseRoundRow>(
      db,
      sql`SELECT id::text, round_id, session_id::text, game, bet::text, win::text, outcome, status FROM house_round WHERE round_id = ${roundId}`,
    );
    return rows[0] ?? null;
  },

  /** Rounds left half done (PENDING or DEBITED) since before `before`, oldest first. */
  unfinishedRounds: (db: Db, before: Date) =>
    queryRows<HouseRoundRow & { wallet_session_id: string | null; mode: LaunchMode }>(
      db,
      sql`SELECT r.round_id, r.bet::text, r.win::text, r.status, r.outcome, s.wallet_session_id, s.mode
          FROM house_round r JOIN house_session s ON s.id = r.session_id
          WHERE r.status IN ('PENDING', 'DEBITED') AND r.created_at < ${before}
          ORDER BY r.id LIMIT 200`,
    ),
};
