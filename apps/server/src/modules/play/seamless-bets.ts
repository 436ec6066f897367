import {
  formatMinor,
  marketDate,
  toMinor,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessMoneyResult,
} from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import { requestHash, type AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { houseAccount, providerRequestHash } from './play-fns.js';
import { isTwinCollision, memberWallet, refusalOf } from './seamless-fns.js';
import type { SeamlessSessions } from './seamless-sessions.js';

/** What seamless_debit / seamless_credit answer: the provider's answer, plus whom it concerned when it moved money. */
type SeamlessAnswer = SeamlessMoneyResult & { memberId?: number | string; applied?: boolean };

export type SeamlessBetsDeps = {
  ledger: LedgerService;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: a round's reporting day is the calendar day there. */
  timeZone: string;
  sessions: SeamlessSessions;
  onBalanceChange?: ((memberId: number) => void) | undefined;
  /** Told of each real-money win the board should show (at least BIG_WIN_MINOR paid on one credit). */
  onBigWin?: ((win: BigWin) => void) | undefined;
};

/** A win for the winner board: who, on which game tile, how much (minor units). */
export type BigWin = { memberId: number; nodeId: number; amount: bigint };
/** The least a single win pays to reach the winner board: 1,000.00 (DEFAULT, docs/decisions.md). */
export const BIG_WIN_MINOR = 100_000n;

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
function settled(
  raw: SeamlessAnswer | undefined,
  onBalanceChange: SeamlessBetsDeps['onBalanceChange'],
): SeamlessMoneyResult {
  if (!raw) throw new Error('seamless function answered nothing');
  const { memberId, applied, ...result } = raw;
  if (applied && memberId !== undefined) onBalanceChange?.(Number(memberId));
  return {
    ...result,
    walletTransactionId: result.walletTransactionId === null ? null : Number(result.walletTransactionId),
  };
}

/** Insufficient funds is answered with the balance the provider should show. */
async function refusedForFunds(ledger: LedgerService, account: AccountRef): Promise<never> {
  throw new AppError('INSUFFICIENT_FUNDS', undefined, {
    balance: formatMinor(await ledger.balanceOf(account)),
    currency: ledger.currency,
  });
}

/**
 * A bet: takes the stake from the player's wallet into the house's game bank and opens (or
 * adds to) the round — one statement (seamless_debit: migration 0014, posting through
 * ledger_transfer since 0020).
 */
async function debit(
  deps: SeamlessBetsDeps,
  provider: string,
  req: SeamlessDebitRequest,
): Promise<SeamlessMoneyResult> {
  const { ledger, merchantCode, clock, timeZone, sessions } = deps;
  const amount = toMinor(req.amount);
  if (amount <= 0n) throw new AppError('AMOUNT_OUT_OF_RANGE', 'A bet must be more than zero');
  const s = await sessions.session(provider, req.sessionId);
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
        ledger.seamlessDebit<SeamlessAnswer>([
          merchantCode, ledger.currency, provider, s.memberId, s.wallet, s.nodeId, s.expiresAt, req.transactionId, req.roundId,
          amount, providerRequestHash('DEBIT', req), now, marketDate(now, timeZone), ledgerHash, house.ownerId, house.wallet,
          null, null, // the nonce: claimed at the signature check
        ]), // prettier-ignore
    );
    return settled(answer, deps.onBalanceChange);
  } catch (error) {
    const refusal = refused(error);
    if (refusal instanceof AppError && refusal.code === 'INSUFFICIENT_FUNDS') return refusedForFunds(ledger, account);
    throw refusal;
  }
}

/** A win (0 settles a lost round): pays the round's player, even after the session expired — one statement (seamless_credit). */
async function credit(
  deps: SeamlessBetsDeps,
  provider: string,
  req: SeamlessCreditRequest,
): Promise<SeamlessMoneyResult> {
  const { ledger, merchantCode, clock, sessions } = deps;
  const amount = toMinor(req.amount);
  const s = await sessions.session(provider, req.sessionId);
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
        ledger.seamlessCredit<SeamlessAnswer>([
          merchantCode, ledger.currency, provider, s.memberId, req.transactionId, req.roundId, amount,
          req.validBet === undefined ? null : toMinor(req.validBet), providerRequestHash('CREDIT', req), now, ledgerHash,
          house.ownerId, house.wallet, null, null, // the nonce: claimed at the signature check
        ]), // prettier-ignore
    );
    // A real-money win big enough for the board (trial play's DEMO wallet never is), once: replays apply nothing.
    if (answer?.applied && s.wallet !== 'DEMO' && amount >= BIG_WIN_MINOR)
      deps.onBigWin?.({ memberId: s.memberId, nodeId: s.nodeId, amount });
    return settled(answer, deps.onBalanceChange);
  } catch (error) {
    throw refused(error);
  }
}

/**
 * Bets and wins, the hot path: each is one statement of the wallet's money functions
 * (seamless_debit, seamless_credit), keyed by the provider's transaction id.
 */
export function createSeamlessBets(deps: SeamlessBetsDeps) {
  return {
    debit: (provider: string, req: SeamlessDebitRequest): Promise<SeamlessMoneyResult> => debit(deps, provider, req),
    credit: (provider: string, req: SeamlessCreditRequest): Promise<SeamlessMoneyResult> => credit(deps, provider, req),
  };
}
