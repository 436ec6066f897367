import { AppError } from '../../platform/errors.js';
import type { Db } from '../../platform/db.js';
import {
  checkPostings,
  LedgerRuleError,
  mayGoNegative,
  requestHash,
  type AccountRef,
  type Posting,
} from './ledger-fns.js';
import {
  ledgerRepository as repo,
  type LedgerTx,
  type PostedRow,
  type SeamlessCreditArgs,
  type SeamlessDebitArgs,
} from './ledger-repository.js';

export type PostInput = {
  kind: string;
  idempotencyKey: string;
  postings: Posting[];
  reference?: string;
  actor?: string;
  reversesId?: number | null;
};

export type PostedEntry = {
  accountId: number;
  ownerKind: string;
  ownerId: number;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
};
export type PostedTransaction = {
  transactionId: number;
  kind: string;
  replayed: boolean;
  createdAt: Date;
  entries: PostedEntry[];
};

/** One two-leg posting of a batch: `amount` moves from one account to another, under its own key. */
export type TransferItem = {
  idempotencyKey: string;
  reference: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
};

export type LedgerDeps = { db: Db; merchantCode: string; currency: string };

/** The refusals ledger_post raises, as the API's error codes (null for anything else). */
export function ledgerRefusal(error: unknown, idempotencyKey: string): AppError | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('ledger:IDEMPOTENCY_CONFLICT'))
      return new AppError('IDEMPOTENCY_CONFLICT', undefined, { idempotencyKey });
    if (e.message.includes('ledger:INSUFFICIENT_FUNDS')) {
      const detail = (e as { detail?: string }).detail ?? '';
      const cut = detail.lastIndexOf(':');
      return new AppError('INSUFFICIENT_FUNDS', undefined, {
        wallet: detail.slice(0, cut),
        balance: detail.slice(cut + 1),
      });
    }
  }
  return null;
}

/** Posts one transaction whole in `tx` (ledger_post), or answers the refusal it raised. */
async function postIn(
  { merchantCode, currency }: LedgerDeps,
  tx: LedgerTx,
  input: PostInput,
): Promise<PostedTransaction> {
  checkPostings(input.postings);
  const reference = input.reference ?? '';
  const postings = JSON.stringify(
    input.postings.map((p, ord) => ({
      ownerKind: p.account.ownerKind,
      ownerId: p.account.ownerId,
      wallet: p.account.wallet,
      amount: p.amount.toString(),
      allowNegative: mayGoNegative(p.account),
      ord,
    })),
  );
  let rows: PostedRow[];
  try {
    rows = await repo.post(tx, {
      merchantCode,
      currency,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      requestHash: requestHash(input.kind, input.postings, reference),
      reference,
      reversesId: input.reversesId ?? null,
      actor: input.actor ?? '',
      postings,
    });
  } catch (error) {
    throw ledgerRefusal(error, input.idempotencyKey) ?? error;
  }
  const first = rows[0];
  if (!first) throw new Error('ledger_post answered no entries');
  return {
    transactionId: Number(first.transaction_id),
    kind: input.kind,
    replayed: first.replayed,
    createdAt: new Date(first.created_at),
    entries: rows.map((r) => ({
      accountId: Number(r.account_id),
      ownerKind: r.owner_kind,
      ownerId: Number(r.owner_id),
      wallet: r.wallet,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
    })),
  };
}

