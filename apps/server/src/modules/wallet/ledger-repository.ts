import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import type { AccountRef } from './ledger-fns.js';
import { accountKey, mayGoNegative } from './ledger-fns.js';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from './wallet-tables.js';

export type LedgerTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** SQL of the ledger. Every function takes the caller's transaction. */
export const ledgerRepository = {
  /** Creates missing accounts, then locks all of them in id order (no deadlocks between posters). */
  async lockAccounts(tx: LedgerTx, merchantCode: string, currency: string, unordered: readonly AccountRef[]) {
    // New accounts are inserted in one fixed order too, so two posters never wait on each other crosswise.
    const refs = [...unordered].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
    await tx
      .insert(ledgerAccount)
      .values(
        refs.map((r) => ({
          merchantCode,
          ownerKind: r.ownerKind,
          ownerId: r.ownerId,
          wallet: r.wallet,
          currency,
          balance: 0n,
          allowNegative: mayGoNegative(r),
        })),
      )
      .onConflictDoNothing();
    const keys = sql.join(
      refs.map((r) => sql`(${r.ownerKind}, ${r.ownerId}::bigint, ${r.wallet})`),
      sql`, `,
    );
    return tx
      .select()
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.merchantCode, merchantCode),
          eq(ledgerAccount.currency, currency),
          sql`(${ledgerAccount.ownerKind}, ${ledgerAccount.ownerId}, ${ledgerAccount.wallet}) IN (${keys})`,
        ),
      )
      .orderBy(asc(ledgerAccount.id))
      .for('update');
  },

  /** Claims the idempotency key; null when another transaction already holds it. */
  async claimTransaction(
    tx: LedgerTx,
    row: { merchantCode: string; kind: string; idempotencyKey: string; requestHash: string; reference: string; reversesId: number | null; actor: string },
  ) {
    const inserted = await tx.insert(ledgerTransaction).values(row).onConflictDoNothing().returning();
    return inserted[0] ?? null;
  },

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

  async setBalance(tx: LedgerTx, accountId: number, balance: bigint) {
    await tx.update(ledgerAccount).set({ balance }).where(eq(ledgerAccount.id, accountId));
  },

  async insertEntries(tx: LedgerTx, rows: { transactionId: number; accountId: number; amount: bigint; balanceAfter: bigint }[]) {
    await tx.insert(ledgerEntry).values(rows);
  },

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
