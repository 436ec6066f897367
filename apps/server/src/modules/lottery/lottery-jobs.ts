import { everySeconds } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { LotteryService } from './lottery-module.js';

/**
 * The lottery's periodic work on the jobs registry (each period once across instances; each step
 * also guarded by row locks, so a period run twice after a lapsed lease changes nothing twice):
 * - `lottery.issues` keeps issues open ahead (fast: the next 30, scheduled: the next 7 days);
 * - `lottery.draws` closes ended sales, draws due FAIR and PROVIDER issues, pushes their
 *   results, and settles drawn issues (operator-entered ones too).
 */
export const LOTTERY_DRAW_SECONDS = 10;

export const lotteryIssuesJob = (lottery: LotteryService): JobDefinition => ({
  name: 'lottery.issues',
  schedule: everySeconds(60),
  run: async ({ now }) => `${await lottery.openIssuesAhead(now)} opened`,
});

export const lotteryDrawsJob = (lottery: LotteryService): JobDefinition => ({
  name: 'lottery.draws',
  schedule: everySeconds(LOTTERY_DRAW_SECONDS),
  run: async ({ now, signal }) => {
    const drawn = await lottery.drawDue(now);
    const settled = await lottery.settleDrawn(signal);
    return `${drawn.length} drawn, ${settled.issues} issues settled (${settled.tickets} tickets)`;
  },
});
