import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/**
 * The wallet module's API for the operator console (module console-members): members' balances
 * and a member wallet's ledger entries, read-only.
 */
export function createWalletConsole(db: Db, merchantCode: string) {
  return {
    /** The MAIN balance of each member (minor units; members without the wallet are left out). */
    async mainBalances(memberIds: readonly number[]): Promise<Map<number, bigint>> {
      if (memberIds.length === 0) return new Map();
      const rows = await queryRows<{ owner_id: string | number; balance: string | number }>(
        db,
        sql`SELECT owner_id, balance FROM ledger_account
            WHERE merchant_code = ${merchantCode} AND owner_kind = 'member' AND wallet = 'MAIN'
              AND owner_id IN (${sql.join([...memberIds], sql`, `)})`,
      );
      return new Map(rows.map((r) => [Number(r.owner_id), BigInt(r.balance)]));
    },

    /** Every wallet of a member with its balance, by name. */
    async wallets(memberId: number): Promise<Array<{ wallet: string; balance: bigint }>> {
      const rows = await queryRows<{ wallet: string; balance: string | number }>(
        db,
        sql`SELECT wallet, balance FROM ledger_account
            WHERE merchant_code = ${merchantCode} AND owner_kind = 'member' AND owner_id = ${memberId} ORDER BY wallet`,
      );
      return rows.map((r) => ({ wallet: r.wallet, balance: BigInt(r.balance) }));
    },

    /** One wallet's entries, newest first, with their transaction's kind and reference. */
    async entries(memberId: number, wallet: string, limit: number, offset: number) {
      const [account] = await queryRows<{ id: string | number }>(
        db,
        sql`SELECT id FROM ledger_account WHERE merchant_code = ${merchantCode} AND owner_kind = 'member'
              AND owner_id = ${memberId} AND wallet = ${wallet}`,
      );
      if (!account) return { list: [], total: 0 };
      const accountId = Number(account.id);
      const [rows, counted] = await Promise.all([
        queryRows<{
          id: string | number;
          created_at: string | Date;
          kind: string;
          amount: string | number;
          balance_after: string | number;
          reference: string;
        }>(
          db,
          sql`SELECT e.id, e.created_at, t.kind, e.amount, e.balance_after, t.reference
              FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
              WHERE e.account_id = ${accountId} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ n: string | number }>(
          db,
          sql`SELECT count(*) AS n FROM ledger_entry WHERE account_id = ${accountId}`,
        ),
      ]);
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          at: new Date(r.created_at),
          kind: r.kind,
          amount: BigInt(r.amount),
          balanceAfter: BigInt(r.balance_after),
          reference: r.reference,
        })),
        total: Number(counted[0]?.n ?? 0),
      };
    },
  };
}
export type WalletConsole = ReturnType<typeof createWalletConsole>;
