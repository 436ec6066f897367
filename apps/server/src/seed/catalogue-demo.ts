import { sql } from 'drizzle-orm';
import { seededRandom } from '../modules/games/artwork-fns.js';
import { winnerBoardEntry } from '../modules/games/games-tables.js';
import { queryRows, type Db } from '../platform/db.js';
import { seedCatalogueContent } from './catalogue-content.js';
import { WINNER_NAMES } from './catalogue-names.js';
import { seedDemoGames } from './catalogue-seed.js';

/** Issue 5's demo data: the game catalogue, winner board, announcements and banners. */
export async function seedCatalogueDemo(db: Db, merchantCode: string): Promise<void> {
  await seedDemoGames(db); // already there when the database came from the PGlite template
  await seedWinnerBoard(db, merchantCode);
  await seedCatalogueContent(db, merchantCode);
}

/** A winner board to show until game rounds (issue 6) record real wins, ending now. */
async function seedWinnerBoard(db: Db, merchantCode: string): Promise<void> {
  const playable = (
    await queryRows<{ node_id: number | string }>(
      db,
      sql`SELECT node_id FROM game WHERE game_type IN ('RNG', 'FISH', 'LIVE', 'PVP') ORDER BY node_id`,
    )
  ).map((r) => Number(r.node_id));
  const random = seededRandom(7_700_001);
  const now = Date.now();
  await db.insert(winnerBoardEntry).values(
    Array.from({ length: 80 }, (_, i) => {
      const name = WINNER_NAMES[Math.floor(random() * WINNER_NAMES.length)] as string;
      // Mostly thousands, now and then a very big win: skewed like real boards.
      const pesos = Math.round(1_000 + random() ** 3 * 2_500_000);
      return {
        merchantCode,
        nodeId: playable[Math.floor(random() * playable.length)] as number,
        customerName: `${name}${Math.floor(random() * 90 + 10)}`,
        winAmount: BigInt(pesos) * 100n + BigInt(Math.floor(random() * 100)),
        wonAt: new Date(now - i * 47 * 60_000),
      };
    }),
  );
}
