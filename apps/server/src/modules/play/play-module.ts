import type { Db } from '../../platform/db.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { withStartupLock } from '../../platform/startup-lock.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { GamesService } from '../games/games-service.js';
import type { SystemService } from '../system/system-service.js';
import type { FundsService } from '../transfer/funds-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { createPlayService, HOUSE_PROVIDER, type PlayService } from './play-service.js';
import { seamlessRepository } from './seamless-repository.js';
import { createSeamlessService, type SeamlessService } from './seamless-service.js';

export { playRoutes, seamlessRoutes } from './play-routes.js';
export { HOUSE_PROVIDER };

/** The services of issue 6's platform side (launch, records, seamless wallet), added to app.services. */
export type PlayServices = { play: PlayService; seamless: SeamlessService };

export function createPlayServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's zone: rounds are counted by its business days. */
  timeZone: string;
  limiter: RateLimiter;
  ledger: LedgerService;
  system: Pick<SystemService, 'launchHosts'>;
  wallet: Pick<WalletService, 'ensureDemoCredit'>;
  funds: Pick<FundsService, 'walletForVendor'>;
  games: Pick<GamesService, 'recordLaunch' | 'launchable' | 'recordWin'>;
  /** A member's username, for the winner board (masked when served). */
  usernameOf: (memberId: number) => Promise<string>;
  realtime: RealtimeHub;
  /** Where a failed winner-board write is reported (it never fails the win itself). */
  log?: { warn: (obj: object, msg: string) => void };
}): PlayServices {
  const { db, merchantCode, clock, ledger, system, wallet, funds, games, realtime } = deps;
  return {
    play: createPlayService({
      db,
      merchantCode,
      clock,
      timeZone: deps.timeZone,
      launchHosts: () => system.launchHosts(),
      walletForVendor: (vendor) => funds.walletForVendor(vendor),
      ensureDemoCredit: (memberId) => wallet.ensureDemoCredit(memberId),
      recordLaunch: (memberId, nodeId) => games.recordLaunch(memberId, nodeId),
      launchable: (nodeId) => games.launchable(nodeId),
    }),
    seamless: createSeamlessService({
      db,
      ledger,
      merchantCode,
      clock,
      timeZone: deps.timeZone,
      limiter: deps.limiter,
      onBalanceChange: coalesce((memberId) => realtime.push(memberId, { type: 'balance' })),
      // After the win committed, off its path: the board is a show, the money is already paid.
      onBigWin: (win) =>
        void deps
          .usernameOf(win.memberId)
          .then((name) => games.recordWin(win.nodeId, name, win.amount))
          .catch((error: unknown) =>
            deps.log?.warn({ err: error, win: { ...win, amount: String(win.amount) } }, 'winner board write failed'),
          ),
    }),
  };
}

/**
 * One balance push per member per quarter second however fast the bets come: the header needs
 * the latest figure, not every step.
 */
export function coalesce(push: (memberId: number) => Promise<void>, waitMs = 250): (memberId: number) => void {
  const pending = new Set<number>();
  return (memberId) => {
    if (pending.has(memberId)) return;
    pending.add(memberId);
    setTimeout(() => {
      pending.delete(memberId);
      push(memberId).catch(() => undefined);
    }, waitMs).unref();
  };
}

/**
 * Registers a game provider once with a fresh 256-bit HMAC key and answers its key. The house
 * provider is built in, so the platform registers it itself; a real vendor's key is set by an
 * operator (the same table).
 */
export async function ensureProvider(db: Db, code: string, name: string): Promise<string> {
  // A start step that writes: under the start-up lock, like migrations and the seed.
  return withStartupLock(db, async (tx) => {
    const secret = await seamlessRepository.ensureProvider(tx, code, name);
    if (!secret) throw new Error(`provider ${code} could not be registered`);
    return secret;
  });
}
