import type { Db } from '../../platform/db.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { createLotteryBets, type RefundTickets } from './lottery-bet-service.js';
import type { LotteryPlayer } from './lottery-player-routes.js';
import { createLotteryReads } from './lottery-read-service.js';

export type LotteryPlayerDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  ledger: LedgerService;
  refundTickets: RefundTickets;
  openIssuesAhead?: (now: Date) => Promise<unknown>;
};

/** The player's side of the lottery: reads (lobby, games, results, tickets) and bets (slips, cancels). */
export function createLotteryPlayer(deps: LotteryPlayerDeps): LotteryPlayer {
  const reads = createLotteryReads(deps);
  return { reads, bets: createLotteryBets({ ...deps, reads }) };
}
