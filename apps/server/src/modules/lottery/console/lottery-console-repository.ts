import { sql, type SQL } from 'drizzle-orm';
import type { LotteryIssueQuery } from '@fortuna/contracts/console-lottery';
import { queryRows, type Db, type DbTransaction } from '../../../platform/db.js';

type Handle = Db | DbTransaction;

export type LotteryGameRow = {
  id: number | string;
  vassalage: string;
  game_code: string;
  name: string;
  game_type: string;
  family: string;
  source: string;
  cadence_seconds: number | null;
  close_seconds: number;
  enabled: boolean;
  prize_group: number;
  limits: Record<string, { minStake: number; maxStake: number; maxPerNumber: number }>;
  max_payout_per_player: number | string;
  restricted: Record<string, number>;
  closed_numbers: string[];
  updated_at: Date | string;
  open_issues: number | string;
};

/** An issue with its game and its tickets' figures (cancelled and void tickets left out). */
export type LotteryIssueRow = {
  id: number | string;
  game_id: number | string;
  game_code: string;
  name: string;
  family: string;
  source: string;
  code: string;
  sale_start: Date | string;
  sale_end: Date | string;
  draw_at: Date | string;
  status: string;
  result_text: string | null;
  result_source: string | null;
  seed_hash: string | null;
  void_reason: string | null;
  tickets: number | string;
  stake: number | string;
  payout: number | string;
  ggr: number | string;
};
export type LotteryIssueDetailRow = LotteryIssueRow & {
  seed: string | null;
  result: unknown;
  drawn_at: Date | string | null;
  settled_at: Date | string | null;
};

const GAME_SELECT = (now: Date) => sql`SELECT g.id, g.vassalage, g.game_code, g.name, g.game_type, g.family, g.source,
    g.cadence_seconds, g.close_seconds, g.enabled, g.prize_group, g.limits, g.max_payout_per_player, g.restricted,
    g.closed_numbers, g.updated_at,
    (SELECT count(*) FROM lottery_issue i WHERE i.game_id = g.id AND i.status = 'OPEN'
       AND i.sale_start <= ${now} AND i.sale_end > ${now}) AS open_issues
  FROM lottery_game g`;

const ISSUE_COLUMNS = sql`i.id, i.game_id, g.game_code, g.name, g.family, g.source, i.code, i.sale_start, i.sale_end,
    i.draw_at, i.status, i.result_text, i.result_source, i.seed_hash, i.void_reason,
    coalesce(t.tickets, 0) AS tickets, coalesce(t.stake, 0) AS stake, coalesce(t.payout, 0) AS payout,
    coalesce(t.ggr, 0) AS ggr`;
/** Figures per issue: live tickets' stake and payout; GGR over the settled ones (a push nets to nothing). */
const ISSUE_FROM = sql`FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS tickets, sum(x.stake) AS stake, sum(x.payout) AS payout,
      sum(x.stake - x.payout) FILTER (WHERE x.status IN ('WON', 'LOST', 'PUSH')) AS ggr
    FROM lottery_ticket x WHERE x.issue_id = i.id AND x.status NOT IN ('CANCELLED', 'VOID')
  ) t ON true`;

