import { marketDate, marketDayRange, type Dashboard } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';
import { reusableJson } from '../../platform/trusted-serializer.js';
import type { CashierFigures } from '../cashier/cashier-figures.js';
import type { MemberFigures } from '../identity/member/member-figures.js';
import type { PlayFigures } from '../play/play-figures.js';
import { ADJUSTMENT_KIND } from '../adjustments/adjustment-fns.js';
import type { WalletFigures } from '../wallet/wallet-figures.js';
import { addFigures, bonusesOf, dayFigures, fillDays, ZERO } from './reports-fns.js';
import { createReportsRepository, missingDays } from './reports-repository.js';

export const DASHBOARD_DAYS = 30;
/**
 * How long one instance answers the dashboard from memory: its figures change every 5 minutes
 * anyway, and its queue counts may be this old (a recompute here drops it at once).
 */
export const DASHBOARD_TTL_MS = 5_000;

export type ReportsDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's zone: figures are per market day in it. */
  timeZone: string;
  play: PlayFigures;
  cashier: CashierFigures;
  members: MemberFigures;
  wallet: WalletFigures;
};

/**
 * Day figures for the console: computed from each module's own figures (never their tables)
 * into `report_day` / `report_play_day` by the reports jobs, and read from there, so the
 * dashboard costs a few dozen rows however many rounds the brand has.
 */
export function createReportsService(deps: ReportsDeps) {
  const { timeZone } = deps;
  const repo = createReportsRepository(deps.db, deps.merchantCode);

  async function buildDashboard(): Promise<Dashboard> {
    const now = deps.clock();
    const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) => marketDate(now, timeZone, DASHBOARD_DAYS - 1 - i));
    const [stored, queues] = await Promise.all([repo.days(dates[0]!, dates.at(-1)!), deps.cashier.queues()]);
    const days = fillDays(dates, stored);
    const today = days.at(-1)!;
    const total = days.reduce((sum, d) => addFigures(sum, d.figures), ZERO);
    const computed = stored.find((d) => d.date === today.date)?.computedAt ?? null;
    return {
      timeZone,
      asOf: computed ? computed.toISOString() : null,
      today: dayFigures(today.date, today.figures),
      last30: dayFigures(dates[0]!, total),
      days: days.map((d) => dayFigures(d.date, d.figures)),
      queues,
    };
  }

  // Its JSON is written once per refresh and reused by every answer until the next (the route's trusted serializer).
  const board = createRefreshingValue(
    async () => reusableJson(await buildDashboard()),
    DASHBOARD_TTL_MS,
    () => deps.clock().getTime(),
  );

  /** Recomputes market days from the source figures and stores them (a re-run overwrites). */
  async function recompute(dates: string[]): Promise<void> {
    for (const date of dates) {
      const { from, to } = marketDayRange(date, date, timeZone);
      const [play, cashier, channels, newMembers, adjustments] = await Promise.all([
        deps.play.day(date),
        deps.cashier.range(from, to),
        deps.cashier.byChannel(from, to),
        deps.members.signUps(from, to),
        deps.wallet.memberNetByReference(ADJUSTMENT_KIND, from, to),
      ]);
      const day = {
        play: play.rows,
        players: play.players,
        cashier,
        channels,
        newMembers,
        bonuses: bonusesOf(adjustments),
        now: deps.clock(),
      };
      await repo.storeDay(date, day);
    }
    board.invalidate();
  }

  return {
    recompute,

    /** Today and the `days - 1` market days before it; answers how many were computed. */
    async recomputeRecent(now: Date, days: number): Promise<number> {
      const dates = Array.from({ length: days }, (_, i) => marketDate(now, timeZone, i));
      await recompute(dates);
      return dates.length;
    },

    /**
     * Days without figures since the brand's first sign-up (at most `limit`, oldest first): a
     * brand that had rounds and orders before the reports existed gets its history filled in.
     */
    async fillMissing(now: Date, limit: number): Promise<number> {
      const first = await deps.members.firstSignUp();
      if (!first) return 0;
      const dates = await missingDays(
        deps.db,
        deps.merchantCode,
        marketDate(first, timeZone),
        marketDate(now, timeZone),
        limit,
      );
      await recompute(dates);
      return dates.length;
    },

    dashboard: (): Promise<Dashboard> => board.get(),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
