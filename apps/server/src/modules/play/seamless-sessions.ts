import { createHash, randomBytes } from 'node:crypto';
import { formatMinor, SEAMLESS_CLOCK_SKEW_MS, type SeamlessSession } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { AppError } from '../../platform/errors.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { memberWallet } from './seamless-fns.js';
import { seamlessRepository as repo } from './seamless-repository.js';
import { verifySeamless, type SignatureCheck } from './seamless-signature.js';

export type SessionRow = {
  id: string;
  provider: string;
  memberId: number;
  wallet: string;
  nodeId: number;
  expiresAt: Date;
};

export type SeamlessSessionsDeps = {
  db: Db;
  ledger: LedgerService;
  merchantCode: string;
  clock: () => Date;
  sessionTtlMs: number;
  limiter: RateLimiter;
};

export type SignedCall = {
  provider?: string;
  method: string;
  path: string;
  body: string;
  timestamp?: string;
  nonce?: string;
  signature?: string;
};

/** Checks providers' signed calls: known provider, timestamp within ±60 s, HMAC, a nonce never used. */
function createCallVerifier({ db, clock, limiter }: SeamlessSessionsDeps) {
  const secrets = new Map<string, { secret: string; at: number }>();

  async function providerSecret(code: string): Promise<string | null> {
    const now = clock().getTime();
    const cached = secrets.get(code);
    if (cached && now - cached.at < 60_000) return cached.secret;
    const secret = await repo.activeProviderSecret(db, code);
    if (secret) secrets.set(code, { secret, at: now });
    else secrets.delete(code);
    return secret;
  }

  /**
   * Claims a nonce for twice the skew window (a call stays acceptable that long); false when it was
   * used already. Kept out of PostgreSQL: an insert into a nonce table was a fifth of the
   * database's work per bet (docs/benchmarks.md), and every money call is idempotent by its
   * transaction id besides, so a nonce forgotten in a restart cannot move money twice.
   */
  async function claimNonce(provider: string, nonce: string, now: number): Promise<boolean> {
    const rule = { limit: 1, windowMs: 2 * SEAMLESS_CLOCK_SKEW_MS };
    return (await limiter.consume(`seamless-nonce:${provider}:${nonce}`, rule, now)).allowed;
  }

  return async (
    call: SignedCall,
  ): Promise<SignatureCheck | { ok: false; reason: 'unknown-provider' | 'replayed-nonce' }> => {
    const secret = call.provider ? await providerSecret(call.provider) : null;
    if (!secret || !call.provider) return { ok: false, reason: 'unknown-provider' };
    const now = clock().getTime();
    const check = verifySeamless(secret, call, now);
    if (!check.ok) return check;
    // Only an authentic call claims its nonce, so forged traffic cannot fill the store.
    if (!(await claimNonce(call.provider, call.nonce as string, now))) return { ok: false, reason: 'replayed-nonce' };
    return check;
  };
}

/** Opens a game session with a launch token (single use, short-lived). */
async function openGameSession(
  { db, ledger, merchantCode, clock, sessionTtlMs }: SeamlessSessionsDeps,
  provider: string,
  launchToken: string,
): Promise<SeamlessSession> {
  const now = clock();
  const currency = ledger.currency;
  const hash = createHash('sha256').update(launchToken).digest('hex');
  const launch = await repo.spendLaunch(db, merchantCode, provider, hash, now);
  if (!launch) throw new AppError('LAUNCH_TOKEN_INVALID');
  const game = {
    gameCode: launch.game_code,
    vassalage: launch.vassalage,
    gameType: launch.game_type,
    language: launch.language,
    gameName: launch.names?.[launch.language] || launch.game_name,
  };
  if (launch.mode === 'FUN' || launch.member_id === null || launch.wallet === null) {
    // Free trial: the provider plays with its own fun credit; the platform's wallet is never called.
    const sessionId = `fun_${randomBytes(12).toString('base64url')}`;
    return { sessionId, playerId: 'guest', currency, balance: '0.00', mode: 'FUN', ...game };
  }
  const memberId = Number(launch.member_id);
  const sessionId = randomBytes(24).toString('base64url');
  await repo.insertSession(db, {
    id: sessionId,
    merchantCode,
    launchId: launch.id,
    provider,
    memberId,
    wallet: launch.wallet,
    nodeId: launch.node_id,
    expiresAt: new Date(now.getTime() + sessionTtlMs),
  });
  const balance = await ledger.balanceOf(memberWallet(memberId, launch.wallet));
  return {
    sessionId,
    playerId: createHash('sha256').update(`${merchantCode}:${memberId}`).digest('hex').slice(0, 20),
    currency,
    balance: formatMinor(balance),
    mode: launch.mode,
    ...game,
  };
}

/**
 * Who is calling and for whom: providers' signed calls (secret, timestamp, nonce) and the game
 * sessions a provider opens with a member's launch token.
 */
export function createSeamlessSessions(deps: SeamlessSessionsDeps) {
  const { db, merchantCode } = deps;
  // Sessions never change once opened: kept in process so a bet costs no lookup round trip.
  const sessions = new Map<string, SessionRow>();

  return {
    /** Checks a signed call: known provider, timestamp within ±60 s, HMAC, and a nonce never used. */
    verify: createCallVerifier(deps),

    session: async (provider: string, sessionId: string): Promise<SessionRow> => {
      const cached = sessions.get(sessionId);
      if (cached && cached.provider === provider) return cached;
      const row = await repo.session(db, merchantCode, provider, sessionId);
      if (!row) throw new AppError('SESSION_EXPIRED', 'Unknown game session');
      const found: SessionRow = {
        id: row.id,
        provider: row.provider,
        memberId: Number(row.member_id),
        wallet: row.wallet,
        nodeId: Number(row.node_id),
        expiresAt: new Date(row.expires_at),
      };
      if (sessions.size > 20_000) sessions.clear();
      sessions.set(sessionId, found);
      return found;
    },

    /** Opens a game session with a launch token (single use, short-lived). */
    authenticate: (provider: string, launchToken: string) => openGameSession(deps, provider, launchToken),
  };
}
export type SeamlessSessions = ReturnType<typeof createSeamlessSessions>;