/** Draws of one calendar day in the brand's zone. */
const onDay = (day: string, zone: string) =>
  sql`i.draw_at >= (${day}::date)::timestamp AT TIME ZONE ${zone}
    AND i.draw_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;

const ORDER: Record<LotteryIssueQuery['sort'], SQL> = {
  drawAt: sql`i.draw_at`,
  stake: sql`coalesce(t.stake, 0)`,
  payout: sql`coalesce(t.payout, 0)`,
  tickets: sql`coalesce(t.tickets, 0)`,
};

/** The console's SQL on the lottery tables (lottery_game, lottery_issue, lottery_ticket, lottery_exposure). */
export function createLotteryConsoleRepository(merchantCode: string) {
  const issueWhere = (q: Pick<LotteryIssueQuery, 'gameId' | 'status' | 'date'>, zone: string) => {
    const where: SQL[] = [sql`g.merchant_code = ${merchantCode}`];
    if (q.gameId) where.push(sql`i.game_id = ${q.gameId}`);
    if (q.status) where.push(sql`i.status = ${q.status}`);
    if (q.date) where.push(onDay(q.date, zone));
    return sql.join(where, sql` AND `);
  };

  return {
    games: (db: Handle, now: Date) =>
      queryRows<LotteryGameRow>(
        db,
        sql`${GAME_SELECT(now)} WHERE g.merchant_code = ${merchantCode} ORDER BY g.game_type, g.vassalage, g.game_code`,
      ),

    async game(db: Handle, id: number, now: Date): Promise<LotteryGameRow | null> {
      const rows = await queryRows<LotteryGameRow>(
        db,
        sql`${GAME_SELECT(now)} WHERE g.merchant_code = ${merchantCode} AND g.id = ${id}`,
      );
      return rows[0] ?? null;
    },

    async lockGame(tx: DbTransaction, id: number): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM lottery_game WHERE merchant_code = ${merchantCode} AND id = ${id} FOR UPDATE`,
      );
      return rows.length > 0;
    },

    updateGame: (
      tx: DbTransaction,
      id: number,
      g: {
        enabled: boolean;
        source: string;
        cadenceSeconds: number | null;
        closeSeconds: number;
        prizeGroup: number;
        limits: object;
        maxPayoutPerPlayer: bigint;
        restricted: object;
        closed: string[];
      },
      now: Date,
    ) =>
      tx.execute(sql`UPDATE lottery_game SET enabled = ${g.enabled}, source = ${g.source},
        cadence_seconds = ${g.cadenceSeconds}, close_seconds = ${g.closeSeconds}, prize_group = ${g.prizeGroup},
        limits = ${JSON.stringify(g.limits)}::jsonb, max_payout_per_player = ${g.maxPayoutPerPlayer},
        restricted = ${JSON.stringify(g.restricted)}::jsonb,
        closed_numbers = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(g.closed)}::jsonb)),
        updated_at = ${now}
        WHERE id = ${id}`),

    async issues(db: Handle, q: LotteryIssueQuery, zone: string) {
      const where = issueWhere(q, zone);
      const dir = q.order === 'asc' ? sql`ASC` : sql`DESC`;
      const [rows, count] = await Promise.all([
        queryRows<LotteryIssueRow>(
          db,
          sql`SELECT ${ISSUE_COLUMNS} ${ISSUE_FROM} WHERE ${where}
            ORDER BY ${ORDER[q.sort]} ${dir}, i.id ${dir}
            LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
        ),
        queryRows<{ total: string }>(
          db,
          sql`SELECT count(*) AS total FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id WHERE ${where}`,
        ),
      ]);
      return { rows, total: Number(count[0]?.total ?? 0) };
    },

    /** Every issue of a game drawn on a day, in draw order (the P&L). */
    dayIssues: (db: Handle, gameId: number, day: string, zone: string) =>
      queryRows<LotteryIssueRow>(
        db,
        sql`SELECT ${ISSUE_COLUMNS} ${ISSUE_FROM} WHERE ${issueWhere({ gameId, date: day }, zone)}
          ORDER BY i.draw_at, i.id`,
      ),

    async issue(db: Handle, id: number): Promise<LotteryIssueDetailRow | null> {
      const rows = await queryRows<LotteryIssueDetailRow>(
        db,
        sql`SELECT ${ISSUE_COLUMNS}, i.seed, i.result, i.drawn_at, i.settled_at ${ISSUE_FROM}
          WHERE g.merchant_code = ${merchantCode} AND i.id = ${id}`,
      );
      return rows[0] ?? null;
    },

    /** Locks an issue's row (a result or a void decides under it), then reads it. */
    async lockIssue(tx: DbTransaction, id: number): Promise<LotteryIssueDetailRow | null> {
      const locked = await queryRows<{ id: string }>(
        tx,
        sql`SELECT i.id FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
          WHERE g.merchant_code = ${merchantCode} AND i.id = ${id} FOR UPDATE OF i`,
      );
      return locked.length > 0 ? this.issue(tx, id) : null;
    },

    /** The game's issue on sale now, else the next one to open. */
    async currentIssueId(db: Handle, gameId: number, now: Date): Promise<number | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT i.id FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
          WHERE g.merchant_code = ${merchantCode} AND i.game_id = ${gameId} AND i.status = 'OPEN' AND i.sale_end > ${now}
          ORDER BY i.draw_at LIMIT 1`,
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    ticketsByStatus: (db: Handle, issueId: number) =>
      queryRows<{ status: string; tickets: string; stake: string; payout: string }>(
        db,
        sql`SELECT status, count(*) AS tickets, sum(stake) AS stake, sum(payout) AS payout
          FROM lottery_ticket WHERE issue_id = ${issueId} GROUP BY status ORDER BY status`,
      ),

    async players(db: Handle, issueId: number) {
      const rows = await queryRows<{ players: string; max_payout: string | null }>(
        db,
        sql`SELECT count(DISTINCT member_id) AS players, sum(max_payout) FILTER (WHERE status = 'PENDING') AS max_payout
          FROM lottery_ticket WHERE issue_id = ${issueId}`,
      );
      return { players: Number(rows[0]?.players ?? 0), maxPayout: BigInt(rows[0]?.max_payout ?? 0) };
    },

    /** The numbers of an issue with the most stake (the risk counters), most first. */
    exposure: (db: Handle, issueId: number, limit: number) =>
      queryRows<{ number_key: string; stake: string }>(
        db,
        sql`SELECT number_key, stake FROM lottery_exposure WHERE issue_id = ${issueId}
          ORDER BY stake DESC, number_key LIMIT ${limit}`,
      ),
  };
}
export type LotteryConsoleRepository = ReturnType<typeof createLotteryConsoleRepository>;
