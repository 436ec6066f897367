import { sql } from 'drizzle-orm';
import { queryRows, type DbTransaction } from '../../platform/db.js';
import type { LotteryGameDef } from './lottery-games-fns.js';

/** SQL of the lottery's games and issues (migration 0039); tickets are in settlement-repository.ts. */
type Tx = Pick<DbTransaction, 'execute'>;

export type LotteryGameRow = {
  id: string;
  merchant_code: string;
  vassalage: string;
  game_code: string;
  node_id: string;
  name: string;
  game_type: string;
  family: string;
  source: 'FAIR' | 'PROVIDER' | 'MANUAL';
  cadence_seconds: number | null;
  schedule: { weekdays?: number[] | null; monthDays?: number[] | null; minute?: number; offsetMinutes: number };
  close_seconds: number;
  enabled: boolean;
  prize_group: number;
};

export type LotteryIssueRow = {
  id: string;
  game_id: string;
  code: string;
  sale_start: Date;
  sale_end: Date;
  draw_at: Date;
  status: 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'VOID';
  seed_hash: string | null;
  seed: string | null;
  result: unknown;
  result_text: string | null;
  result_source: string | null;
};

/** A new issue with its seed (null for MANUAL games: operators enter their results). */
export type NewIssue = {
  gameId: number;
  code: string;
  saleStart: Date;
  saleEnd: Date;
  drawAt: Date;
  seed: string | null;
  seedHash: string | null;
};

const GAME_COLUMNS = sql`id::text, merchant_code, vassalage, game_code, node_id::text, name, game_type, family, source,
  cadence_seconds, schedule, close_seconds, enabled, prize_group`;
const ISSUE_COLUMNS = sql`id::text, game_id::text, code, sale_start, sale_end, draw_at, status, seed_hash, seed, result,
  result_text, result_source`;

const dates = (r: LotteryIssueRow): LotteryIssueRow => ({
  ...r,
  sale_start: new Date(r.sale_start),
  sale_end: new Date(r.sale_end),
  draw_at: new Date(r.draw_at),
});

