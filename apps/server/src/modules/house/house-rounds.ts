import { randomBytes } from 'node:crypto';
import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Rng } from './engine/rng.js';
import { HOUSE_GAMES, type HouseGameKind, type HousePlay } from './house-games.js';
import { houseRepository as repo, type HouseSessionRow } from './house-repository.js';
import { WalletRefusal, type WalletClient } from './wallet-client.js';

const ROUND_PREFIX: Record<HouseGameKind, string> = { slot: 'S', baccarat: 'B', dragonTiger: 'D' };

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

type Deps = { db: Db; clock: () => Date; wallet: WalletClient; rng: Rng };

async function setStatus({ db, clock }: Deps, roundId: string, status: string) {
  await repo.setRoundStatus(db, roundId, status, clock());
}

/** Pays a debited round (idempotent: the win's transaction id is derived from the round). */
async function settle(deps: Deps, session: SessionRow, round: { roundId: string; win: bigint; validBet: bigint }) {
  const paid = await deps.wallet.credit({
    sessionId: session.wallet_session_id as string,
    transactionId: `${round.roundId}:win`,
    roundId: round.roundId,
    amount: formatMinor(round.win),
    validBet: formatMinor(round.validBet),
  });
  await setStatus(deps, round.roundId, 'SETTLED');
  return paid;
}

/** A FUN round: stake and win move on the session's own play-money balance. */
async function playFun(deps: Deps, session: SessionRow, play: HousePlay, roundId: string) {
  const funBalance = await repo.playFunCredit(deps.db, session.id, play.bet, play.win);
  if (funBalance === null) {
    await setStatus(deps, roundId, 'REFUSED');
    throw new AppError('INSUFFICIENT_FUNDS', undefined, {
      balance: formatMinor(BigInt(session.fun_balance)),
      currency: session.currency,
    });
  }
  await setStatus(deps, roundId, 'SETTLED');
  return formatMinor(BigInt(funBalance));
}

/** A REAL round: the stake taken, then the win paid, through the signed wallet API. */
async function playReal(deps: Deps, session: SessionRow, play: HousePlay, roundId: string) {
  const sessionId = session.wallet_session_id as string;
  try {
    await deps.wallet.debit({ sessionId, transactionId: `${roundId}:bet`, roundId, amount: formatMinor(play.bet) });
  } catch (error) {
    // Refused: nothing was taken. Unreachable: `recover` rolls the stake back if it was taken.
    if (error instanceof WalletRefusal) await setStatus(deps, roundId, 'REFUSED');
    return refusal(error);
  }
  await setStatus(deps, roundId, 'DEBITED');
  try {
    const paid = await settle(deps, session, { roundId, win: play.win, validBet: play.validBet });
    return paid.balance;
  } catch (error) {
    // The stake is taken and the outcome stored: `recover` pays it when the wallet answers again.
    return refusal(error);
  }
}

/** One round of the session's game: decided by the CSPRNG, stored, then the stake taken and the win paid. */
async function playRound(deps: Deps, session: SessionRow, kind: HouseGameKind, request: unknown) {
  const game = HOUSE_GAMES.get(session.game);
  if (game?.kind !== kind) throw new AppError('NOT_FOUND', 'This session plays another game');
  const play: HousePlay = game.play(deps.rng, request);
  const roundId = `${ROUND_PREFIX[kind]}${randomBytes(12).toString('base64url')}`;
  await repo.insertRound(deps.db, {
    roundId,
    sessionId: session.id,
    game: game.id,
    bet: play.bet,
    win: play.win,
    outcome: play.outcome,
  });
  const balance =
    session.mode === 'FUN' ? await playFun(deps, session, play, roundId) : await playReal(deps, session, play, roundId);
  return {
    roundId,
    bet: formatMinor(play.bet),
    win: formatMinor(play.win),
    outcome: play.outcome,
    balance,
    currency: session.currency,
  };
}

type UnfinishedRound = Awaited<ReturnType<typeof repo.unfinishedRounds>>[number];

/** Completes one unfinished REAL round: a PENDING one rolled back, a DEBITED one paid. */
async function recoverRound(deps: Deps, r: UnfinishedRound & { wallet_session_id: string }) {
  if (r.status === 'PENDING') {
    await deps.wallet.rollback({
      sessionId: r.wallet_session_id,
      transactionId: `${r.round_id}:rollback`,
      refTransactionId: `${r.round_id}:bet`,
      roundId: r.round_id,
    });
    await setStatus(deps, r.round_id, 'ROLLED_BACK');
    return 'rolledBack' as const;
  }
  const validBet = (r.outcome as { validBet?: string } | null)?.validBet;
  await deps.wallet.credit({
    sessionId: r.wallet_session_id,
    transactionId: `${r.round_id}:win`,
    roundId: r.round_id,
    amount: formatMinor(BigInt(r.win)),
    ...(validBet ? { validBet } : {}),
  });
  await setStatus(deps, r.round_id, 'SETTLED');
  return 'settled' as const;
}

/**
 * Completes rounds a crash or an unreachable wallet left half done: a PENDING round (the stake
 * may or may not have been taken) is rolled back — the operator records a rollback even for a
 * bet it never saw — and a DEBITED round is paid. Both calls are idempotent, so running this on
 * several instances or twice is harmless.
 */
async function recoverRounds(deps: Deps): Promise<{ rolledBack: number; settled: number }> {
  const rows = await repo.unfinishedRounds(deps.db, new Date(deps.clock().getTime() - RECOVER_AFTER_MS));
  const done = { rolledBack: 0, settled: 0 };
  for (const r of rows) {
    if (r.mode === 'FUN' || !r.wallet_session_id) continue;
    try {
      done[await recoverRound(deps, { ...r, wallet_session_id: r.wallet_session_id })] += 1;
    } catch {
      // Still unreachable: the next run tries again.
    }
  }
  return done;
}

/**
 * The house provider's rounds: each is stored with its full outcome before any money moves, then
 * the stake is taken and the win paid through the signed wallet API; `recover` completes rounds a
 * crash or an unreachable wallet left half done.
 */
export function createHouseRounds(deps: Deps) {
  return {
    play: (session: SessionRow, kind: HouseGameKind, request: unknown) => playRound(deps, session, kind, request),
    recover: () => recoverRounds(deps),
  };
}
