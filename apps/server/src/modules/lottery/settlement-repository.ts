import { sql } from 'drizzle-orm';
import { queryRows, type DbTransaction } from '../../platform/db.js';
import { LOTTERY_PROVIDER } from '../play/lottery-rounds.js';
import type { StoredLine } from './settlement-fns.js';

/** SQL of the tickets' settlement and refunds (lottery_ticket, lottery_chase; migration 0039). */
type Tx = Pick<DbTransaction, 'execute'>;

export type PendingTicket = {
  id: string;
  member_id: string;
  stake: string;
  chase_id: string | null;
  lines: StoredLine[];
};

export type SettledTicket = { id: number; status: 'WON' | 'LOST' | 'PUSH'; payout: bigint };
export type MovedTicket = { id: string; member_id: string; stake: string; payout: string; status: string };

const json = (rows: unknown[]) => JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export const settlementRepository = {
  /**
   * The next pending tickets of an issue, locked; tickets another settler holds are skipped (two
   * instances share the work, never a ticket).
   */
  pendingBatch: (tx: Tx, issueId: number, limit: number) =>
    queryRows<PendingTicket>(
      tx,
      sql`SELECT id::text, member_id::text, stake::text, chase_id::text, lines FROM lottery_ticket
          WHERE issue_id = ${issueId} AND status = 'PENDING' ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    ),

  /**
   * Settles tickets still PENDING and, in the same statement, their OPEN rounds in the betting
   * record (play/lottery-rounds.ts: provider LOTTERY, round id 'T' || ticket); answers the tickets
   * this call moved (a re-run moves none).
   */
  settle: (tx: Tx, rows: ReadonlyArray<SettledTicket & { validBet: bigint }>, at: Date) =>
    queryRows<MovedTicket>(
      tx,
      sql`WITH moved AS (
            UPDATE lottery_ticket t SET status = r.status, payout = r.payout, settled_at = ${at}
            FROM jsonb_to_recordset(${json([...rows])}::jsonb) AS r(id bigint, status text, payout bigint, "validBet" bigint)
            WHERE t.id = r.id AND t.status = 'PENDING'
            RETURNING t.id, t.member_id, t.stake, t.payout, t.status, r."validBet" AS valid_bet
          ), rounds AS (
            UPDATE game_round g SET status = 'SETTLED', payout = m.payout, valid_bet = least(m.valid_bet, g.bet_amount),
                                    settled_at = ${at}
            FROM moved m
            WHERE g.provider = ${LOTTERY_PROVIDER} AND g.round_id = 'T' || m.id AND g.status = 'OPEN'
          )
          SELECT m.id::text, m.member_id::text, m.stake::text, m.payout::text, m.status FROM moved m`,
    ),

  /** Refunds tickets still PENDING in full (status CANCELLED or VOID); answers the ones moved. */
  refund: (tx: Tx, ids: readonly number[], status: 'CANCELLED' | 'VOID', at: Date) =>
    queryRows<MovedTicket>(
      tx,
      sql`UPDATE lottery_ticket SET status = ${status}, payout = stake, settled_at = ${at}
          WHERE id = ANY (${`{${ids.join(',')}}`}::bigint[]) AND status = 'PENDING'
          RETURNING id::text, member_id::text, stake::text, payout::text, status`,
    ),

  /** Every PENDING ticket of an issue (a void refunds them all). */
  pendingOfIssue: async (tx: Tx, issueId: number) =>
    (
      await queryRows<{ id: string }>(
        tx,
        sql`SELECT id::text FROM lottery_ticket WHERE issue_id = ${issueId} AND status = 'PENDING' ORDER BY id FOR UPDATE`,
      )
    ).map((r) => Number(r.id)),

  /** Whether any ticket of the issue has been settled (won, lost or pushed). */
  async anySettled(tx: Tx, issueId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM lottery_ticket WHERE issue_id = ${issueId} AND status IN ('WON', 'LOST', 'PUSH') LIMIT 1`,
    );
    return rows.length > 0;
  },

  /**
   * Stops the stop-on-win chases of these winning tickets: the chase is STOPPED and its PENDING
   * tickets of later issues are answered, for the caller to refund.
   */
  async stopChases(tx: Tx, winningTicketIds: readonly number[]): Promise<number[]> {
    if (winningTicketIds.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`WITH won AS (
            SELECT t.chase_id, i.draw_at FROM lottery_ticket t JOIN lottery_issue i ON i.id = t.issue_id
            WHERE t.id = ANY (${`{${winningTicketIds.join(',')}}`}::bigint[]) AND t.chase_id IS NOT NULL
          ), stopped AS (
            UPDATE lottery_chase c SET status = 'STOPPED' FROM won w
            WHERE c.id = w.chase_id AND c.stop_on_win AND c.status = 'ACTIVE'
            RETURNING c.id
          )
          SELECT t.id::text FROM lottery_ticket t
          JOIN lottery_issue i ON i.id = t.issue_id
          JOIN won w ON w.chase_id = t.chase_id AND i.draw_at > w.draw_at
          JOIN lottery_chase c ON c.id = t.chase_id AND c.stop_on_win
          WHERE t.status = 'PENDING'
          ORDER BY t.id`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Marks the issue SETTLED when it is DRAWN and no ticket is pending. */
  async finishIssue(tx: Tx, issueId: number, at: Date): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE lottery_issue SET status = 'SETTLED', settled_at = ${at}
          WHERE id = ${issueId} AND status = 'DRAWN'
            AND NOT EXISTS (SELECT 1 FROM lottery_ticket WHERE issue_id = ${issueId} AND status = 'PENDING')
          RETURNING id::text`,
    );
    return rows.length === 1;
  },

  /** The game of each ticket, for the rounds and the winner board. */
  ticketGames: (tx: Tx, ids: readonly number[]) =>
    queryRows<{ id: string; member_id: string; node_id: string; game_code: string; name: string }>(
      tx,
      sql`SELECT t.id::text, t.member_id::text, g.node_id::text, g.game_code, g.name
          FROM lottery_ticket t JOIN lottery_game g ON g.id = t.game_id
          WHERE t.id = ANY (${`{${ids.join(',')}}`}::bigint[])`,
    ),
};
