import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db } from '../../platform/db.js';
import type { AccountRef } from './ledger-fns.js';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from './wallet-tables.js';

export type LedgerTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** One entry of a posting as ledger_post answers it (text columns: bigints stay exact). */
export type PostedRow = {
  transaction_id: string;
  replayed: boolean;
  created_at: string | Date;
  account_id: string;
  owner_kind: string;
  owner_id: string;
  wallet: string;
  amount: string;
  balance_after: string;
};

export type LedgerPostArgs = {
  merchantCode: string;
  currency: string;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  reference: string;
  reversesId: number | null;
  actor: string;
  /** The postings as ledger_post's jsonb array (ownerKind, ownerId, wallet, amount, allowNegative, ord). */
  postings: string;
};

/** seamless_debit's arguments, in its order (sql/seamless-functions.sql). */
export type SeamlessDebitArgs = [
  merchantCode: string,
  currency: string,
  provider: string,
  memberId: number,
  wallet: string,
  nodeId: number,
  sessionExpiresAt: Date,
  transactionId: string,
  roundId: string,
  amount: bigint,
  providerHash: string,
  now: Date,
  businessDate: string,
  ledgerHash: string,
  houseOwnerId: number,
  houseWallet: string,
  nonceProvider: null,
  nonce: null,
];

/** seamless_credit's arguments, in its order. */
export type SeamlessCreditArgs = [
  merchantCode: string,
  currency: string,
  provider: string,
  memberId: number,
  transactionId: string,
  roundId: string,
  amount: bigint,
  validBet: bigint | null,
  providerHash: string,
  now: Date,
  ledgerHash: string,
  houseOwnerId: number,
  houseWallet: string,
  nonceProvider: null,
  nonce: null,
];

// The two seamless money calls, prepared once per connection (queryPrepared): they are most of the traffic.
const DEBIT_SQL = `SELECT seamless_debit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15, $16, $17, $18) AS answer`;
const CREDIT_SQL = `SELECT seamless_credit($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10, $11, $12, $13, $14, $15) AS answer`;

/** SQL of the ledger and the calls of the money functions. Every function takes the caller's transaction. */
export const ledgerRepository = {
  /** One statement does the whole posting (ledger_post, sql/ledger-functions.sql). */
  post: (tx: LedgerTx, a: LedgerPostArgs) =>
    queryRows<PostedRow>(
      tx,
      sql`SELECT transaction_id::text, replayed, created_at, account_id::text, owner_kind, owner_id::text, wallet,
                 amount::text, balance_after::text
          FROM ledger_post(${a.merchantCode}, ${a.currency}, ${a.kind}, ${a.idempotencyKey},
                           ${a.requestHash}, ${a.reference},
                           ${a.reversesId}::bigint, ${a.actor}, ${a.postings}::jsonb)`,
    ),

  /** Many two-leg postings in one statement (ledger_post_many, sql/ledger-many-functions.sql). */
  async postMany(tx: LedgerTx, merchantCode: string, currency: string, kind: string, actor: string, items: string) {
    const rows = await queryRows<{ posted: number; replayed: number }>(
      tx,
      sql`SELECT posted, replayed FROM ledger_post_many(${merchantCode}, ${currency}, ${kind}, ${actor}, ${items}::jsonb)`,
    );
    return { posted: Number(rows[0]?.posted ?? 0), replayed: Number(rows[0]?.replayed ?? 0) };
  },

  /** A provider's bet in one statement (seamless_debit); the answer is the provider's, stored with the call. */
  seamlessDebit: <T extends Record<string, unknown>>(db: Db, args: SeamlessDebitArgs) =>
    queryPrepared<{ answer: T }>(db, 'seamless_debit', DEBIT_SQL, args),

  /** A provider's win (or a lost round's settlement) in one statement (seamless_credit). */
  seamlessCredit: <T extends Record<string, unknown>>(db: Db, args: SeamlessCreditArgs) =>
    queryPrepared<{ answer: T }>(db, 'seamless_credit', CREDIT_SQL, args),

  /** The first answer to a provider transaction id, or the refusal when its fields differ (seamless_replay). */
  async seamlessReplay<T>(tx: LedgerTx, provider: string, transactionId: string, kind: string, hash: string) {
    const rows = await queryRows<{ answer: T | null }>(
      tx,
      sql`SELECT seamless_replay(${provider}, ${transactionId}, ${kind}, ${hash}) AS answer`,
    );
    return rows[0]?.answer ?? null;
  },

  /**
   * Members' lifetime deposits and stakes (real money only) by the given ledger transaction kinds,
   * for one member or a page of them in one query (members without entries are absent).
   */
  async membersFlows(
    tx: LedgerTx,
    merchantCode: string,
    memberIds: readonly number[],
    kinds: { deposits: readonly string[]; stakes: readonly string[] },
  ): Promise<Map<number, { deposits: bigint; stakes: bigint }>> {
    const list = (values: readonly (string | number)[]) =>
      sql.join(
        values.map((k) => sql`${k}`),
        sql`, `,
      );
    const found = new Map<number, { deposits: bigint; stakes: bigint }>();
    if (memberIds.length === 0) return found;
    const rows = await queryRows<{ owner_id: string | number; deposits: string; stakes: string }>(
      tx,
      sql`SELECT a.owner_id,
            coalesce(sum(e.amount) FILTER (WHERE t.kind IN (${list(kinds.deposits)})), 0)::text AS deposits,
            coalesce(sum(-e.amount) FILTER (WHERE t.kind IN (${list(kinds.stakes)})), 0)::text AS stakes
          FROM ledger_entry e
          JOIN ledger_account a ON a.id = e.account_id
          JOIN ledger_transaction t ON t.id = e.transaction_id
          WHERE a.merchant_code = ${merchantCode} AND a.owner_kind = 'member' AND a.owner_id IN (${list(memberIds)})
            AND a.wallet <> 'DEMO'
          GROUP BY a.owner_id`,
    );
    for (const r of rows) found.set(Number(r.owner_id), { deposits: BigInt(r.deposits), stakes: BigInt(r.stakes) });
    return found;
  },

  async transactionByKey(tx: LedgerTx, merchantCode: string, idempotencyKey: string) {
    const rows = await tx
      .select()
      .from(ledgerTransaction)
      .where(
        and(eq(ledgerTransaction.merchantCode, merchantCode), eq(ledgerTransaction.idempotencyKey, idempotencyKey)),
      )
      .limit(1);
    return rows[0] ?? null;
  },

  async reversalOf(tx: LedgerTx, transactionId: number) {
    const rows = await tx
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.reversesId, transactionId))
      .limit(1);
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
    const [total] = await queryRows<{ total: string }>(
      tx,
      sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry`,
    );
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
