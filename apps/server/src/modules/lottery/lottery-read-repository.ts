import { sql, type SQL } from 'drizzle-orm';
import type { LotteryTicketQuery } from '@fortuna/contracts';
import { queryRows, type DbTransaction } from '../../platform/db.js';
import type { StoredLine } from './lottery-slip-fns.js';

/** SQL of what players read: games with their current and last issues, results, tickets. */
type Tx = Pick<DbTransaction, 'execute'>;

export type IssueDbRow = {
  code: string;
  status: string;
  sale_start: string;
  sale_end: string;
  draw_at: string;
  seed_hash: string | null;
  seed: string | null;
  result: unknown;
  result_text: string | null;
  result_source: string | null;
  drawn_at: string | null;
  void_reason: string | null;
};

export type GameSummaryDbRow = {
  id: string;
  vassalage: string;
  game_code: string;
  name: string;
  game_type: string;
  family: string;
  cadence_seconds: number | null;
  close_seconds: number;
  prize_group: number;
  limits: Record<string, Record<string, number>>;
  max_payout_per_player: string;
  restricted: Record<string, number>;
  closed_numbers: string[];
  current: IssueDbRow | null;
  last: IssueDbRow | null;
};

export type TicketDbRow = {
  id: string;
  game_code: string;
  vassalage: string;
  name: string;
  issue_code: string;
  draw_at: string;
  sale_end: string;
  issue_status: string;
  status: string;
  stake: string;
  max_payout: string;
  payout: string;
  chase_id: string | null;
  result_text: string | null;
  created_at: string;
  settled_at: string | null;
  lines: StoredLine[];
};

const ISSUE_JSON = (alias: string) =>
  sql.raw(`json_build_object('code', ${alias}.code, 'status', ${alias}.status, 'sale_start', ${alias}.sale_start,
    'sale_end', ${alias}.sale_end, 'draw_at', ${alias}.draw_at, 'seed_hash', ${alias}.seed_hash,
    'seed', ${alias}.seed, 'result', ${alias}.result, 'result_text', ${alias}.result_text,
    'result_source', ${alias}.result_source, 'drawn_at', ${alias}.drawn_at, 'void_reason', ${alias}.void_reason)`);

const DRAWN = sql`('DRAWN', 'SETTLED', 'VOID')`;

