import { dailyAt, everyMinutes } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { ReportsService } from './reports-service.js';

/**
 * Today's and yesterday's figures every 5 minutes (a round started yesterday may settle today),
 * and the last 7 days nightly (rounds left open longer, late payment callbacks). Safe to run
 * twice: each run overwrites the days it computes; no money moves.
 */
export const reportsRecentJob = (reports: ReportsService): JobDefinition => ({
  name: 'reports.day-figures',
  schedule: everyMinutes(5),
  run: async ({ now }) => `${await reports.recomputeRecent(now, 2)} day(s) computed`,
});

export const reportsWeekJob = (reports: ReportsService): JobDefinition => ({
  name: 'reports.day-figures-week',
  schedule: dailyAt('01:00'),
  run: async ({ now }) => `${await reports.recomputeRecent(now, 7)} day(s) computed`,
});
