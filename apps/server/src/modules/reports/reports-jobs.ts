import { dailyAt, everyMinutes } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { ReportsService } from './reports-service.js';

/**
 * Today's and yesterday's figures every 5 minutes (a round started yesterday may settle today),
 * and the last 7 days nightly (rounds left open longer, late payment callbacks) with any day that
 * has no figures yet since the brand's first sign-up (history before the reports existed). Safe to run
 * twice: each run overwrites the days it computes; no money moves.
 */
export const reportsRecentJob = (reports: ReportsService): JobDefinition => ({
  name: 'reports.day-figures',
  schedule: everyMinutes(5),
  run: async ({ now }) => `${await reports.recomputeRecent(now, 2)} day(s) computed`,
});

/** How many missing past days one nightly run fills in (a long history fills over a few nights). */
export const BACKFILL_DAYS_PER_RUN = 400;

export const reportsWeekJob = (reports: ReportsService): JobDefinition => ({
  name: 'reports.day-figures-week',
  schedule: dailyAt('01:00'),
  run: async ({ now }) => {
    const week = await reports.recomputeRecent(now, 7);
    const filled = await reports.fillMissing(now, BACKFILL_DAYS_PER_RUN);
    return `${week} day(s) computed, ${filled} missing day(s) filled in`;
  },
});