export const lotteryReadRepository = {
  /**
   * Enabled games (of some vendors, or one code) with the issue on sale at `now` and the last drawn
   * one; with a language, each named as the catalogue names its game in it (else its own name).
   */
  games: (
    db: Tx,
    merchantCode: string,
    now: Date,
    where: { vendors?: readonly string[]; gameId?: number; language?: string },
  ) =>
    queryRows<GameSummaryDbRow>(
      db,
      sql`SELECT g.id::text, g.vassalage, g.game_code,
                 ${where.language ? sql`coalesce(nullif((SELECT c.names ->> ${where.language} FROM game c WHERE c.node_id = g.node_id), ''), g.name)` : sql`g.name`} AS name,
                 g.game_type, g.family, g.cadence_seconds, g.close_seconds,
                 g.prize_group, g.limits, g.max_payout_per_player::text, g.restricted, g.closed_numbers,
                 (SELECT ${ISSUE_JSON('c')} FROM lottery_issue c
                   WHERE c.game_id = g.id AND c.status = 'OPEN' AND c.sale_end > ${now} AND c.sale_start <= ${now}
                   ORDER BY c.draw_at LIMIT 1) AS current,
                 (SELECT ${ISSUE_JSON('l')} FROM lottery_issue l
                   WHERE l.game_id = g.id AND l.status IN ${DRAWN} AND l.draw_at <= ${now}
                   ORDER BY l.draw_at DESC LIMIT 1) AS last
          FROM lottery_game g
          WHERE g.merchant_code = ${merchantCode} AND g.enabled
            ${where.vendors ? sql`AND g.vassalage = ANY (${`{${where.vendors.join(',')}}`}::text[])` : sql``}
            ${where.gameId === undefined ? sql`` : sql`AND g.id = ${where.gameId}`}
          ORDER BY g.vassalage, g.cadence_seconds NULLS LAST, g.game_code`,
    ),

  /** The next issues on sale, the current first. */
  upcoming: (db: Tx, gameId: number, now: Date, limit: number) =>
    queryRows<IssueDbRow>(
      db,
      sql`SELECT code, status, sale_start, sale_end, draw_at, seed_hash, NULL::text AS seed, NULL::jsonb AS result,
                 NULL::text AS result_text, NULL::text AS result_source, NULL::timestamptz AS drawn_at,
                 NULL::text AS void_reason
          FROM lottery_issue WHERE game_id = ${gameId} AND status = 'OPEN' AND sale_end > ${now}
          ORDER BY draw_at LIMIT ${limit}`,
    ),

  /** Drawn, settled and void issues, newest first, with their total. */
  async drawn(db: Tx, gameId: number, page: { pageNo: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      queryRows<IssueDbRow>(
        db,
        sql`SELECT code, status, sale_start, sale_end, draw_at, seed_hash, seed, result, result_text, result_source,
                   drawn_at, void_reason
            FROM lottery_issue WHERE game_id = ${gameId} AND status IN ${DRAWN}
            ORDER BY draw_at DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
      ),
      queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM lottery_issue WHERE game_id = ${gameId} AND status IN ${DRAWN}`,
      ),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  /** A member's tickets by the list's filters (or by ids), newest first, with their total. */
  async tickets(
    db: Tx,
    memberId: number,
    q: Partial<LotteryTicketQuery> & { ids?: readonly number[]; timeZone: string },
  ): Promise<{ rows: TicketDbRow[]; total: number }> {
    const conditions: SQL[] = [sql`t.member_id = ${memberId}`];
    if (q.ids) conditions.push(sql`t.id = ANY (${`{${q.ids.join(',')}}`}::bigint[])`);
    if (q.gameCode) conditions.push(sql`g.game_code = ${q.gameCode}`);
    if (q.vassalage) conditions.push(sql`g.vassalage = ${q.vassalage}`);
    if (q.issueCode) conditions.push(sql`i.code = ${q.issueCode}`);
    if (q.status) conditions.push(sql`t.status = ${q.status}`);
    if (q.chaseId) conditions.push(sql`t.chase_id = ${q.chaseId}`);
    if (q.startDate) conditions.push(sql`(t.created_at AT TIME ZONE ${q.timeZone})::date >= ${q.startDate}::date`);
    if (q.endDate) conditions.push(sql`(t.created_at AT TIME ZONE ${q.timeZone})::date <= ${q.endDate}::date`);
    const where = sql.join(conditions, sql` AND `);
    const from = sql`FROM lottery_ticket t JOIN lottery_issue i ON i.id = t.issue_id JOIN lottery_game g ON g.id = t.game_id`;
    const paging = q.ids ? sql`` : sql`LIMIT ${q.pageSize ?? 20} OFFSET ${((q.pageNo ?? 1) - 1) * (q.pageSize ?? 20)}`;
    const [rows, total] = await Promise.all([
      queryRows<TicketDbRow>(
        db,
        sql`SELECT t.id::text, g.game_code, g.vassalage, g.name, i.code AS issue_code, i.draw_at, i.sale_end,
                   i.status AS issue_status, t.status, t.stake::text, t.max_payout::text, t.payout::text,
                   t.chase_id::text, i.result_text, t.created_at, t.settled_at, t.lines
            ${from} WHERE ${where}
            ORDER BY ${q.ids ? sql`i.draw_at, t.id` : sql`t.created_at DESC, t.id DESC`} ${paging}`,
      ),
      q.ids
        ? Promise.resolve([{ n: String(q.ids.length) }])
        : queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n ${from} WHERE ${where}`),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },
};
