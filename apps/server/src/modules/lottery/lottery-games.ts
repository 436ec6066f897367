import { wallClockMs } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { withStartupLock } from '../../platform/startup-lock.js';
import type { GamesService } from '../games/games-service.js';
import { LOTTERY_VENDORS, lotteryGameOf, type LotteryGameDef } from './lottery-games-fns.js';
import { newSeed } from './lottery-draws.js';
import { issuesAhead } from './lottery-issues-fns.js';
import { lotteryRepository as repo, type NewIssue } from './lottery-repository.js';

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

/**
 * Opens the issues each enabled game keeps ahead (fast: the current and the next 30; scheduled:
 * the next 7 days), each FAIR or PROVIDER issue with a fresh seed whose hash is published. Safe on
 * several instances at once: an issue opened already is left as it is (its seed too).
 */
export async function openIssuesAhead(deps: Pick<LotteryGamesDeps, 'db' | 'merchantCode'>, now: Date): Promise<number> {
  const games = (await repo.games(deps.db, deps.merchantCode)).filter((g) => g.enabled);
  const opened = await repo.lastOpened(deps.db, deps.merchantCode);
  const issues: NewIssue[] = games.flatMap((g) =>
    issuesAhead(
      { cadenceSeconds: g.cadence_seconds, closeSeconds: g.close_seconds, schedule: g.schedule },
      now,
      opened.get(Number(g.id)) ?? null,
    ).map((w) => ({
      gameId: Number(g.id),
      ...w,
      ...(g.source === 'MANUAL' ? { seed: null, seedHash: null } : newSeed()),
    })),
  );
  return repo.openIssues(deps.db, issues);
}
