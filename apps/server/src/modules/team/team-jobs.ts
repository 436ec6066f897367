import { everyMinutes } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { TeamRollupService } from './team-rollup-service.js';

/**
 * Closes the team rollups' 5-minute windows (then hours and days) every 5 minutes. Safe to run
 * twice: the frontier row is locked while it moves and closed windows are never written again.
 */
export const teamRollupJob = (rollups: TeamRollupService): JobDefinition => ({
  name: 'team.rollups',
  schedule: everyMinutes(5),
  run: async ({ now }) => `${await rollups.advance(now)} member window(s) closed`,
});