/** Undoes a transaction with a new one of opposite postings; a transaction is reversed at most once. */
async function reverseIn(
  deps: LedgerDeps,
  t: LedgerTx,
  transactionId: number,
  idempotencyKey: string,
  actor: string,
): Promise<PostedTransaction> {
  const { merchantCode } = deps;
  const original = await repo.transactionById(t, transactionId);
  if (!original || original.merchantCode !== merchantCode) throw new AppError('NOT_FOUND');
  const existing = await repo.reversalOf(t, transactionId);
  if (existing && existing.idempotencyKey !== idempotencyKey) {
    throw new AppError('CONFLICT', 'This transaction was already reversed', { reversalId: existing.id });
  }
  const entries = await repo.entriesOf(t, transactionId);
  return postIn(deps, t, {
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
}

/**
 * The only writer of money. A transaction is posted whole or not at all: the idempotency key
 * is claimed, the accounts are locked in id order, every member balance is checked to stay at
 * or above zero, balances move and entries are appended, all in one statement (ledger_post)
 * inside the caller's database transaction or on its own.
 */
export function createLedgerService(deps: LedgerDeps) {
  const { db, merchantCode, currency } = deps;
  return {
    merchantCode,
    currency,
    /** Posts in the caller's transaction when given (so a business row and its money commit together). */
    post(input: PostInput, tx?: LedgerTx): Promise<PostedTransaction> {
      // On its own the posting is one autocommitted statement: no BEGIN/COMMIT round trips.
      return postIn(deps, tx ?? db, input);
    },

    /**
     * Posts many two-leg transactions of one kind in one statement (ledger_post_many), each under
     * its own idempotency key with ledger_post's rules: a key posted before with the same request
     * is a replay that moves nothing, with another request it is refused. Answers how many moved.
     */
    async postMany(
      kind: string,
      items: readonly TransferItem[],
      tx: LedgerTx,
      actor = '',
    ): Promise<{ posted: number; replayed: number }> {
      if (items.length === 0) return { posted: 0, replayed: 0 };
      const json = JSON.stringify(
        items.map((i) => {
          if (i.amount <= 0n) throw new LedgerRuleError(`posting ${i.idempotencyKey} moves ${i.amount}`);
          const postings = [
            { account: i.from, amount: -i.amount },
            { account: i.to, amount: i.amount },
          ];
          checkPostings(postings);
          return {
            k: i.idempotencyKey,
            h: requestHash(kind, postings, i.reference),
            r: i.reference,
            fk: i.from.ownerKind,
            fo: i.from.ownerId,
            fw: i.from.wallet,
            fn: mayGoNegative(i.from),
            tk: i.to.ownerKind,
            to: i.to.ownerId,
            tw: i.to.wallet,
            tn: mayGoNegative(i.to),
            a: i.amount.toString(),
          };
        }),
      );
      try {
        return await repo.postMany(tx, merchantCode, currency, kind, actor, json);
      } catch (error) {
        throw ledgerRefusal(error, '(batch)') ?? error;
      }
    },

    /** Undoes a transaction with a new one of opposite postings; a transaction is reversed at most once. */
    reverse(transactionId: number, idempotencyKey: string, actor: string, tx?: LedgerTx): Promise<PostedTransaction> {
      const run = (t: LedgerTx) => reverseIn(deps, t, transactionId, idempotencyKey, actor);
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * The seamless wallet's money functions (one statement per provider call; the SQL functions
     * keep the ledger's rules). The hot path: the promise of the prepared statement is handed
     * back as is.
     */
    seamlessDebit: <T extends Record<string, unknown>>(args: SeamlessDebitArgs) => repo.seamlessDebit<T>(db, args),
    seamlessCredit: <T extends Record<string, unknown>>(args: SeamlessCreditArgs) => repo.seamlessCredit<T>(db, args),
    seamlessReplay: <T>(tx: LedgerTx, provider: string, transactionId: string, kind: string, hash: string) =>
      repo.seamlessReplay<T>(tx, provider, transactionId, kind, hash),

    /** A member's lifetime real-money deposits and stakes, by the ledger kinds that count as each. */
    async memberFlows(memberId: number, kinds: { deposits: readonly string[]; stakes: readonly string[] }) {
      const flows = await repo.membersFlows(db, merchantCode, [memberId], kinds);
      return flows.get(memberId) ?? { deposits: 0n, stakes: 0n };
    },
    /** memberFlows for a page of members in one query. */
    membersFlows: (memberIds: readonly number[], kinds: { deposits: readonly string[]; stakes: readonly string[] }) =>
      repo.membersFlows(db, merchantCode, memberIds, kinds),

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
