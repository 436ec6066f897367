import { wallClockMs } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { withStartupLock } from '../../platform/startup-lock.js';
import type { GamesService } from '../games/games-service.js';
import { LOTTERY_VENDORS, lotteryGameOf, type LotteryGameDef } from './lottery-games-fns.js';
import { lotteryRepository as repo } from './lottery-repository.js';

export type LotteryGamesDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  games: Pick<GamesService, 'repo'>;
};

/** Minutes east of UTC of the brand's zone now (fast games' issue days follow the brand's calendar). */
export const brandOffsetMinutes = (at: Date, timeZone: string): number =>
  Math.round((wallClockMs(at, timeZone) - at.getTime()) / 60_000);

/**
 * Adds the catalogue's lottery games the lottery does not run yet (at start, under the start-up
 * lock so instances starting together add each once). A game already there keeps what operators
 * set (enabled, prize group, limits, source).
 */
export async function syncGames(deps: LotteryGamesDeps): Promise<number> {
  const rows = await deps.games.repo.rows({ vendors: LOTTERY_VENDORS, gamesOnly: true }, 10_000);
  const offset = brandOffsetMinutes(deps.clock(), deps.timeZone);
  const defs = rows.map((g) => lotteryGameOf(g, offset)).filter((g): g is LotteryGameDef => g !== null);
  return withStartupLock(deps.db, (tx) => repo.addGames(tx, deps.merchantCode, defs));
}
