import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import type { AccountRef } from './ledger-fns.js';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from './wallet-tables.js';

export type LedgerTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** SQL of the ledger. Every function takes the caller's transaction. */
export const ledgerRepository = {
  async transactionByKey(tx: LedgerTx, merchantCode: string, idempotencyKey: string) {
    const rows = await tx
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.merchantCode, merchantCode), eq(ledgerTransaction.idempotencyKey, idempotencyKey)))
      .limit(1);
    return rows[0] ?? null;
  },

  async reversalOf(tx: LedgerTx, transactionId: number) {
    const rows = await tx.select().from(ledgerTransaction).where(eq(ledgerTransaction.reversesId, transactionId)).limit(1);
    return rows[0] ?? null;
  },

  async transactionById(tx: LedgerTx, id: number) {
    const rows = await tx.select().from(ledgerTransaction).where(eq(ledgerTransaction.id, id)).limit(1);
    return rows[0] ?? null;
  },

  entriesOf: (tx: LedgerTx, transactionId: number) =>
    tx
      .select({
        accountId: ledgerEntry.accountId,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        ownerKind: ledgerAccount.ownerKind,
        ownerId: ledgerAccount.ownerId,
        wallet: ledgerAccount.wallet,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .where(eq(ledgerEntry.transactionId, transactionId))
      .orderBy(asc(ledgerEntry.id)),

  async balances(tx: LedgerTx, merchantCode: string, currency: string, refs: readonly AccountRef[]) {
    if (refs.length === 0) return [];
    return tx
      .select()
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.merchantCode, merchantCode),
          eq(ledgerAccount.currency, currency),
          inArray(
            sql`(${ledgerAccount.ownerKind} || ':' || ${ledgerAccount.ownerId} || ':' || ${ledgerAccount.wallet})`,
            refs.map((r) => `${r.ownerKind}:${r.ownerId}:${r.wallet}`),
          ),
        ),
      );
  },

  /** Every way the books could be wrong; empty lists mean they are right. */
  async invariantViolations(tx: LedgerTx) {
    const [total] = await queryRows<{ total: string }>(tx, sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry`);
    const unbalanced = await queryRows<{ transaction_id: string; total: string }>(
      tx,
      sql`SELECT transaction_id::text, sum(amount)::text AS total FROM ledger_entry GROUP BY transaction_id HAVING sum(amount) <> 0 OR count(*) < 2`,
    );
    const drifted = await queryRows<{ id: string; balance: string; entries: string }>(
      tx,
      sql`SELECT a.id::text, a.balance::text, coalesce(e.total, 0)::text AS entries
          FROM ledger_account a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entry GROUP BY account_id) e ON e.account_id = a.id
          WHERE a.balance <> coalesce(e.total, 0)`,
    );
    const brokenChain = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id::text FROM (
            SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_entry
          ) x WHERE balance_after <> running`,
    );
    const negative = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id::text FROM ledger_account WHERE NOT allow_negative AND balance < 0`,
    );
    return {
      totalOfAllEntries: BigInt(total?.total ?? '0'),
      unbalancedTransactions: unbalanced.map((r) => r.transaction_id),
      accountsNotEqualToEntries: drifted.map((r) => r.id),
      entriesWithWrongBalanceAfter: brokenChain.map((r) => r.id),
      negativeMemberAccounts: negative.map((r) => r.id),
    };
  },
};
