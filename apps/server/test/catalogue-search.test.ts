import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COCKFIGHT_VENDOR_CODES, searchWords } from '@fortuna/contracts';
import { buildSearchIndex, searchCatalogue } from '../src/modules/games/catalogue-search.js';
import { createGamesRepository, type GameFilter } from '../src/modules/games/games-repository.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';
import type { Database } from '../src/platform/db.js';

/**
 * Name searches run in memory (catalogue-search.ts); every other list in SQL. The two must give
 * the same answer for every filter a search combines with: same games, same order, same total.
 */
describe.each(TEST_DATABASES)('in-memory name search matches the SQL list on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  // One letter (no index piece: every game checked), two letters (2-grams), longer words
  // (3-grams), several words, accents, a piece no game has.
  const terms = [
    'fortune',
    'dragon gold',
    'Đà Nẵng',
    'KOI',
    'a',
    'e',
    'zz-no-such-game',
    'ti',
    'royal',
    'bingo',
    'fish',
    'ba',
    'o x',
    'qx',
    'gon',
    'drag',
    'ragon dra',
    'k',
    'ne fortu',
  ];
  const filters: GameFilter[] = [
    {},
    { category: 'RNG' },
    { category: 'LIVE' },
    { category: 'FISH' },
    { category: 'SPORTS' },
    { category: 'ESPORTS' },
    { category: 'COCKFIGHT' },
    { vassalage: 'JILI' },
    { vendors: ['JILI', 'PG', ...COCKFIGHT_VENDOR_CODES] },
    { hotOnly: true },
    { newOnly: true },
    { gamesOnly: true },
    { category: 'LOTTERY', gameClassify: 'BINGO' },
    { hiddenClassifications: ['BINGO'] },
  ];

  it('the demo seed leaves the trigram index in place (it rebuilds it after its bulk insert)', async () => {
    const result: unknown = await database.db.execute(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'game' AND indexname = 'game_search_trgm'",
    );
    expect((result as { rows: Array<{ indexdef: string }> }).rows[0]?.indexdef).toContain('gin_trgm_ops');
  });

  it('for every term and filter, page by page', async () => {
    const repo = createGamesRepository(database.db);
    const games = await repo.searchable();
    expect(games.length).toBeGreaterThan(1_000);
    const index = buildSearchIndex(games);
    let compared = 0;
    let matched = 0;
    for (const term of terms) {
      const words = searchWords(term);
      for (const filter of filters) {
        const f = { ...filter, words };
        for (const [limit, offset] of [
          [18, 0],
          [18, 18],
          [5, 40],
        ] as const) {
          const sqlPage = await repo.page(f, limit, offset);
          const memoryPage = searchCatalogue(index, f, limit, offset);
          const ids = (rows: Array<{ node_id: number | string }>) => rows.map((r) => Number(r.node_id));
          expect({
            term,
            filter,
            offset,
            ids: ids(memoryPage.positions.map((at) => games[at] as (typeof games)[number])),
            total: memoryPage.total,
          }).toEqual({
            term,
            filter,
            offset,
            ids: ids(sqlPage.rows),
            total: sqlPage.total,
          });
          compared++;
          if (sqlPage.total > 0) matched++;
        }
      }
    }
    expect(compared).toBe(terms.length * filters.length * 3);
    expect(matched).toBeGreaterThan(compared / 3); // the terms find games, not only empty lists
  }, 120_000);
});
