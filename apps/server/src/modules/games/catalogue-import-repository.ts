import { sql } from 'drizzle-orm';
import type { VendorStatus } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';
import { game, gameVendor } from './games-tables.js';

/** The import's transaction, or the database itself for a preview's reads. */
export type ImportTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type VendorRecord = {
  vassalage: string;
  game_type: string;
  display_name: string;
  lager_icon: string | null;
  sort: number;
  status: VendorStatus;
};

/** The game columns a re-import overwrites (everything but the key, the id and the creation time). */
const UPDATED_ON_IMPORT = [
  'gameType',
  'isGame',
  'gameClassify',
  'gameName',
  'names',
  'searchName',
  'iconUrl',
  'isHot',
  'supportPlay',
  'isNew',
  'sort',
  'status',
  'updatedAt',
] as const;

/** ON CONFLICT DO UPDATE's SET: each of those columns takes the row that was to be inserted. */
const SET_FROM_EXCLUDED = Object.fromEntries(
  UPDATED_ON_IMPORT.map((key) => [key, sql.raw(`excluded.${game[key].name}`)]),
);

/** SQL of the catalogue import; every function runs in the import's transaction. */
export const catalogueImportRepository = {
  vendors: (tx: ImportTx) =>
    queryRows<VendorRecord>(
      tx,
      sql`SELECT vassalage, game_type, display_name, lager_icon, sort, status FROM game_vendor`,
    ),

  async insertVendor(tx: ImportTx, values: typeof gameVendor.$inferInsert) {
    await tx.insert(gameVendor).values(values);
  },

  async updateVendor(
    tx: ImportTx,
    key: { vassalage: string; gameType: string },
    next: {
      displayName?: string | undefined;
      lagerIcon?: string | undefined;
      sort?: number | undefined;
      status?: VendorStatus | undefined;
    },
    now: Date,
  ) {
    await tx.execute(
      sql`UPDATE game_vendor SET display_name = ${next.displayName}, lager_icon = ${next.lagerIcon ?? null}, sort = ${next.sort},
            status = ${next.status}, updated_at = ${now.toISOString()}
          WHERE vassalage = ${key.vassalage} AND game_type = ${key.gameType}`,
    );
  },

  games: (tx: ImportTx) => tx.select().from(game),

  /** Inserts or updates the games by (vendor, game code), 500 rows a statement; `written` after each. */
  async upsertGames(tx: ImportTx, writes: Array<typeof game.$inferInsert>, written?: (rows: number) => void) {
    for (let i = 0; i < writes.length; i += 500) {
      await tx
        .insert(game)
        .values(writes.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [game.vassalage, game.gameCode],
          set: SET_FROM_EXCLUDED,
        });
      written?.(Math.min(i + 500, writes.length));
    }
  },
};
