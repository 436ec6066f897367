import { formatMinor, type SeamlessMoneyResult, type SeamlessRollbackRequest } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { houseAccount, providerRequestHash } from './play-fns.js';
import { memberWallet, refusalOf } from './seamless-fns.js';
import { seamlessRepository as repo } from './seamless-repository.js';
import type { SeamlessSessions, SessionRow } from './seamless-sessions.js';

export type SeamlessRollbackDeps = {
  db: Db;
  ledger: LedgerService;
  clock: () => Date;
  sessions: SeamlessSessions;
  onBalanceChange?: ((memberId: number) => void) | undefined;
};

const answer = (
  ledger: LedgerService,
  transactionId: string,
  balance: bigint,
  walletTransactionId: number | null,
): SeamlessMoneyResult => ({
  balance: formatMinor(balance),
  currency: ledger.currency,
  transactionId,
  walletTransactionId,
});

/**
 * The answer to a transaction id seen before: its first answer, or a refusal when the fields
 * differ — the same rule the money functions apply (seamless_replay, migration 0014).
 */
async function replay(ledger: LedgerService, tx: LedgerTx, provider: string, transactionId: string, hash: string) {
  const stored = await ledger.seamlessReplay<SeamlessMoneyResult>(tx, provider, transactionId, 'ROLLBACK', hash);
  if (!stored) throw new AppError('CONFLICT');
  return stored;
}

/**
 * The bet a rollback names, locked (undefined when there is none). A bet never seen is recorded
 * as a VOID row instead, so that bet, arriving late, is refused: then the answer is 'VOIDED'.
 */
async function lockBetOrVoid(tx: LedgerTx, provider: string, s: SessionRow, req: SeamlessRollbackRequest) {
  const bet = await repo.lockBet(tx, provider, req.refTransactionId);
  if (bet) return bet;
  if (await repo.insertVoidBet(tx, provider, req.refTransactionId, s.memberId, req.roundId)) return 'VOIDED' as const;
  // The bet committed while we waited for its id: roll it back as usual.
  return repo.lockBet(tx, provider, req.refTransactionId);
}

/** Rolls back the bet its call names, in the caller's transaction (the call's own id is claimed). */
async function undo(
  deps: SeamlessRollbackDeps,
  tx: LedgerTx,
  provider: string,
  s: SessionRow,
  req: SeamlessRollbackRequest,
) {
  const { ledger, clock } = deps;
  const bet = await lockBetOrVoid(tx, provider, s, req);
  if (bet === 'VOIDED') {
    const result = answer(
      ledger,
      req.transactionId,
      await ledger.balanceOf(memberWallet(s.memberId, s.wallet), tx),
      null,
    );
    await repo.storeAnswer(tx, provider, req.transactionId, result);
    return result;
  }
  if (!bet || bet.kind !== 'DEBIT' || Number(bet.member_id) !== s.memberId || bet.round_id !== req.roundId) {
    throw new AppError('BET_NOT_FOUND', undefined, { transactionId: req.refTransactionId });
  }
  if (bet.status !== 'APPLIED')
    throw new AppError('TRANSACTION_ROLLED_BACK', 'This bet was already rolled back', {
      transactionId: req.refTransactionId,
    });
  const round = await repo.lockRound(tx, provider, req.roundId);
  if (!round) throw new AppError('BET_NOT_FOUND', undefined, { roundId: req.roundId });
  if (round.status === 'SETTLED') throw new AppError('ROUND_SETTLED', undefined, { roundId: req.roundId });
  const amount = BigInt(bet.amount);
  const posted = await ledger.post(
    {
      kind: 'ROLLBACK',
      idempotencyKey: `seamless:${provider}:${req.transactionId}`,
      reference: `round:${req.roundId}`,
      actor: `provider:${provider}`,
      reversesId: bet.ledger_transaction_id === null ? null : Number(bet.ledger_transaction_id),
      postings: [
        { account: houseAccount(provider, s.memberId, round.wallet), amount: -amount },
        { account: memberWallet(s.memberId, round.wallet), amount },
      ],
    },
    tx,
  );
  await repo.markRolledBack(tx, provider, req.refTransactionId);
  await repo.shrinkRound(tx, provider, req.roundId, amount, clock());
  const after = posted.entries.find((e) => e.ownerKind === 'member')?.balanceAfter ?? 0n;
  const result = answer(ledger, req.transactionId, after, posted.transactionId);
  await repo.storeAnswer(tx, provider, req.transactionId, result);
  return result;
}

/**
 * Undoes a bet. Refused once the round is settled or the bet already undone; a rollback of a bet
 * never seen is recorded (a VOID bet row) so that bet, arriving late, is refused.
 */
async function rollback(deps: SeamlessRollbackDeps, provider: string, req: SeamlessRollbackRequest) {
  const { db, ledger, sessions } = deps;
  const s = await sessions.session(provider, req.sessionId);
  const hash = providerRequestHash('ROLLBACK', req);
  const undone = await db
    .transaction(async (tx) => {
      const id = await repo.claim(tx, provider, {
        transactionId: req.transactionId,
        kind: 'ROLLBACK',
        hash,
        memberId: s.memberId,
        roundId: req.roundId,
        refId: req.refTransactionId,
        amount: 0n,
      });
      if (!id) return replay(ledger, tx, provider, req.transactionId, hash);
      return undo(deps, tx, provider, s, req);
    })
    .catch((error: unknown) => {
      // seamless_replay's refusals (duplicate id, …) arrive as database errors.
      throw refusalOf(error) ?? error;
    });
  if (undone.walletTransactionId !== null) deps.onBalanceChange?.(s.memberId);
  return undone;
}

/**
 * Undoing bets. Round state (open, settled, rolled back) is kept under a row lock so a rollback
 * after settlement, a second rollback or a bet after its rollback are all refused.
 */
export function createSeamlessRollback(deps: SeamlessRollbackDeps) {
  return {
    rollback: (provider: string, req: SeamlessRollbackRequest): Promise<SeamlessMoneyResult> =>
      rollback(deps, provider, req),
  };
}
