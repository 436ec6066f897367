import type { FastifyInstance } from 'fastify';
import type { DbTransaction, Db } from '../../platform/db.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { JobsRegistry } from '../../platform/jobs-registry.js';
import type { GamesService } from '../games/games-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { announceDraw, createWinFeed } from './lottery-feeds.js';
import {
  drawIssue,
  localResultsProvider,
  recordResult,
  type DrawnIssue,
  type ResultsProvider,
} from './lottery-draws.js';
import { openIssuesAhead, syncGames } from './lottery-games.js';
import { lotteryDrawsJob, lotteryIssuesJob } from './lottery-jobs.js';
import { refundTickets, type RefundReason } from './lottery-money.js';
import { createLotteryPlayer } from './lottery-player.js';
import { lotteryPlayerRoutes } from './lottery-player-routes.js';
import { lotteryRepository } from './lottery-repository.js';
import { lotteryRoutes } from './lottery-routes.js';
import { settleIssue } from './lottery-settlement.js';
import { verifyIssue } from './lottery-verify.js';
import { voidIssue, voidIssueIn } from './lottery-void.js';

export { lotteryRepository, type DrawnIssue, type RefundReason, type ResultsProvider };

export type LotteryDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's zone: fast games' issue days. */
  timeZone: string;
  ledger: LedgerService;
  realtime: RealtimeHub;
  games: Pick<GamesService, 'repo' | 'recordWin'>;
  /** PROVIDER games' results (default: the local provider, drawn the provably fair way). */
  provider?: ResultsProvider;
};

/** Issues drawn per run of the draw job at most (the rest wait for the next run). */
const DRAWS_PER_RUN = 200;

/** The lottery's services (issue 20), added to app.services as `lottery`. */
export function createLotteryService(deps: LotteryDeps) {
  const { db, merchantCode, clock, ledger } = deps;
  const provider = deps.provider ?? localResultsProvider;
  const money = { ledger, clock };
  const winFeed = createWinFeed(deps);
  return {
    /** Adds the catalogue's lottery games not run yet (at start). */
    syncGames: () => syncGames(deps),
    games: () => lotteryRepository.games(db, merchantCode),
    /** The player's calls: lobby, games, results, tickets, slips and cancels (lottery-player.ts). */
    player: createLotteryPlayer({
      ...deps,
      refundTickets: (tx, ids) => refundTickets(money, tx, ids, 'CANCEL'),
      openIssuesAhead: (now) => openIssuesAhead(deps, now),
    }),
    openIssuesAhead: (now: Date) => openIssuesAhead(deps, now),

    /** Closes ended sales and draws the due FAIR and PROVIDER issues, each in its own transaction. */
    async drawDue(now: Date): Promise<DrawnIssue[]> {
      await lotteryRepository.closeEnded(db, now);
      const drawn: DrawnIssue[] = [];
      for (const { id } of await lotteryRepository.dueToDraw(db, now, DRAWS_PER_RUN)) {
        const one = await db.transaction((tx) => drawIssue(tx, Number(id), now, provider));
        if (one) drawn.push(one);
      }
      for (const d of drawn) await announceDraw(deps, d);
      return drawn;
    },

    /** Settles every drawn issue (the oldest first); stops between batches when `signal` aborts. */
    async settleDrawn(signal?: AbortSignal) {
      let issues = 0;
      let tickets = 0;
      for (const { id } of await lotteryRepository.drawnIssues(db, 100)) {
        const report = await settleIssue({ db, ...money, signal, afterBatch: winFeed }, Number(id));
        if (report.settled) issues += 1;
        tickets += report.tickets;
        if (signal?.aborted) break;
      }
      return { issues, tickets };
    },

    /** Refunds PENDING tickets in the caller's transaction (BETTING's cancel; CANCELLED, stake back, rounds rolled back). */
    refundTickets: (tx: DbTransaction, ticketIds: readonly number[], reason: RefundReason) =>
      refundTickets(money, tx, ticketIds, reason),

    /** Voids an issue with its reason: every pending ticket refunded (the console; refused once tickets settled). */
    voidIssue: (issueId: number, reason: string, actor: string) => voidIssue({ db, ...money }, issueId, reason, actor),
    /** The same in the caller's transaction (the console's void, audited in it). */
    voidIssueIn: (tx: DbTransaction, issueId: number, reason: string, actor: string) =>
      voidIssueIn(money, tx, issueId, reason, actor),

    /**
     * Records a PROVIDER's or operators' result (after four eyes) in the caller's transaction; the
     * draw job settles the issue on its next run. The draw's push goes out at once (a hint).
     */
    async recordResult(tx: DbTransaction, issueId: number, result: unknown, source: 'PROVIDER' | 'OPERATOR') {
      const drawn = await recordResult(tx, issueId, result, source, clock());
      await announceDraw(deps, drawn);
      return drawn;
    },

    verify: (query: { gameCode: string; issue: string; vassalage?: string | undefined }) =>
      verifyIssue(db, merchantCode, query),
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
export type LotteryServices = { lottery: LotteryService };

export function createLotteryServices(deps: LotteryDeps): LotteryServices {
  return { lottery: createLotteryService(deps) };
}

/** At start: the catalogue's lottery games are synced, the routes and jobs registered. */
export async function mountLottery(app: FastifyInstance, lottery: LotteryService, jobs: JobsRegistry): Promise<void> {
  await lottery.syncGames();
  await app.register(lotteryRoutes);
  await app.register(lotteryPlayerRoutes(lottery.player));
  jobs.register(lotteryIssuesJob(lottery));
  jobs.register(lotteryDrawsJob(lottery));
}
