import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
// The file, not the package index: main.ts loads this module before the rest of the server.
import { normalizeSearchText } from '@fortuna/contracts/games-fns';
import { gameVendor } from '../modules/games/games-tables.js';
import { queryRows, type Db } from '../platform/db.js';
import type { PgliteTemplateSeed } from '../platform/pglite-template.js';

export { buildDemoCatalogue, DEMO_VENDORS } from './demo-catalogue.js';
import { buildDemoCatalogue } from './demo-catalogue.js';

/**
 * Bump when the rows seedDemoGames writes change in a way the catalogue itself does not show
 * (the insert below): the PGlite template with the demo games is named after this and the data.
 */
const DEMO_GAMES_SEED = 'catalogue-games-v1';

/** The demo catalogue's rows as seedDemoGames writes them. */
function demoGamesRows() {
  const { vendors, games } = buildDemoCatalogue();
  return {
    vendors: vendors.map((v, i) => ({
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: v.displayName,
      sort: (i + 1) * 10,
      status: v.status ?? 'ACTIVE',
    })),
    // One statement with one JSON parameter: far cheaper than thousands of bound parameters.
    gamesJson: JSON.stringify(games.map((g, ord) => ({ ...g, ord, searchName: normalizeSearchText(g.gameName) }))),
  };
}

/**
 * The demo vendors and games, once per database: the claim is a `seed_run` row of their own,
 * apart from the demo seed that calls this. They hold no secret, no merchant and no time, so a
 * new embedded database gets them from the PGlite template (demoGamesTemplateSeed) and the
 * first start skips ~0.7 s of inserting and indexing 1,689 games.
 */
export async function seedDemoGames(db: Db): Promise<void> {
  const claimed = await queryRows(
    db,
    sql`INSERT INTO seed_run (name) VALUES (${DEMO_GAMES_SEED}) ON CONFLICT (name) DO NOTHING RETURNING name`,
  );
  if (claimed.length === 0) return;
  const { vendors, gamesJson } = demoGamesRows();
  await db.insert(gameVendor).values(vendors);
  // The name-search trigram index is built once after the rows go in, not grown row by row:
  // ~250 ms less. Its definition is read from the database, not repeated here.
  const trigram = await queryRows<{ indexdef: string }>(
    db,
    sql`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'game' AND indexname = 'game_search_trgm'`,
  );
  if (trigram[0]) await db.execute(sql`DROP INDEX game_search_trgm`);
  await db.execute(
    sql`INSERT INTO game (vassalage, game_type, game_code, is_game, game_classify, game_name, search_name, is_hot, support_play, is_new, sort)
        SELECT r."vassalage", r."gameType", r."gameCode", r."isGame", r."gameClassify", r."gameName", r."searchName", r."isHot", r."supportPlay", r."isNew", r."sort"
        FROM jsonb_to_recordset(${gamesJson}::jsonb) AS r("vassalage" text, "gameType" text, "gameCode" text, "isGame" text, "gameClassify" text,
          "gameName" text, "searchName" text, "isHot" smallint, "supportPlay" smallint, "isNew" smallint, "sort" integer, "ord" integer)
        ORDER BY r."ord"`,
  );
  if (trigram[0]) await db.execute(sql.raw(trigram[0].indexdef));
}

let demoGamesTemplate: PgliteTemplateSeed | undefined;
/**
 * The demo games as PGlite template data, named after their rows (see pglite-template.ts). Made
 * once per process: naming it builds and hashes the whole catalogue, and every in-memory test
 * database asks for it.
 */
export function demoGamesTemplateSeed(): PgliteTemplateSeed {
  if (!demoGamesTemplate) {
    const { vendors, gamesJson } = demoGamesRows();
    const digest = createHash('sha256')
      .update(DEMO_GAMES_SEED)
      .update('\0')
      .update(JSON.stringify(vendors))
      .update('\0')
      .update(gamesJson)
      .digest('hex');
    demoGamesTemplate = {
      id: `demo-${digest.slice(0, 12)}`,
      apply: (database) => database.db.transaction((tx) => seedDemoGames(tx)),
    };
  }
  return demoGamesTemplate;
}
