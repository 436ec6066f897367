import { sql, type SQL } from 'drizzle-orm';
import { EXCLUDED_GAME_TYPES } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';
import { categoryScope, likeEscape, type CategoryScope, type GameRow } from './games-fns.js';

/** What a game list may be narrowed by; every list also hides disabled rows and HOME/PROMO. */
export type GameFilter = {
  category?: string | undefined;
  vassalage?: string | undefined;
  vendors?: readonly string[] | undefined;
  gameClassify?: string | undefined;
  /** Classifications the brand does not offer (bingo without the second language). */
  hiddenClassifications?: readonly string[] | undefined;
  words?: readonly string[] | undefined;
  hotOnly?: boolean | undefined;
  newOnly?: boolean | undefined;
  favouritesOf?: number | undefined;
  recentOf?: number | undefined;
  /** Only playable games, not vendor-level (VASSALAGE) entries. */
  gamesOnly?: boolean | undefined;
};

/**
 * A vendor's status as players see it at `now`: MAINTENANCE inside its maintenance window
 * (migration 0034), else the stored status. `v` is the game_vendor row.
 */
export const vendorStatusAt = (now: Date): SQL =>
  sql`(CASE WHEN v.status = 'ACTIVE' AND v.maintenance_start <= ${now.toISOString()}::timestamptz
        AND ${now.toISOString()}::timestamptz < v.maintenance_end THEN 'MAINTENANCE' ELSE v.status END)`;

const GAME_COLUMNS =
  sql.raw(`g.node_id, g.vassalage, g.game_type, g.game_code, g.is_game, g.game_classify, g.game_name, g.names,
  g.icon_url, g.is_hot, g.support_play, g.is_new, g.sort, g.status`);
