import type { SeamlessBalance } from '@fortuna/contracts';
import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { createSeamlessBets, type BigWin } from './seamless-bets.js';
import { memberWallet } from './seamless-fns.js';
import { createSeamlessRollback } from './seamless-rollback.js';
import { createSeamlessSessions } from './seamless-sessions.js';

export type SeamlessDeps = {
  db: Db;
  ledger: LedgerService;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: a round's reporting day is the calendar day there. */
  timeZone: string;
  /** How long a game session opened from a launch takes bets. */
  sessionTtlMs?: number;
  /** Told after a call moved a member's money (the header balance refreshes live). */
  onBalanceChange?: (memberId: number) => void;
  /** Told of each real-money win of at least BIG_WIN_MINOR (the winner board). */
  onBigWin?: (win: BigWin) => void;
  /**
   * Where signed calls' nonces are remembered for the skew window: the app's throttle counters
   * (Redis with REDIS_URL, shared by every instance; else in process), each nonce allowed once.
   */
  limiter: RateLimiter;
};

/** A game session takes bets for this long after the provider opened it (a long evening of play). */
export const SESSION_TTL_MS = 12 * 3_600_000;

/**
 * The seamless-wallet API that game providers call (balance, debit, credit, rollback), on the
 * ledger. Each money call is keyed by the provider's own transaction id (a unique constraint):
 * the first call applies and stores its answer, a replay gets that answer, the same id with
 * other fields is refused. Sessions and signatures: seamless-sessions.ts; bets and wins:
 * seamless-bets.ts; rollbacks: seamless-rollback.ts.
 */
export function createSeamlessService(deps: SeamlessDeps) {
  const { ledger } = deps;
  const sessions = createSeamlessSessions({ ...deps, sessionTtlMs: deps.sessionTtlMs ?? SESSION_TTL_MS });
  const bets = createSeamlessBets({ ...deps, sessions });
  const rollbacks = createSeamlessRollback({ ...deps, sessions });
  const currency = ledger.currency;

  return {
    currency,
    verify: sessions.verify,
    authenticate: sessions.authenticate,

    async balance(provider: string, sessionId: string): Promise<SeamlessBalance> {
      const s = await sessions.session(provider, sessionId);
      return { balance: formatMinor(await ledger.balanceOf(memberWallet(s.memberId, s.wallet))), currency };
    },

    debit: bets.debit,
    credit: bets.credit,
    rollback: rollbacks.rollback,
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
