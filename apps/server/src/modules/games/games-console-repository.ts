import { sql, type SQL } from 'drizzle-orm';
import { searchWords, type ConsoleGameQuery, type VendorStatus } from '@fortuna/contracts';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import { likeEscape } from './games-fns.js';
import { vendorStatusAt } from './games-repository.js';

type Handle = Db | DbTransaction;

export type ConsoleVendorRow = {
  vassalage: string;
  game_type: string;
  display_name: string;
  sort: number;
  status: VendorStatus;
  shown_status: VendorStatus;
  maintenance_start: Date | string | null;
  maintenance_end: Date | string | null;
  updated_at: Date | string;
  games: number | string;
  enabled_games: number | string;
};

export type ConsoleGameRow = {
  node_id: number | string;
  vassalage: string;
  game_type: string;
  game_code: string;
  game_name: string;
  is_game: 'GAME' | 'VASSALAGE';
  game_classify: string | null;
  is_hot: number;
  is_new: number;
  sort: number;
  status: VendorStatus;
  vendor_status: VendorStatus;
  shown_vendor_status: VendorStatus;
  updated_at: Date | string;
};

const VENDOR_SELECT = (now: Date) => sql`SELECT v.vassalage, v.game_type, v.display_name, v.sort, v.status,
    ${vendorStatusAt(now)} AS shown_status, v.maintenance_start, v.maintenance_end, v.updated_at,
    (SELECT count(*) FROM game g WHERE g.vassalage = v.vassalage AND g.game_type = v.game_type) AS games,
    (SELECT count(*) FROM game g WHERE g.vassalage = v.vassalage AND g.game_type = v.game_type
       AND g.status <> 'DISABLED') AS enabled_games
  FROM game_vendor v`;

const GAME_COLUMNS = (now: Date) => sql`g.node_id, g.vassalage, g.game_type, g.game_code, g.game_name, g.is_game,
    g.game_classify, g.is_hot, g.is_new, g.sort, g.status, v.status AS vendor_status,
    ${vendorStatusAt(now)} AS shown_vendor_status, g.updated_at`;
const GAME_FROM = sql`FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type`;

function gameWhere(q: ConsoleGameQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (q.vassalage) where.push(sql`g.vassalage = ${q.vassalage}`);
  if (q.gameType) where.push(sql`g.game_type = ${q.gameType}`);
  if (q.gameClassify) where.push(sql`g.game_classify = ${q.gameClassify}`);
  if (q.enabled !== undefined) where.push(q.enabled ? sql`g.status <> 'DISABLED'` : sql`g.status = 'DISABLED'`);
  if (q.hot !== undefined) where.push(sql`g.is_hot = ${q.hot ? 1 : 0}`);
  if (q.q) {
    const words = searchWords(q.q).map((w) => sql`g.search_name LIKE ${`%${likeEscape(w)}%`}`);
    const byName = words.length ? sql.join(words, sql` AND `) : sql`false`;
    where.push(sql`(${byName} OR lower(g.game_code) LIKE ${`%${likeEscape(q.q.toLowerCase())}%`})`);
  }
  return sql.join(where, sql` AND `);
}

/** The console's SQL on the catalogue (game_vendor, game): every row, disabled ones included. */
export const gamesConsoleRepository = {
  vendors: (db: Handle, now: Date) =>
    queryRows<ConsoleVendorRow>(db, sql`${VENDOR_SELECT(now)} ORDER BY v.game_type, v.sort, v.vassalage`),

  async vendor(db: Handle, key: { vassalage: string; gameType: string }, now: Date) {
    const rows = await queryRows<ConsoleVendorRow>(
      db,
      sql`${VENDOR_SELECT(now)} WHERE v.vassalage = ${key.vassalage} AND v.game_type = ${key.gameType}`,
    );
    return rows[0] ?? null;
  },

  async lockVendor(tx: DbTransaction, key: { vassalage: string; gameType: string }) {
    const rows = await queryRows<{ status: VendorStatus }>(
      tx,
      sql`SELECT status FROM game_vendor WHERE vassalage = ${key.vassalage} AND game_type = ${key.gameType} FOR UPDATE`,
    );
    return rows[0] ?? null;
  },

  async updateVendor(
    tx: DbTransaction,
    key: { vassalage: string; gameType: string },
    next: { status: VendorStatus; sort: number; start: string | null; end: string | null },
    now: Date,
  ) {
    await tx.execute(sql`UPDATE game_vendor SET status = ${next.status}, sort = ${next.sort},
        maintenance_start = ${next.start}::timestamptz, maintenance_end = ${next.end}::timestamptz,
        updated_at = ${now.toISOString()}
      WHERE vassalage = ${key.vassalage} AND game_type = ${key.gameType}`);
  },

  /** One page in lobby order within each vendor, and the total. */
  async games(db: Handle, q: ConsoleGameQuery, now: Date) {
    const offset = (q.pageNo - 1) * q.pageSize;
    const rows = await queryRows<ConsoleGameRow & { total: number | string }>(
      db,
      sql`SELECT ${GAME_COLUMNS(now)}, count(*) OVER () AS total ${GAME_FROM} WHERE ${gameWhere(q)}
          ORDER BY g.game_type, g.vassalage, g.sort, g.node_id LIMIT ${q.pageSize} OFFSET ${offset}`,
    );
    if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
    const counted = await queryRows<{ total: number | string }>(
      db,
      sql`SELECT count(*) AS total FROM game g WHERE ${gameWhere(q)}`,
    );
    return { rows, total: Number(counted[0]?.total ?? 0) };
  },

  async game(db: Handle, nodeId: number, now: Date) {
    const rows = await queryRows<ConsoleGameRow>(
      db,
      sql`SELECT ${GAME_COLUMNS(now)} ${GAME_FROM} WHERE g.node_id = ${nodeId}`,
    );
    return rows[0] ?? null;
  },

  /** The games' rows locked for a change, in id order (concurrent bulk changes never deadlock). */
  lockGames: (tx: DbTransaction, nodeIds: readonly number[]) =>
    queryRows<{
      node_id: number | string;
      status: VendorStatus;
      is_hot: number;
      sort: number;
      game_classify: string | null;
    }>(
      tx,
      sql`SELECT node_id, status, is_hot, sort, game_classify FROM game
          WHERE node_id IN (${sql.join(
            nodeIds.map((id) => sql`${id}`),
            sql`, `,
          )}) ORDER BY node_id FOR UPDATE`,
    ),

  async updateGame(
    tx: DbTransaction,
    nodeId: number,
    next: { status: VendorStatus; is_hot: number; sort: number; game_classify: string | null },
    now: Date,
  ) {
    await tx.execute(sql`UPDATE game SET status = ${next.status}, is_hot = ${next.is_hot}, sort = ${next.sort},
        game_classify = ${next.game_classify}, updated_at = ${now.toISOString()} WHERE node_id = ${nodeId}`);
  },
};
