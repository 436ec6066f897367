import type { Db } from '../../platform/db.js';
import { ADJUSTMENT_KIND } from '../adjustments/adjustment-fns.js';
import type { CashierFigures } from '../cashier/cashier-figures.js';
import type { MemberFigures } from '../identity/member/member-figures.js';
import type { PlayFigures } from '../play/play-figures.js';
import { BONUS_CATEGORIES } from '../reports/reports-fns.js';
import type { WalletFigures } from '../wallet/wallet-figures.js';
import { ACTIVE_VALID_BET, MAX_WINDOWS_PER_RUN, mergeWindowFigures, WINDOW_MS, windowsToClose } from './team-fns.js';
import type { OpenWindowRow, TeamRepository } from './team-repository.js';

export type TeamRollupDeps = {
  db: Db;
  repo: TeamRepository;
  timeZone: string;
  play: Pick<PlayFigures, 'memberWindows'>;
  cashier: Pick<CashierFigures, 'memberWindows'>;
  wallet: Pick<WalletFigures, 'memberNetWindows'>;
  members: Pick<MemberFigures, 'pathsOf' | 'firstSignUp'>;
};

/**
 * Keeps the team rollups in step: closes the 5-minute windows that ended (from the play, cashier
 * and wallet modules' figures, by posting time), then the hours and market days whose windows are
 * all closed (sums of the 5-minute rows). Each grain's frontier row is locked while it moves, so a
 * window is written once, by one run, and never recomputed; a run that dies writes nothing.
 */
export function createTeamRollupService(deps: TeamRollupDeps) {
  const { db, repo, timeZone } = deps;

  /** Where the rollups start the first time: the market day of the brand's first sign-up (or of now). */
  async function origin(now: Date): Promise<Date> {
    return repo.zoneFloor(db, 'day', (await deps.members.firstSignUp()) ?? now, timeZone);
  }

  /** Every member's figures from [from, to) out of the modules' raw records, with its team path. */
  async function windowRows(from: Date, to: Date) {
    const [rounds, cash, bonuses] = await Promise.all([
      deps.play.memberWindows(from, to),
      deps.cashier.memberWindows(from, to),
      deps.wallet.memberNetWindows(ADJUSTMENT_KIND, BONUS_CATEGORIES, from, to),
    ]);
    const rows = mergeWindowFigures([rounds, cash, bonuses.map((b) => ({ ...b, bonuses: b.net }))]);
    const paths = await deps.members.pathsOf([...new Set(rows.map((r) => r.memberId))]);
    return rows.map((r) => ({ ...r, path: paths.get(r.memberId) ?? '/' }));
  }

  /**
   * The figures are read before the transaction (PGlite has one connection) and written only if
   * the frontier has not moved meanwhile: a concurrent run that closed them first wins.
   */
  async function closeWindows(now: Date, initial: Date): Promise<number> {
    const range = windowsToClose((await repo.frontiers())['5m'] ?? initial, now);
    if (!range) return 0;
    const rows = await windowRows(range.from, range.to);
    return db.transaction(async (tx) => {
      const frontier = await repo.lockFrontier(tx, '5m', initial);
      if (frontier.getTime() !== range.from.getTime()) return 0;
      await repo.insertWindows(tx, rows);
      await repo.moveFrontier(tx, '5m', range.to);
      return rows.length;
    });
  }

  /** Sums the closed 5-minute rows into the hours (or days) that have ended before the 5-minute frontier. */
  async function closeSums(grain: 'hour' | 'day', initial: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const frontier = await repo.lockFrontier(tx, grain, initial);
      const fiveMinute = await repo.lockFrontier(tx, '5m', initial);
      const to = await repo.zoneFloor(tx, grain, fiveMinute, timeZone);
      if (to.getTime() <= frontier.getTime()) return;
      await repo.sumInto(tx, grain, frontier, to, timeZone, ACTIVE_VALID_BET);
      await repo.moveFrontier(tx, grain, to);
    });
  }

  return {
    /**
     * The windows not closed yet (from the 5-minute frontier up to now), read live so the team
     * pages show play at once; at most a week of them before the first run has closed any.
     */
    async openWindows(now: Date): Promise<OpenWindowRow[]> {
      const frontier = (await repo.frontiers())['5m'] ?? new Date(now.getTime() - MAX_WINDOWS_PER_RUN * WINDOW_MS);
      return frontier.getTime() < now.getTime() + WINDOW_MS
        ? windowRows(frontier, new Date(now.getTime() + WINDOW_MS))
        : [];
    },

    /** One step: closes what is due at `now`; answers how many member-window rows were written. */
    async advance(now: Date): Promise<number> {
      const initial = await origin(now);
      const written = await closeWindows(now, initial);
      await closeSums('hour', initial);
      await closeSums('day', initial);
      return written;
    },

    /** Advances until nothing is due (a long history catches up a week per step). */
    async catchUp(now: Date, maxSteps = 60): Promise<number> {
      let total = 0;
      for (let step = 0; step < maxSteps; step++) {
        const before = (await repo.frontiers())['5m']?.getTime();
        total += await this.advance(now);
        if ((await repo.frontiers())['5m']?.getTime() === before) break;
      }
      return total;
    },
  };
}
export type TeamRollupService = ReturnType<typeof createTeamRollupService>;
