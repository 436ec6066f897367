import { randomBytes } from 'node:crypto';
import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Rng } from './engine/rng.js';
import { HOUSE_GAMES, type HouseGameKind, type HousePlay } from './house-games.js';
import { houseRepository as repo, type HouseSessionRow } from './house-repository.js';
import { WalletRefusal, type WalletClient } from './wallet-client.js';

type SessionRow = HouseSessionRow;

/** Rounds left unfinished this long (a crash between calls) are completed by `recover`. */
export const RECOVER_AFTER_MS = 30_000;

/** Maps a wallet refusal to the game client's answer (the operator's own code and balance). */
export function refusal(error: unknown): never {
  if (error instanceof WalletRefusal) {
    const code = ['INSUFFICIENT_FUNDS', 'SESSION_EXPIRED', 'LAUNCH_TOKEN_INVALID', 'ROUND_CLOSED'].includes(error.code)
      ? (error.code as 'INSUFFICIENT_FUNDS')
      : 'UNKNOWN_ERROR';
    throw new AppError(code, error.message, error.value ?? undefined);
  }
  throw new AppError('UNKNOWN_ERROR', 'The game could not reach the wallet, please try again');
}

/**
 * The house provider's rounds: each is stored with its full outcome before any money moves, then
 * the stake is taken and the win paid through the signed wallet API; `recover` completes rounds a
 * crash or an unreachable wallet left half done.
 */
export function createHouseRounds({
  db,
  clock,
  wallet,
  rng,
}: {
  db: Db;
  clock: () => Date;
  wallet: WalletClient;
  rng: Rng;
}) {
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
    /** One round of the session's game: decided by the CSPRNG, stored, then the stake taken and the win paid. */
    play: async (session: SessionRow, kind: HouseGameKind, request: unknown) => {
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

    /**
     * Completes rounds a crash or an unreachable wallet left half done: a PENDING round (the stake
     * may or may not have been taken) is rolled back — the operator records a rollback even for a
     * bet it never saw — and a DEBITED round is paid. Both calls are idempotent, so running this
     * on several instances or twice is harmless.
     */
    recover: async (): Promise<{ rolledBack: number; settled: number }> => {
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
