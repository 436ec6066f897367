import { createHash, randomBytes } from 'node:crypto';
import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { createRng, type Rng } from './engine/rng.js';
import { houseGameFor, HOUSE_GAMES, type HouseGameKind, type HousePlay } from './house-games.js';
import { houseRepository as repo, type HouseSessionRow } from './house-repository.js';
import { WalletRefusal, type WalletClient } from './wallet-client.js';

export type HouseDeps = {
  db: Db;
  clock: () => Date;
  wallet: WalletClient;
  rng?: Rng;
  /** Play credit of a free-trial (FUN) session, minor units. */
  funCredit?: bigint;
};

/** A free trial starts with ₱2,000.00 of play credit, kept by the provider only. */
export const FUN_CREDIT_MINOR = 200_000n;
/** A game client's token lasts as long as the operator's game session. */
const SESSION_TTL_MS = 12 * 3_600_000;
/** Rounds left unfinished this long (a crash between calls) are completed by `recover`. */
export const RECOVER_AFTER_MS = 30_000;

type SessionRow = HouseSessionRow;
export type HouseSession = SessionRow;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The house game provider: it plays the part of a third-party vendor. It opens its sessions with
 * the operator's launch token and moves money only through the operator's signed seamless-wallet
 * API (wallet-client), never through the platform's tables or services. Every round is stored
 * with its full outcome before any money moves, so it can be audited and, after a crash,
 * completed: a round whose stake may not have been taken is rolled back, a round whose stake was
 * taken is paid.
 */
