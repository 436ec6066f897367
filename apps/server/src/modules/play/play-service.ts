import { marketDate, type BetRecordQuery, type LaunchGameQuery, type ProfitQuery } from '@fortuna/contracts';
import type { AuthMember } from '../../platform/auth.js';
import type { PlayDeps } from './play-deps.js';
import { launchGame } from './play-launch.js';
import { betRecords, profitReport } from './play-records.js';

export { HOUSE_PROVIDER, type PlayDeps } from './play-deps.js';

/**
 * Launching games (play-launch.ts) and the member's own game history (play-records.ts): betting
 * records and profit and loss read the rounds the wallet calls keep up to date.
 */
export function createPlayService(deps: PlayDeps) {
  return {
    launch: (member: AuthMember | null, query: LaunchGameQuery) => launchGame(deps, member, query),
    /** personalHistoryCopy: the member's rounds, newest first, with totals of the whole filter. */
    bets: (memberId: number, query: BetRecordQuery) => betRecords(deps, memberId, query),
    /** personalProfit: settled rounds per business day and category (real money only). */
    profit: (memberId: number, query: ProfitQuery) => profitReport(deps, memberId, query),
    /** Today's business date (for callers that default a range). */
    today: () => marketDate(deps.clock(), deps.timeZone),
  };
}
export type PlayService = ReturnType<typeof createPlayService>;