export const lotteryRepository = {
  /** Adds the games not there yet; an existing game keeps its operator settings. Answers how many were added. */
  async addGames(tx: Tx, merchantCode: string, games: readonly LotteryGameDef[]): Promise<number> {
    if (games.length === 0) return 0;
    const rows = await queryRows<{ n: string }>(
      tx,
      sql`WITH added AS (
            INSERT INTO lottery_game (merchant_code, vassalage, game_code, node_id, name, game_type, family, source,
                                      cadence_seconds, schedule, close_seconds)
            SELECT ${merchantCode}, g.vassalage, g."gameCode", g."nodeId", g.name, g."gameType", g.family, g.source,
                   g."cadenceSeconds", g.schedule, g."closeSeconds"
            FROM jsonb_to_recordset(${JSON.stringify(games)}::jsonb) AS g(vassalage text, "gameCode" text, "nodeId" bigint,
                 name text, "gameType" text, family text, source text, "cadenceSeconds" integer, schedule jsonb,
                 "closeSeconds" integer)
            ORDER BY g.vassalage, g."gameCode"
            ON CONFLICT (merchant_code, vassalage, game_code) DO NOTHING
            RETURNING 1
          ) SELECT count(*)::text AS n FROM added`,
    );
    return Number(rows[0]?.n ?? 0);
  },

  games: (db: Tx, merchantCode: string) =>
    queryRows<LotteryGameRow>(
      db,
      sql`SELECT ${GAME_COLUMNS} FROM lottery_game WHERE merchant_code = ${merchantCode} ORDER BY vassalage, game_code`,
    ),

  async gameById(db: Tx, id: number): Promise<LotteryGameRow | null> {
    const rows = await queryRows<LotteryGameRow>(db, sql`SELECT ${GAME_COLUMNS} FROM lottery_game WHERE id = ${id}`);
    return rows[0] ?? null;
  },

  async gameByCode(db: Tx, merchantCode: string, gameCode: string): Promise<LotteryGameRow | null> {
    const rows = await queryRows<LotteryGameRow>(
      db,
      sql`SELECT ${GAME_COLUMNS} FROM lottery_game WHERE merchant_code = ${merchantCode} AND game_code = ${gameCode}
          ORDER BY vassalage LIMIT 1`,
    );
    return rows[0] ?? null;
  },

  /** The last draw instant already opened per game (null: none yet). */
  async lastOpened(db: Tx, merchantCode: string): Promise<Map<number, Date>> {
    const rows = await queryRows<{ game_id: string; last: Date | string }>(
      db,
      sql`SELECT i.game_id::text, max(i.draw_at) AS last FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
          WHERE g.merchant_code = ${merchantCode} GROUP BY i.game_id`,
    );
    return new Map(rows.map((r) => [Number(r.game_id), new Date(r.last)]));
  },

  /** Opens issues; one already there (another instance opened it) is left alone. */
  async openIssues(tx: Tx, issues: readonly NewIssue[]): Promise<number> {
    if (issues.length === 0) return 0;
    const rows = await queryRows<{ n: string }>(
      tx,
      sql`WITH opened AS (
            INSERT INTO lottery_issue (game_id, code, sale_start, sale_end, draw_at, seed, seed_hash)
            SELECT i."gameId", i.code, i."saleStart", i."saleEnd", i."drawAt", i.seed, i."seedHash"
            FROM jsonb_to_recordset(${JSON.stringify(issues)}::jsonb) AS i("gameId" bigint, code text,
                 "saleStart" timestamptz, "saleEnd" timestamptz, "drawAt" timestamptz, seed text, "seedHash" text)
            ORDER BY i."gameId", i."drawAt"
            ON CONFLICT (game_id, code) DO NOTHING
            RETURNING 1
          ) SELECT count(*)::text AS n FROM opened`,
    );
    return Number(rows[0]?.n ?? 0);
  },

  /** An issue; locked FOR UPDATE (`true`: draws, results, voids) or FOR SHARE (a settlement batch: a void waits for it). */
  async issueById(db: Tx, id: number, lock: boolean | 'share' = false): Promise<LotteryIssueRow | null> {
    const locking = lock === 'share' ? sql`FOR SHARE` : lock ? sql`FOR UPDATE` : sql``;
    const rows = await queryRows<LotteryIssueRow>(
      db,
      sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issue WHERE id = ${id} ${locking}`,
    );
    return rows[0] ? dates(rows[0]) : null;
  },

  async issueByCode(db: Tx, gameId: number, code: string): Promise<LotteryIssueRow | null> {
    const rows = await queryRows<LotteryIssueRow>(
      db,
      sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issue WHERE game_id = ${gameId} AND code = ${code}`,
    );
    return rows[0] ? dates(rows[0]) : null;
  },

  /** Issues whose sale has ended become CLOSED (one statement; a re-run finds none). */
  async closeEnded(db: Tx, now: Date): Promise<number> {
    const rows = await queryRows<{ n: string }>(
      db,
      sql`WITH closed AS (
            UPDATE lottery_issue SET status = 'CLOSED' WHERE status = 'OPEN' AND sale_end <= ${now} RETURNING 1
          ) SELECT count(*)::text AS n FROM closed`,
    );
    return Number(rows[0]?.n ?? 0);
  },

  /** Issues due for a draw whose results the platform draws (FAIR, or the local PROVIDER), oldest first. */
  dueToDraw: (db: Tx, now: Date, limit: number) =>
    queryRows<{ id: string }>(
      db,
      sql`SELECT i.id::text FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
          WHERE i.status IN ('OPEN', 'CLOSED') AND i.draw_at <= ${now} AND g.source <> 'MANUAL'
          ORDER BY i.draw_at, i.id LIMIT ${limit}`,
    ),

  /** Drawn issues waiting for settlement, oldest first. */
  drawnIssues: (db: Tx, limit: number) =>
    queryRows<{ id: string }>(
      db,
      sql`SELECT id::text FROM lottery_issue WHERE status = 'DRAWN' ORDER BY drawn_at, id LIMIT ${limit}`,
    ),

  /** A void issue's risk released: no stake on any number, no potential payout for any player. */
  async releaseRisk(tx: Tx, issueId: number): Promise<void> {
    await tx.execute(sql`UPDATE lottery_exposure SET stake = 0 WHERE issue_id = ${issueId} AND stake <> 0`);
    await tx.execute(
      sql`UPDATE lottery_player_issue SET max_payout = 0 WHERE issue_id = ${issueId} AND max_payout <> 0`,
    );
  },

  async markVoid(tx: Tx, issueId: number, reason: string, at: Date): Promise<void> {
    await tx.execute(
      sql`UPDATE lottery_issue SET status = 'VOID', void_reason = ${reason}, settled_at = ${at} WHERE id = ${issueId}`,
    );
  },

  /** Records a result on an issue still waiting for one (OPEN or CLOSED); false when it has one already. */
  async recordResult(
    tx: Tx,
    issueId: number,
    r: { result: unknown; text: string; source: 'FAIR' | 'PROVIDER' | 'OPERATOR'; at: Date },
  ): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE lottery_issue SET status = 'DRAWN', result = ${JSON.stringify(r.result)}::jsonb, result_text = ${r.text},
                 result_source = ${r.source}, drawn_at = ${r.at}
          WHERE id = ${issueId} AND status IN ('OPEN', 'CLOSED') RETURNING id::text`,
    );
    return rows.length === 1;
  },
};
