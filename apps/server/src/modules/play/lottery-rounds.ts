import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db.js';
import { queryRows } from '../../platform/db.js';

/**
 * The platform lottery's tickets in the betting record (game_round, this module's table): one
 * round per ticket, provider LOTTERY, round id `T<ticketId>`, opened when the ticket is accepted
 * (in the slip's transaction), settled or rolled back by the lottery's settlement. Set-based: one
 * statement per call whatever the number of tickets. Only OPEN rounds move, so a re-run changes
 * nothing.
 */
export const LOTTERY_PROVIDER = 'LOTTERY';

export const lotteryRoundId = (ticketId: number | bigint | string): string => `T${ticketId}`;

type Tx = Pick<DbTransaction, 'execute'>;

export type LotteryRoundOpen = {
  merchantCode: string;
  memberId: number;
  ticketId: number;
  nodeId: number;
  vassalage: string;
  /** LOTT | ELOTT: the betting record's and the P&L's category. */
  gameType: string;
  gameCode: string;
  gameName: string;
  /** Minor units. */
  stake: number | bigint;
  startedAt: Date;
  /** yyyy-MM-dd, the brand's market day of the bet (marketDate). */
  businessDate: string;
  /** MAIN unless said otherwise. */
  wallet?: string;
};

export type LotteryRoundSettle = {
  ticketId: number;
  /** What the ticket paid, stake included (minor units). */
  payout: number | bigint;
  /** The stake that counts as bet (0 for a ticket refunded in full). */
  validBet: number | bigint;
};

const json = (rows: unknown[]) => JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Opens one round per ticket; a ticket whose round exists already is left as it is. Answers how many were opened. */
export async function openRounds(tx: Tx, rows: readonly LotteryRoundOpen[]): Promise<number> {
  if (rows.length === 0) return 0;
  const data = json(
    rows.map((r) => ({
      ...r,
      roundId: lotteryRoundId(r.ticketId),
      wallet: r.wallet ?? 'MAIN',
      stake: String(r.stake),
    })),
  );
  const done = await queryRows<{ n: string }>(
    tx,
    sql`WITH opened AS (
          INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
                                  game_code, game_name, bet_amount, valid_bet, status, business_date, started_at)
          SELECT r."merchantCode", ${LOTTERY_PROVIDER}, r."roundId", r."memberId", r.wallet, r."nodeId", r.vassalage,
                 r."gameType", r."gameCode", r."gameName", r.stake, r.stake, 'OPEN', r."businessDate"::date, r."startedAt"
          FROM jsonb_to_recordset(${data}::jsonb) AS r("merchantCode" text, "roundId" text, "memberId" bigint, wallet text,
               "nodeId" bigint, vassalage text, "gameType" text, "gameCode" text, "gameName" text, stake bigint,
               "businessDate" text, "startedAt" timestamptz)
          ON CONFLICT (provider, round_id) DO NOTHING
          RETURNING 1
        ) SELECT count(*)::text AS n FROM opened`,
  );
  return Number(done[0]?.n ?? 0);
}

/** Settles the tickets' OPEN rounds with their payouts; answers how many moved. */
export async function settleRounds(tx: Tx, rows: readonly LotteryRoundSettle[], at: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const data = json(
    rows.map((r) => ({ roundId: lotteryRoundId(r.ticketId), payout: String(r.payout), validBet: String(r.validBet) })),
  );
  const done = await queryRows<{ n: string }>(
    tx,
    sql`WITH settled AS (
          UPDATE game_round g SET status = 'SETTLED', payout = r.payout, valid_bet = least(r."validBet", g.bet_amount),
                                  settled_at = ${at}
          FROM jsonb_to_recordset(${data}::jsonb) AS r("roundId" text, payout bigint, "validBet" bigint)
          WHERE g.provider = ${LOTTERY_PROVIDER} AND g.round_id = r."roundId" AND g.status = 'OPEN'
          RETURNING 1
        ) SELECT count(*)::text AS n FROM settled`,
  );
  return Number(done[0]?.n ?? 0);
}

/** Rolls back the OPEN rounds of refunded tickets (cancelled by the player, or a void issue). */
export async function rollBackRounds(tx: Tx, ticketIds: readonly number[], at: Date): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const ids = ticketIds.map(lotteryRoundId);
  const done = await queryRows<{ n: string }>(
    tx,
    sql`WITH undone AS (
          UPDATE game_round SET status = 'ROLLED_BACK', valid_bet = 0, payout = 0, settled_at = ${at}
          WHERE provider = ${LOTTERY_PROVIDER} AND round_id = ANY (${`{${ids.join(',')}}`}::text[]) AND status = 'OPEN'
          RETURNING 1
        ) SELECT count(*)::text AS n FROM undone`,
  );
  return Number(done[0]?.n ?? 0);
}
