import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from './wallet-tables.js';

export type RecordFilter = {
  merchantCode: string;
  memberId: number;
  from: Date;
  to: Date;
  type?: string;
  wallet?: string;
};

function recordConditions(f: RecordFilter): SQL {
  const conditions = [
    eq(ledgerAccount.merchantCode, f.merchantCode),
    eq(ledgerAccount.ownerKind, 'member'),
    eq(ledgerAccount.ownerId, f.memberId),
    gte(ledgerEntry.createdAt, f.from),
    lt(ledgerEntry.createdAt, f.to),
  ];
  if (f.type) conditions.push(eq(ledgerTransaction.kind, f.type));
  if (f.wallet) conditions.push(eq(ledgerAccount.wallet, f.wallet));
  return and(...conditions) as SQL;
}

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

  records: (db: Db, f: RecordFilter, limit: number, offset: number) =>
    db
      .select({
        id: ledgerEntry.id,
        transactionId: ledgerEntry.transactionId,
        time: ledgerEntry.createdAt,
        type: ledgerTransaction.kind,
        wallet: ledgerAccount.wallet,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        reference: ledgerTransaction.reference,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(recordConditions(f))
      .orderBy(desc(ledgerEntry.id))
      .limit(limit)
      .offset(offset),

  async recordTotals(db: Db, f: RecordFilter) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        credit: sql<string>`coalesce(sum(${ledgerEntry.amount}) FILTER (WHERE ${ledgerEntry.amount} > 0), 0)::text`,
        debit: sql<string>`coalesce(sum(${ledgerEntry.amount}) FILTER (WHERE ${ledgerEntry.amount} < 0), 0)::text`,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(recordConditions(f));
    return { count: row?.count ?? 0, credit: BigInt(row?.credit ?? '0'), debit: BigInt(row?.debit ?? '0') };
  },
};
