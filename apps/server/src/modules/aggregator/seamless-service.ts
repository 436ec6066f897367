import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  formatMinor,
  SEAMLESS_CLOCK_SKEW_MS,
  toMinor,
  type SeamlessBalance,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessMoneyResult,
  type SeamlessRollbackRequest,
  type SeamlessSession,
} from '@fortuna/contracts';
import { queryPrepared, queryRows, type Db } from '../../platform/db.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { AppError } from '../../platform/errors.js';
import { requestHash, type AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { businessDate, houseAccount, providerRequestHash } from './play-fns.js';
import { verifySeamless, type SignatureCheck } from './seamless-signature.js';

export type SeamlessDeps = {
  db: Db;
  ledger: LedgerService;
  merchantCode: string;
  clock: () => Date;
  /** How long a game session opened from a launch takes bets. */
  sessionTtlMs?: number;
  /** Told after a call moved a member's money (the header balance refreshes live). */
  onBalanceChange?: (memberId: number) => void;
  /**
   * Where signed calls' nonces are remembered for the skew window: the app's throttle counters
   * (Redis with REDIS_URL, shared by every instance; else in process), each nonce allowed once.
   */
  limiter: RateLimiter;
};

/** A game session takes bets for this long after the provider opened it (a long evening of play). */
export const SESSION_TTL_MS = 12 * 3_600_000;

type SessionRow = { id: string; provider: string; memberId: number; wallet: string; nodeId: number; expiresAt: Date };

/** What seamless_debit / seamless_credit answer: the provider's answer, plus whom it concerned when it moved money. */
type SeamlessAnswer = SeamlessMoneyResult & { memberId?: number | string; applied?: boolean };

const isTwinCollision = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('seamless:RETRY') || e.message.includes('ledger:IDEMPOTENCY_CONFLICT')) return true;
  }
  return false;
};

/** The refusals the SQL functions raise ('seamless:CODE', 'ledger:CODE'), as the API's errors. */
function refusalOf(error: unknown): AppError | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const m = /(?:seamless|ledger):([A-Z_]+)/.exec(e.message);
    if (m?.[1] && (ErrorCode.options as readonly string[]).includes(m[1])) return new AppError(m[1] as ErrorCode);
  }
  return null;
}

// The two money calls, prepared once per connection (queryPrepared): they are most of the traffic.
const DEBIT_SQL = `SELECT seamless_debit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15, $16, $17, $18) AS answer`;
const CREDIT_SQL = `SELECT seamless_credit($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10, $11, $12, $13, $14, $15) AS answer`;

const memberWallet = (memberId: number, wallet: string): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet,
});

/**
 * The seamless-wallet API that game providers call (balance, debit, credit, rollback), on the
 * ledger. Each money call is keyed by the provider's own transaction id (a unique constraint):
 * the first call applies and stores its answer, a replay gets that answer, the same id with
 * other fields is refused. Round state (open, settled, rolled back) is kept under a row lock so
 * a rollback after settlement, a second rollback or a bet after its rollback are all refused.
 */