const EXCLUDED = sql.raw(EXCLUDED_GAME_TYPES.map((t) => `'${t}'`).join(', '));

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function scopeSql(scopes: CategoryScope[]): SQL {
  const alternatives = scopes.map((s) => {
    const parts: SQL[] = [sql`g.game_type IN (${list(s.gameTypes)})`];
    if (s.onlyVendors) parts.push(sql`g.vassalage IN (${list(s.onlyVendors)})`);
    if (s.exceptVendors) parts.push(sql`g.vassalage NOT IN (${list(s.exceptVendors)})`);
    return sql`(${sql.join(parts, sql` AND `)})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

function fromAndWhere(f: GameFilter): SQL {
  const joins: SQL[] = [sql`JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type`];
  if (f.favouritesOf !== undefined)
    joins.push(sql`JOIN favourite_game fav ON fav.node_id = g.node_id AND fav.member_id = ${f.favouritesOf}`);
  if (f.recentOf !== undefined)
    joins.push(sql`JOIN recent_game rec ON rec.node_id = g.node_id AND rec.member_id = ${f.recentOf}`);
  const where: SQL[] = [
    sql`g.status <> 'DISABLED'`,
    sql`v.status <> 'DISABLED'`,
    sql`g.game_type NOT IN (${EXCLUDED})`,
  ];
  if (f.category) where.push(scopeSql(categoryScope(f.category)));
  if (f.vassalage) where.push(sql`g.vassalage = ${f.vassalage}`);
  if (f.vendors) where.push(f.vendors.length ? sql`g.vassalage IN (${list(f.vendors)})` : sql`false`);
  if (f.gameClassify) where.push(sql`g.game_classify = ${f.gameClassify}`);
  for (const hidden of f.hiddenClassifications ?? []) where.push(sql`g.game_classify IS DISTINCT FROM ${hidden}`);
  if (f.hotOnly) where.push(sql`g.is_hot = 1`);
  if (f.newOnly) where.push(sql`g.is_new = 1`);
  if (f.gamesOnly) where.push(sql`g.is_game = 'GAME'`);
  // Each word is an infix match on the normalized name: the trigram index answers it.
  for (const word of f.words ?? []) where.push(sql`g.search_name LIKE ${`%${likeEscape(word)}%`}`);
  return sql`FROM game g ${sql.join(joins, sql` `)} WHERE ${sql.join(where, sql` AND `)}`;
}

function orderBy(f: GameFilter): SQL {
  if (f.favouritesOf !== undefined) return sql`ORDER BY fav.created_at DESC, g.node_id DESC`;
  if (f.recentOf !== undefined) return sql`ORDER BY rec.launched_at DESC, g.node_id DESC`;
  const first = f.words?.[0];
  // Names that start with the first word come before names that merely contain it.
  if (first) return sql`ORDER BY (g.search_name LIKE ${`${likeEscape(first)}%`}) DESC, g.sort, g.node_id`;
  return sql`ORDER BY g.sort, g.node_id`;
}

export type VendorRow = {
  vassalage: string;
  game_type: string;
  display_name: string;
  lager_icon: string | null;
  sort: number;
  /** As players see it now (inside the maintenance window: MAINTENANCE). */
  status: string;
  maintenance_start: Date | string | null;
  maintenance_end: Date | string | null;
};

/** The catalogue's game reads: pages, search rows, one game. */
function gameQueries(db: Db, clock: () => Date) {
  const COLUMNS = () => sql`${GAME_COLUMNS}, ${vendorStatusAt(clock())} AS vendor_status`;
  return {
    /** One page and the total in one round trip (the total rides on every row). */
    async page(f: GameFilter, limit: number, offset: number): Promise<{ rows: GameRow[]; total: number }> {
      const rows = await queryRows<GameRow & { total: string | number }>(
        db,
        sql`SELECT ${COLUMNS()}, count(*) OVER () AS total ${fromAndWhere(f)} ${orderBy(f)} LIMIT ${limit} OFFSET ${offset}`,
      );
      if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
      // Past the last page: the window count came back empty, ask for it alone.
      const counted = await queryRows<{ total: string | number }>(db, sql`SELECT count(*) AS total ${fromAndWhere(f)}`);
      return { rows, total: Number(counted[0]?.total ?? 0) };
    },

    /** Every listable game with its search text, in list order (for catalogue-search.ts). */
    searchable: () =>
      queryRows<GameRow & { search_name: string }>(
        db,
        sql`SELECT ${COLUMNS()}, g.search_name ${fromAndWhere({})} ${orderBy({})}`,
      ),

    rows: (f: GameFilter, limit: number) =>
      queryRows<GameRow>(db, sql`SELECT ${COLUMNS()} ${fromAndWhere(f)} ${orderBy(f)} LIMIT ${limit}`),

    async byNodeId(nodeId: number): Promise<(GameRow & { search_name: string }) | null> {
      const rows = await queryRows<GameRow & { search_name: string }>(
        db,
        sql`SELECT ${COLUMNS()}, g.search_name FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type
            WHERE g.node_id = ${nodeId}`,
      );
      return rows[0] ?? null;
    },

    /** What a launch needs to know of a game: its vendor, free-trial support and both statuses. */
    async launchable(nodeId: number) {
      const rows = await queryRows<{
        node_id: string;
        vassalage: string;
        support_play: number;
        status: string;
        vendor_status: string | null;
      }>(
        db,
        sql`SELECT g.node_id::text, g.vassalage, g.support_play, g.status, ${vendorStatusAt(clock())} AS vendor_status
            FROM game g LEFT JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type
            WHERE g.node_id = ${nodeId}`,
      );
      return rows[0] ?? null;
    },
  };
}

/** The catalogue's vendors and their cards. */
function vendorQueries(db: Db, clock: () => Date) {
  const VENDOR_COLUMNS = () =>
    sql`v.vassalage, v.game_type, v.display_name, v.lager_icon, v.sort, ${vendorStatusAt(clock())} AS status,
        v.maintenance_start, v.maintenance_end`;
  return {
    vendors: () =>
      queryRows<VendorRow>(
        db,
        sql`SELECT ${VENDOR_COLUMNS()} FROM game_vendor v
            WHERE v.status <> 'DISABLED' AND v.game_type NOT IN (${EXCLUDED}) ORDER BY v.sort, v.vassalage`,
      ),

    async vendor(vassalage: string): Promise<VendorRow | null> {
      const rows = await queryRows<VendorRow>(
        db,
        sql`SELECT ${VENDOR_COLUMNS()} FROM game_vendor v WHERE v.vassalage = ${vassalage} ORDER BY v.sort LIMIT 1`,
      );
      return rows[0] ?? null;
    },

    /** Which classifications each vendor card has games in. */
    classifications: () =>
      queryRows<{ vassalage: string; game_type: string; game_classify: string }>(
        db,
        sql`SELECT DISTINCT vassalage, game_type, game_classify FROM game WHERE game_classify IS NOT NULL AND status <> 'DISABLED'`,
      ),

    /** The vendor-level (VASSALAGE) entry of each vendor card, which launches the vendor. */
    lobbyEntries: () =>
      queryRows<{ vassalage: string; game_type: string; node_id: number | string }>(
        db,
        sql`SELECT vassalage, game_type, min(node_id) AS node_id FROM game WHERE is_game = 'VASSALAGE' AND status <> 'DISABLED'
            GROUP BY vassalage, game_type`,
      ),
  };
}

/** A member's favourites and recent games. */
function memberGameQueries(db: Db) {
  return {
    favouriteIds: (memberId: number, f: GameFilter, limit: number, offset: number) =>
      queryRows<{ node_id: number | string; vassalage: string; game_type: string; total: string | number }>(
        db,
        sql`SELECT g.node_id, g.vassalage, g.game_type, count(*) OVER () AS total ${fromAndWhere({ ...f, favouritesOf: memberId })}
            ${orderBy({ favouritesOf: memberId })} LIMIT ${limit} OFFSET ${offset}`,
      ),

    async addFavourite(memberId: number, nodeId: number, at: Date) {
      await db.execute(
        sql`INSERT INTO favourite_game (member_id, node_id, created_at) VALUES (${memberId}, ${nodeId}, ${at.toISOString()}) ON CONFLICT DO NOTHING`,
      );
    },
    async removeFavourite(memberId: number, nodeId: number) {
      await db.execute(sql`DELETE FROM favourite_game WHERE member_id = ${memberId} AND node_id = ${nodeId}`);
    },

    /** Moves the game to the top of the member's recent list, keeping the newest `keep`. */
    async recordLaunch(memberId: number, nodeId: number, at: Date, keep: number) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO recent_game (member_id, node_id, launched_at) VALUES (${memberId}, ${nodeId}, ${at.toISOString()})
          ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = EXCLUDED.launched_at, launch_count = recent_game.launch_count + 1`);
        await tx.execute(sql`DELETE FROM recent_game WHERE member_id = ${memberId} AND node_id IN (
          SELECT node_id FROM recent_game WHERE member_id = ${memberId} ORDER BY launched_at DESC, node_id DESC OFFSET ${keep})`);
      });
    },
  };
}

