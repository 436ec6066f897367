import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { GamesService } from '../games/games-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { syncGames } from './lottery-games.js';
import { cancelRefunds } from './lottery-cancel-refund.js';
import { createLotteryPlayer } from './lottery-player.js';
import { lotteryPlayerRoutes } from './lottery-player-routes.js';
import { lotteryRepository } from './lottery-repository.js';

export { lotteryRepository };

export type LotteryDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's zone: fast games' issue days and the rounds' business days. */
  timeZone: string;
  ledger: LedgerService;
  realtime: RealtimeHub;
  games: Pick<GamesService, 'repo' | 'recordWin'>;
};

/** The lottery's services (issue 20), added to app.services as `lottery`. */
export function createLotteryService(deps: LotteryDeps) {
  const { db, merchantCode } = deps;
  return {
    /** Adds the catalogue's lottery games not run yet (at start). */
    syncGames: () => syncGames(deps),
    games: () => lotteryRepository.games(db, merchantCode),
    /** The player's calls: lobby, games, results, tickets, slips and cancels (lottery-player.ts). */
    player: createLotteryPlayer({ ...deps, refundTickets: cancelRefunds(deps.ledger, deps.clock) }),
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
export type LotteryServices = { lottery: LotteryService };

export function createLotteryServices(deps: LotteryDeps): LotteryServices {
  return { lottery: createLotteryService(deps) };
}

/** At start: the catalogue's lottery games are synced. */
export async function mountLottery(app: FastifyInstance, lottery: LotteryService): Promise<void> {
  await lottery.syncGames();
  await app.register(lotteryPlayerRoutes(lottery.player));
}