export function createSeamlessService({
  db,
  ledger,
  merchantCode,
  clock,
  sessionTtlMs = SESSION_TTL_MS,
  onBalanceChange,
  limiter,
}: SeamlessDeps) {
  const currency = ledger.currency;
  const secrets = new Map<string, { secret: string; at: number }>();
  // Sessions never change once opened: kept in process so a bet costs no lookup round trip.
  const sessions = new Map<string, SessionRow>();

  async function providerSecret(code: string): Promise<string | null> {
    const now = clock().getTime();
    const cached = secrets.get(code);
    if (cached && now - cached.at < 60_000) return cached.secret;
    const rows = await queryRows<{ secret: string }>(
      db,
      sql`SELECT secret FROM game_provider WHERE code = ${code} AND status = 'ACTIVE'`,
    );
    const secret = rows[0]?.secret ?? null;
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

  async function session(provider: string, sessionId: string): Promise<SessionRow> {
    const cached = sessions.get(sessionId);
    if (cached && cached.provider === provider) return cached;
    const rows = await queryRows<{
      id: string;
      provider: string;
      member_id: string;
      wallet: string;
      node_id: string;
      expires_at: string | Date;
    }>(
      db,
      sql`SELECT id, provider, member_id, wallet, node_id, expires_at FROM game_session
          WHERE id = ${sessionId} AND provider = ${provider} AND merchant_code = ${merchantCode}`,
    );
    const row = rows[0];
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
  }

  /** Claims the provider's transaction id; null when it is already taken (then the caller replays). */
  async function claim(
    tx: LedgerTx,
    provider: string,
    t: {
      transactionId: string;
      kind: string;
      hash: string;
      memberId: number;
      roundId: string;
      refId?: string;
      amount: bigint;
    },
  ): Promise<string | null> {
    const rows = await queryRows<{ transaction_id: string }>(
      tx,
      sql`INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id, ref_transaction_id, amount)
          VALUES (${provider}, ${t.transactionId}, ${t.kind}, 'APPLIED', ${t.hash}, ${t.memberId}, ${t.roundId}, ${t.refId ?? null}, ${t.amount})
          ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING transaction_id`,
    );
    return rows[0]?.transaction_id ?? null;
  }

  /**
   * The answer to a transaction id seen before: its first answer, or a refusal when the fields
   * differ — the same rule the money functions apply (seamless_replay, migration 0014).
   */
  async function replay(
    tx: LedgerTx,
    provider: string,
    transactionId: string,
    kind: string,
    hash: string,
  ): Promise<SeamlessMoneyResult> {
    const rows = await queryRows<{ answer: SeamlessMoneyResult }>(
      tx,
      sql`SELECT seamless_replay(${provider}, ${transactionId}, ${kind}, ${hash}) AS answer`,
    );
    const stored = rows[0]?.answer;
    if (!stored) throw new AppError('CONFLICT');
    return stored;
  }

  async function store(tx: LedgerTx, provider: string, transactionId: string, answer: SeamlessMoneyResult) {
    await tx.execute(
      sql`UPDATE provider_transaction SET response = ${JSON.stringify(answer)}::jsonb, ledger_transaction_id = ${answer.walletTransactionId}
          WHERE provider = ${provider} AND transaction_id = ${transactionId}`,
    );
  }

  /**
   * Runs a money function until it answers: a copy of a call that met its twin in flight is rolled
   * back whole ('seamless:RETRY', or the ledger's key taken with other fields) and run again, which
   * then finds the first answer stored (or the refusal for a duplicate).
   */
  async function once(query: () => Promise<Array<{ answer: SeamlessAnswer }>>): Promise<SeamlessAnswer | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await query())[0]?.answer;
      } catch (error) {
        if (attempt >= 5 || !isTwinCollision(error)) throw error;
      }
    }
  }

  /** A money function's refusal as the API's error (the call's nonce was claimed before it ran). */
  const refused = (error: unknown): Error =>
    refusalOf(error) ?? (error instanceof Error ? error : new Error(String(error)));

  /** The provider's part of a function's answer; a call that moved money refreshes the member's header. */
  function settled(raw: SeamlessAnswer | undefined): SeamlessMoneyResult {
    if (!raw) throw new Error('seamless function answered nothing');
    const { memberId, applied, ...result } = raw;
    if (applied && memberId !== undefined) onBalanceChange?.(Number(memberId));
    return {
      ...result,
      walletTransactionId: result.walletTransactionId === null ? null : Number(result.walletTransactionId),
    };
  }

  const answer = (transactionId: string, balance: bigint, walletTransactionId: number | null): SeamlessMoneyResult => ({
    balance: formatMinor(balance),
    currency,
    transactionId,
    walletTransactionId,
  });

  /** Insufficient funds is answered with the balance the provider should show. */
  async function refusedForFunds(account: AccountRef): Promise<never> {
    throw new AppError('INSUFFICIENT_FUNDS', undefined, {
      balance: formatMinor(await ledger.balanceOf(account)),
      currency,
    });
  }

  return {
    currency,

    /** Checks a signed call: known provider, timestamp within ±60 s, HMAC, and a nonce never used. */
    async verify(
      call: {
        provider?: string;
        method: string;
        path: string;
        body: string;
        timestamp?: string;
        nonce?: string;
        signature?: string;
      },
    ): Promise<SignatureCheck | { ok: false; reason: 'unknown-provider' | 'replayed-nonce' }> {
      const secret = call.provider ? await providerSecret(call.provider) : null;
      if (!secret || !call.provider) return { ok: false, reason: 'unknown-provider' };
      const now = clock().getTime();
      const check = verifySeamless(secret, call, now);
      if (!check.ok) return check;
      // Only an authentic call claims its nonce, so forged traffic cannot fill the store.
      if (!(await claimNonce(call.provider, call.nonce as string, now))) return { ok: false, reason: 'replayed-nonce' };
      return check;
    },

    /** Opens a game session with a launch token (single use, short-lived). */
    async authenticate(provider: string, launchToken: string): Promise<SeamlessSession> {
      const now = clock();
      const hash = createHash('sha256').update(launchToken).digest('hex');
      const rows = await queryRows<{
        id: string;
        member_id: string | null;
        node_id: string;
        mode: 'REAL' | 'DEMO' | 'FUN';
        wallet: string | null;
        language: string;
        vassalage: string;
        game_type: string;
        game_code: string;
      }>(
        db,
        sql`UPDATE game_launch l SET used_at = ${now}
            FROM game g
            WHERE l.token_hash = ${hash} AND l.provider = ${provider} AND l.merchant_code = ${merchantCode}
              AND l.used_at IS NULL AND l.expires_at > ${now} AND g.node_id = l.node_id
            RETURNING l.id::text, l.member_id::text, l.node_id::text, l.mode, l.wallet, l.language, g.vassalage, g.game_type, g.game_code`,
      );
      const launch = rows[0];
      if (!launch) throw new AppError('LAUNCH_TOKEN_INVALID');
      const game = {
        gameCode: launch.game_code,
        vassalage: launch.vassalage,
        gameType: launch.game_type,
        language: launch.language,
      };
      if (launch.mode === 'FUN' || launch.member_id === null || launch.wallet === null) {
        // Free trial: the provider plays with its own fun credit; the platform's wallet is never called.
        return {
          sessionId: `fun_${randomBytes(12).toString('base64url')}`,
          playerId: 'guest',
          currency,
          balance: '0.00',
          mode: 'FUN',
          ...game,
        };
      }
      const memberId = Number(launch.member_id);
      const sessionId = randomBytes(24).toString('base64url');
      await db.execute(
        sql`INSERT INTO game_session (id, merchant_code, launch_id, provider, member_id, wallet, node_id, expires_at)
            VALUES (${sessionId}, ${merchantCode}, ${launch.id}, ${provider}, ${memberId}, ${launch.wallet}, ${launch.node_id},
                    ${new Date(now.getTime() + sessionTtlMs)})`,
      );
      const balance = await ledger.balanceOf(memberWallet(memberId, launch.wallet));
      return {
        sessionId,
        playerId: createHash('sha256').update(`${merchantCode}:${memberId}`).digest('hex').slice(0, 20),
        currency,
        balance: formatMinor(balance),
        mode: launch.mode,
        ...game,
      };
    },

    async balance(provider: string, sessionId: string): Promise<SeamlessBalance> {
      const s = await session(provider, sessionId);
      return { balance: formatMinor(await ledger.balanceOf(memberWallet(s.memberId, s.wallet))), currency };
    },

    /**
     * A bet: takes the stake from the player's wallet into the house's game bank and opens (or
     * adds to) the round — one statement (seamless_debit: migration 0014, posting through
     * ledger_transfer since 0020).
     */
    async debit(provider: string, req: SeamlessDebitRequest): Promise<SeamlessMoneyResult> {
      const amount = toMinor(req.amount);
      if (amount <= 0n) throw new AppError('AMOUNT_OUT_OF_RANGE', 'A bet must be more than zero');
      const s = await session(provider, req.sessionId);
      const account = memberWallet(s.memberId, s.wallet);
      const house = houseAccount(provider, s.memberId, s.wallet);
      const now = clock();
      const ledgerHash = requestHash(
        'BET',
        [
          { account, amount: -amount },
          { account: house, amount },
        ],
        `round:${req.roundId}`,
      );
      try {
        const answer = await once(
          () =>
            queryPrepared<{ answer: SeamlessAnswer }>(db, 'seamless_debit', DEBIT_SQL, [
              merchantCode, currency, provider, s.memberId, s.wallet, s.nodeId, s.expiresAt, req.transactionId, req.roundId,
              amount, providerRequestHash('DEBIT', req), now, businessDate(now), ledgerHash, house.ownerId, house.wallet,
              null, null, // the nonce: claimed at the signature check
            ]), // prettier-ignore
        );
        return settled(answer);
      } catch (error) {
        const refusal = refused(error);
        if (refusal instanceof AppError && refusal.code === 'INSUFFICIENT_FUNDS') return refusedForFunds(account);
        throw refusal;
      }
    },

    /** A win (0 settles a lost round): pays the round's player, even after the session expired — one statement (seamless_credit). */
    async credit(provider: string, req: SeamlessCreditRequest): Promise<SeamlessMoneyResult> {
      const amount = toMinor(req.amount);
      const s = await session(provider, req.sessionId);
      const account = memberWallet(s.memberId, s.wallet);
      const house = houseAccount(provider, s.memberId, s.wallet);
      const ledgerHash = requestHash(
        'WIN',
        [
          { account: house, amount: -amount },
          { account, amount },
        ],
        `round:${req.roundId}`,
      );
      const now = clock();
      try {
        const answer = await once(
          () =>
            queryPrepared<{ answer: SeamlessAnswer }>(db, 'seamless_credit', CREDIT_SQL, [
              merchantCode, currency, provider, s.memberId, req.transactionId, req.roundId, amount,
              req.validBet === undefined ? null : toMinor(req.validBet), providerRequestHash('CREDIT', req), now, ledgerHash,
              house.ownerId, house.wallet, null, null, // the nonce: claimed at the signature check
            ]), // prettier-ignore
        );
        return settled(answer);
      } catch (error) {
        throw refused(error);
      }
    },

    /**
     * Undoes a bet. Refused once the round is settled or the bet already undone; a rollback of a bet
     * never seen is recorded (a VOID bet row) so that bet, arriving late, is refused.
     */
    async rollback(provider: string, req: SeamlessRollbackRequest): Promise<SeamlessMoneyResult> {
      const s = await session(provider, req.sessionId);
      const hash = providerRequestHash('ROLLBACK', req);
      const undone = await db
        .transaction(async (tx) => {
          const id = await claim(tx, provider, {
            transactionId: req.transactionId,
            kind: 'ROLLBACK',
            hash,
            memberId: s.memberId,
            roundId: req.roundId,
            refId: req.refTransactionId,
            amount: 0n,
          });
          if (!id) return replay(tx, provider, req.transactionId, 'ROLLBACK', hash);
          const findBet = () =>
            queryRows<{
              id: string;
              kind: string;
              status: string;
              member_id: string | null;
              round_id: string;
              amount: string;
              ledger_transaction_id: string | null;
            }>(
              tx,
              sql`SELECT kind, status, member_id::text, round_id, amount::text, ledger_transaction_id::text FROM provider_transaction
                WHERE provider = ${provider} AND transaction_id = ${req.refTransactionId} FOR UPDATE`,
            );
          let bet = (await findBet())[0];
          if (!bet) {
            const tomb = await queryRows(
              tx,
              sql`INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id)
                VALUES (${provider}, ${req.refTransactionId}, 'DEBIT', 'VOID', '', ${s.memberId}, ${req.roundId})
                ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING transaction_id`,
            );
            if (tomb.length) {
              const result = answer(
                req.transactionId,
                await ledger.balanceOf(memberWallet(s.memberId, s.wallet), tx),
                null,
              );
              await store(tx, provider, req.transactionId, result);
              return result;
            }
            // The bet committed while we waited for its id: roll it back as usual.
            bet = (await findBet())[0];
          }
          if (!bet || bet.kind !== 'DEBIT' || Number(bet.member_id) !== s.memberId || bet.round_id !== req.roundId) {
            throw new AppError('BET_NOT_FOUND', undefined, { transactionId: req.refTransactionId });
          }
          if (bet.status !== 'APPLIED')
            throw new AppError('TRANSACTION_ROLLED_BACK', 'This bet was already rolled back', {
              transactionId: req.refTransactionId,
            });
          const rounds = await queryRows<{ wallet: string; status: string }>(
            tx,
            sql`SELECT wallet, status FROM game_round WHERE provider = ${provider} AND round_id = ${req.roundId} FOR UPDATE`,
          );
          const round = rounds[0];
          if (!round) throw new AppError('BET_NOT_FOUND', undefined, { roundId: req.roundId });
          if (round.status === 'SETTLED') throw new AppError('ROUND_SETTLED', undefined, { roundId: req.roundId });
          const amount = BigInt(bet.amount);
          const account = memberWallet(s.memberId, round.wallet);
          const posted = await ledger.post(
            {
              kind: 'ROLLBACK',
              idempotencyKey: `seamless:${provider}:${req.transactionId}`,
              reference: `round:${req.roundId}`,
              actor: `provider:${provider}`,
              reversesId: bet.ledger_transaction_id === null ? null : Number(bet.ledger_transaction_id),
              postings: [
                { account: houseAccount(provider, s.memberId, round.wallet), amount: -amount },
                { account, amount },
              ],
            },
            tx,
          );
          await tx.execute(
            sql`UPDATE provider_transaction SET status = 'ROLLED_BACK' WHERE provider = ${provider} AND transaction_id = ${req.refTransactionId}`,
          );
          await tx.execute(
            sql`UPDATE game_round SET bet_amount = bet_amount - ${amount}, valid_bet = greatest(valid_bet - ${amount}, 0),
                     status = CASE WHEN bet_amount - ${amount} = 0 THEN 'ROLLED_BACK' ELSE status END,
                     settled_at = CASE WHEN bet_amount - ${amount} = 0 THEN ${clock()} ELSE settled_at END
              WHERE provider = ${provider} AND round_id = ${req.roundId}`,
          );
          const after = posted.entries.find((e) => e.ownerKind === 'member')?.balanceAfter ?? 0n;
          const result = answer(req.transactionId, after, posted.transactionId);
          await store(tx, provider, req.transactionId, result);
          return result;
        })
        .catch((error: unknown) => {
          // seamless_replay's refusals (duplicate id, …) arrive as database errors.
          throw refusalOf(error) ?? error;
        });
      if (undone.walletTransactionId !== null) onBalanceChange?.(s.memberId);
      return undone;
    },
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
