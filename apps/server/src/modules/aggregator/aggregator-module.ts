import type { Db } from '../../platform/db.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { withStartupLock } from '../../platform/startup-lock.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { createPlayService, HOUSE_PROVIDER, type PlayDeps, type PlayService } from './play-service.js';
import { seamlessRepository } from './seamless-repository.js';
import { createSeamlessService, type SeamlessService } from './seamless-service.js';

export { playRoutes, seamlessRoutes } from './aggregator-routes.js';
export { HOUSE_PROVIDER };

/** The services of issue 6's platform side (launch, records, seamless wallet), added to app.services. */
export type AggregatorServices = { play: PlayService; seamless: SeamlessService };

export function createAggregatorServices(
  deps: Omit<PlayDeps, 'providerFor'> & {
    ledger: LedgerService;
    pushBalance: (memberId: number) => Promise<void>;
    limiter: RateLimiter;
  },
): AggregatorServices {
  return {
    play: createPlayService(deps),
    seamless: createSeamlessService({ ...deps, onBalanceChange: coalesce(deps.pushBalance) }),
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
