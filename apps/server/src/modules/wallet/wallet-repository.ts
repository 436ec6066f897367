import { and, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { WITHDRAW_PAYOUT_KEY_PREFIX, WITHDRAW_UNLOCK_KEY_PREFIX } from './account-record-fns.js';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from './wallet-tables.js';

/** The entries of one member wallet in [from, to), of some ledger kinds (or all but some). */
export type RecordFilter = {
  accountId: number;
  from: Date;
  to: Date;
  kinds: { only: readonly string[] } | { except: readonly string[] } | null;
};

function recordConditions(f: RecordFilter): SQL {
  const conditions = [
    eq(ledgerEntry.accountId, f.accountId),
    gte(ledgerEntry.createdAt, f.from),
    lt(ledgerEntry.createdAt, f.to),
  ];
  if (f.kinds && 'only' in f.kinds) conditions.push(inArray(ledgerTransaction.kind, [...f.kinds.only]));
  if (f.kinds && 'except' in f.kinds) conditions.push(notInArray(ledgerTransaction.kind, [...f.kinds.except]));
  return and(...conditions) as SQL;
}

/** The posting that settled a withdrawal's hold (payout or return), found by its idempotency key. */
const settlement = alias(ledgerTransaction, 'settlement');
const settles = sql`${settlement.merchantCode} = ${ledgerTransaction.merchantCode}
  AND ${ledgerTransaction.kind} = 'WITHDRAW_LOCK'
  AND ${settlement.idempotencyKey} IN (
    ${WITHDRAW_PAYOUT_KEY_PREFIX} || ${ledgerTransaction.reference},
    ${WITHDRAW_UNLOCK_KEY_PREFIX} || ${ledgerTransaction.reference})`;

/** Read side of a member's money: wallets and the entries of the account-records page. */
export const walletRepository = {
  memberAccounts: (db: Db, merchantCode: string, memberId: number) =>
    db
      .select({ wallet: ledgerAccount.wallet, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.merchantCode, merchantCode),
          eq(ledgerAccount.ownerKind, 'member'),
          eq(ledgerAccount.ownerId, memberId),
        ),
      ),

  /** The ledger account of one member wallet; undefined before its first posting. */
  async memberAccountId(db: Db, merchantCode: string, memberId: number, wallet: string) {
    const [row] = await db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.merchantCode, merchantCode),
          eq(ledgerAccount.ownerKind, 'member'),
          eq(ledgerAccount.ownerId, memberId),
          eq(ledgerAccount.wallet, wallet),
        ),
      );
    return row?.id;
  },

  /** The wallet's entries newest first, each with its transaction's kind and, for a withdrawal, its settlement's. */
  records: (db: Db, f: RecordFilter, limit: number, offset: number) =>
    db
      .select({
        id: ledgerEntry.id,
        time: ledgerEntry.createdAt,
        kind: ledgerTransaction.kind,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        reference: ledgerTransaction.reference,
        settledBy: settlement.kind,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .leftJoin(settlement, settles)
      .where(recordConditions(f))
      .orderBy(desc(ledgerEntry.id))
      .limit(limit)
      .offset(offset),

  /** Count and sums of the filter's entries per ledger kind and sign (credits apart from debits). */
  async recordSums(db: Db, f: RecordFilter) {
    const credit = sql<boolean>`${ledgerEntry.amount} > 0`;
    const rows = await db
      .select({
        kind: ledgerTransaction.kind,
        credit,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${ledgerEntry.amount})::text`,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(recordConditions(f))
      .groupBy(ledgerTransaction.kind, credit);
    return rows.map((r) => ({ kind: r.kind, count: Number(r.count), amount: BigInt(r.amount) }));
  },
};
