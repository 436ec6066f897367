import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { accountKey, checkPostings, mayGoNegative, requestHash, type AccountRef, type Posting } from './ledger-fns.js';
import { ledgerRepository as repo, type LedgerTx } from './ledger-repository.js';

export type PostInput = {
  kind: string;
  idempotencyKey: string;
  postings: Posting[];
  reference?: string;
  actor?: string;
  reversesId?: number | null;
};

export type PostedEntry = { accountId: number; ownerKind: string; ownerId: number; wallet: string; amount: bigint; balanceAfter: bigint };
export type PostedTransaction = { transactionId: number; kind: string; replayed: boolean; createdAt: Date; entries: PostedEntry[] };

export type LedgerDeps = { db: Db; merchantCode: string; currency: string };

/**
 * The only writer of money. A transaction is posted whole or not at all: the idempotency key
 * is claimed, the accounts are locked in id order, every member balance is checked to stay at
 * or above zero, balances move and entries are appended, all in one database transaction.
 */
export function createLedgerService({ db, merchantCode, currency }: LedgerDeps) {
  async function postIn(tx: LedgerTx, input: PostInput): Promise<PostedTransaction> {
    checkPostings(input.postings);
    const reference = input.reference ?? '';
    const hash = requestHash(input.kind, input.postings, reference);
    const claimed = await repo.claimTransaction(tx, {
      merchantCode,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      reference,
      reversesId: input.reversesId ?? null,
      actor: input.actor ?? '',
    });
    if (!claimed) {
      // The key was used before: the same request gets the first answer, another one is refused.
      const first = await repo.transactionByKey(tx, merchantCode, input.idempotencyKey);
      if (!first || first.requestHash !== hash || first.kind !== input.kind) {
        throw new AppError('IDEMPOTENCY_CONFLICT', undefined, { idempotencyKey: input.idempotencyKey });
      }
      return { transactionId: first.id, kind: first.kind, replayed: true, createdAt: first.createdAt, entries: await repo.entriesOf(tx, first.id) };
    }

    const accounts = await repo.lockAccounts(
      tx,
      merchantCode,
      currency,
      input.postings.map((p) => p.account),
    );
    const byKey = new Map(accounts.map((a) => [accountKey(a), a]));
    const entries: PostedEntry[] = [];
    for (const posting of input.postings) {
      const account = byKey.get(accountKey(posting.account));
      if (!account) throw new Error(`account ${accountKey(posting.account)} was not created`);
      const balanceAfter = account.balance + posting.amount;
      if (balanceAfter < 0n && !mayGoNegative(posting.account)) {
        throw new AppError('INSUFFICIENT_FUNDS', undefined, {
          wallet: posting.account.wallet,
          balance: account.balance.toString(),
        });
      }
      entries.push({
        accountId: account.id,
        ownerKind: account.ownerKind,
        ownerId: account.ownerId,
        wallet: account.wallet,
        amount: posting.amount,
        balanceAfter,
      });
    }
    for (const e of entries) await repo.setBalance(tx, e.accountId, e.balanceAfter);
    await repo.insertEntries(
      tx,
      entries.map((e) => ({ transactionId: claimed.id, accountId: e.accountId, amount: e.amount, balanceAfter: e.balanceAfter })),
    );
    return { transactionId: claimed.id, kind: claimed.kind, replayed: false, createdAt: claimed.createdAt, entries };
  }

  return {
    merchantCode,
    currency,
    /** Posts in the caller's transaction when given (so a business row and its money commit together). */
    post(input: PostInput, tx?: LedgerTx): Promise<PostedTransaction> {
      return tx ? postIn(tx, input) : db.transaction((t) => postIn(t, input));
    },

    /** Undoes a transaction with a new one of opposite postings; a transaction is reversed at most once. */
    reverse(transactionId: number, idempotencyKey: string, actor: string, tx?: LedgerTx): Promise<PostedTransaction> {
      const run = async (t: LedgerTx) => {
        const original = await repo.transactionById(t, transactionId);
        if (!original || original.merchantCode !== merchantCode) throw new AppError('NOT_FOUND');
        const existing = await repo.reversalOf(t, transactionId);
        if (existing && existing.idempotencyKey !== idempotencyKey) {
          throw new AppError('CONFLICT', 'This transaction was already reversed', { reversalId: existing.id });
        }
        const entries = await repo.entriesOf(t, transactionId);
        return postIn(t, {
          kind: `${original.kind}_REVERSAL`,
          idempotencyKey,
          reference: `reverses:${transactionId}`,
          actor,
          reversesId: transactionId,
          postings: entries.map((e) => ({
            account: { ownerKind: e.ownerKind, ownerId: e.ownerId, wallet: e.wallet },
            amount: -e.amount,
          })),
        });
      };
      return tx ? run(tx) : db.transaction(run);
    },

    async balanceOf(ref: AccountRef, tx?: LedgerTx): Promise<bigint> {
      const rows = await repo.balances(tx ?? db, merchantCode, currency, [ref]);
      return rows[0]?.balance ?? 0n;
    },

    /** The books' invariants; `ok` is false with the offending ids when anything is off. */
    async checkInvariants() {
      const v = await repo.invariantViolations(db);
      const ok =
        v.totalOfAllEntries === 0n &&
        v.unbalancedTransactions.length === 0 &&
        v.accountsNotEqualToEntries.length === 0 &&
        v.entriesWithWrongBalanceAfter.length === 0 &&
        v.negativeMemberAccounts.length === 0;
      return { ok, ...v, totalOfAllEntries: v.totalOfAllEntries.toString() };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