/** How far back the winner board looks: the biggest wins of the last week (DEFAULT, docs/decisions.md). */
export const WINNER_BOARD_DAYS = 7;

/** The winners board. */
function winnerQueries(db: Db, clock: () => Date) {
  return {
    winners: (merchantCode: string, category: string | undefined, limit: number) =>
      queryRows<{
        node_id: number | string;
        customer_name: string;
        win_amount: string;
        won_at: string | Date;
        game_name: string;
        names: Record<string, string> | null;
        icon_url: string | null;
        game_type: string;
      }>(
        db,
        sql`SELECT w.node_id, w.customer_name, w.win_amount, w.won_at, g.game_name, g.names, g.icon_url, g.game_type
            FROM winner_board_entry w JOIN game g ON g.node_id = w.node_id
            WHERE w.merchant_code = ${merchantCode} AND g.status <> 'DISABLED' AND g.game_type NOT IN (${EXCLUDED})
              AND w.won_at >= ${new Date(clock().getTime() - WINNER_BOARD_DAYS * 86_400_000).toISOString()}
            ${category ? sql`AND ${scopeSql(categoryScope(category))}` : sql``}
            ORDER BY w.win_amount DESC, w.won_at DESC, w.id LIMIT ${limit}`,
      ),

    async recordWin(merchantCode: string, nodeId: number, customerName: string, winAmount: bigint, at: Date) {
      await db.execute(sql`INSERT INTO winner_board_entry (merchant_code, node_id, customer_name, win_amount, won_at)
        VALUES (${merchantCode}, ${nodeId}, ${customerName}, ${winAmount.toString()}::bigint, ${at.toISOString()})`);
    },
  };
}

/** SQL of the games module only; the services decide what it means. */
export function createGamesRepository(db: Db, clock: () => Date = () => new Date()) {
  return {
    ...gameQueries(db, clock),
    ...vendorQueries(db, clock),
    ...memberGameQueries(db),
    ...winnerQueries(db, clock),
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