export function createHouseService({ db, clock, wallet, rng = createRng(), funCredit = FUN_CREDIT_MINOR }: HouseDeps) {
  /** Maps a wallet refusal to the game client's answer (the operator's own code and balance). */
  function refusal(error: unknown): never {
    if (error instanceof WalletRefusal) {
      const code = ['INSUFFICIENT_FUNDS', 'SESSION_EXPIRED', 'LAUNCH_TOKEN_INVALID', 'ROUND_CLOSED'].includes(
        error.code,
      )
        ? (error.code as 'INSUFFICIENT_FUNDS')
        : 'UNKNOWN_ERROR';
      throw new AppError(code, error.message, error.value ?? undefined);
    }
    throw new AppError('UNKNOWN_ERROR', 'The game could not reach the wallet, please try again');
  }

  async function setStatus(roundId: string, status: string) {
    await repo.setRoundStatus(db, roundId, status, clock());
  }

  /** Pays a debited round (idempotent: the win's transaction id is derived from the round). */
  async function settle(session: SessionRow, round: { roundId: string; win: bigint; validBet: bigint }) {
    const paid = await wallet.credit({
      sessionId: session.wallet_session_id as string,
      transactionId: `${round.roundId}:win`,
      roundId: round.roundId,
      amount: formatMinor(round.win),
      validBet: formatMinor(round.validBet),
    });
    await setStatus(round.roundId, 'SETTLED');
    return paid;
  }

  return {
    /** Opens a game client's session with the launch token from the launch URL. */
    async open(launchToken: string) {
      let opened;
      try {
        opened = await wallet.authenticate(launchToken);
      } catch (error) {
        if (error instanceof WalletRefusal) throw new AppError('LAUNCH_TOKEN_INVALID');
        throw error;
      }
      const game = houseGameFor(opened.gameType);
      const token = randomBytes(32).toString('base64url');
      const fun = opened.mode === 'FUN';
      await repo.insertSession(db, {
        tokenHash: hashToken(token),
        walletSessionId: fun ? null : opened.sessionId,
        playerId: opened.playerId,
        mode: opened.mode,
        currency: opened.currency,
        game,
        vassalage: opened.vassalage,
        gameType: opened.gameType,
        gameCode: opened.gameCode,
        language: opened.language,
        funBalance: fun ? funCredit : 0n,
        expiresAt: new Date(clock().getTime() + SESSION_TTL_MS),
      });
      return {
        token,
        game,
        mode: opened.mode,
        currency: opened.currency,
        balance: fun ? formatMinor(funCredit) : opened.balance,
        vassalage: opened.vassalage,
        gameType: opened.gameType,
        gameCode: opened.gameCode,
        language: opened.language,
        rules: HOUSE_GAMES[game].rules,
      };
    },

    async session(token: string): Promise<SessionRow> {
      const row = await repo.liveSession(db, hashToken(token), clock());
      if (!row) throw new AppError('SESSION_EXPIRED');
      return row;
    },

    async balance(session: SessionRow): Promise<{ balance: string; currency: string }> {
      if (session.mode === 'FUN')
        return { balance: formatMinor(BigInt(session.fun_balance)), currency: session.currency };
      try {
        return await wallet.balance(session.wallet_session_id as string);
      } catch (error) {
        return refusal(error);
      }
    },

    /** One round of the session's game: decided by the CSPRNG, stored, then the stake taken and the win paid. */
    async play(session: SessionRow, kind: HouseGameKind, request: unknown) {
      if (session.game !== kind) throw new AppError('NOT_FOUND', 'This session plays another game');
      const play: HousePlay = HOUSE_GAMES[kind].play(rng, request);
      const roundId = `${kind === 'slot' ? 'S' : 'B'}${randomBytes(12).toString('base64url')}`;
      await repo.insertRound(db, {
        roundId,
        sessionId: session.id,
        game: kind,
        bet: play.bet,
        win: play.win,
        outcome: play.outcome,
      });
      const result = (balance: string) => ({
        roundId,
        bet: formatMinor(play.bet),
        win: formatMinor(play.win),
        outcome: play.outcome,
        balance,
        currency: session.currency,
      });

      if (session.mode === 'FUN') {
        const funBalance = await repo.playFunCredit(db, session.id, play.bet, play.win);
        if (funBalance === null) {
          await setStatus(roundId, 'REFUSED');
          throw new AppError('INSUFFICIENT_FUNDS', undefined, {
            balance: formatMinor(BigInt(session.fun_balance)),
            currency: session.currency,
          });
        }
        await setStatus(roundId, 'SETTLED');
        return result(formatMinor(BigInt(funBalance)));
      }

      const sessionId = session.wallet_session_id as string;
      try {
        await wallet.debit({ sessionId, transactionId: `${roundId}:bet`, roundId, amount: formatMinor(play.bet) });
      } catch (error) {
        // Refused: nothing was taken. Unreachable: `recover` rolls the stake back if it was taken.
        if (error instanceof WalletRefusal) await setStatus(roundId, 'REFUSED');
        return refusal(error);
      }
      await setStatus(roundId, 'DEBITED');
      try {
        const paid = await settle(session, { roundId, win: play.win, validBet: play.validBet });
        return result(paid.balance);
      } catch (error) {
        // The stake is taken and the outcome stored: `recover` pays it when the wallet answers again.
        return refusal(error);
      }
    },

    /** The session's latest rounds (the game client's history panel). */
    async history(session: SessionRow) {
      const rows = await repo.latestRounds(db, session.id);
      return rows.map((r) => ({
        roundId: r.round_id,
        bet: formatMinor(BigInt(r.bet)),
        win: formatMinor(BigInt(r.win)),
        status: r.status,
        time: new Date(r.created_at).toISOString(),
      }));
    },

    /** A stored round with its outcome, for audit. */
    async round(roundId: string) {
      return repo.round(db, roundId);
    },

    /**
     * Completes rounds a crash or an unreachable wallet left half done: a PENDING round (the stake
     * may or may not have been taken) is rolled back — the operator records a rollback even for a
     * bet it never saw — and a DEBITED round is paid. Both calls are idempotent, so running this
     * on several instances or twice is harmless.
     */
    async recover(): Promise<{ rolledBack: number; settled: number }> {
      const rows = await repo.unfinishedRounds(db, new Date(clock().getTime() - RECOVER_AFTER_MS));
      let rolledBack = 0;
      let settled = 0;
      for (const r of rows) {
        if (r.mode === 'FUN' || !r.wallet_session_id) continue;
        try {
          if (r.status === 'PENDING') {
            await wallet.rollback({
              sessionId: r.wallet_session_id,
              transactionId: `${r.round_id}:rollback`,
              refTransactionId: `${r.round_id}:bet`,
              roundId: r.round_id,
            });
            await setStatus(r.round_id, 'ROLLED_BACK');
            rolledBack += 1;
          } else {
            const validBet = (r.outcome as { validBet?: string } | null)?.validBet;
            await wallet.credit({
              sessionId: r.wallet_session_id,
              transactionId: `${r.round_id}:win`,
              roundId: r.round_id,
              amount: formatMinor(BigInt(r.win)),
              ...(validBet ? { validBet } : {}),
            });
            await setStatus(r.round_id, 'SETTLED');
            settled += 1;
          }
        } catch {
          // Still unreachable: the next run tries again.
        }
      }
      return { rolledBack, settled };
    },
  };
}
export type HouseService = ReturnType<typeof createHouseService>;
