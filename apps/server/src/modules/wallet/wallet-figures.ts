import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/**
 * The ledger's figures for the console's reports: what transactions of one kind moved into (or,
 * negative, out of) members' wallets over a time range, by the transaction's reference — e.g.
 * manual adjustments by category (bonus, compensation, correction).
 */
export function createWalletFigures(db: Db, merchantCode: string) {
  return {
    async memberNetByReference(kind: string, from: Date, to: Date): Promise<Map<string, bigint>> {
      const rows = await queryRows<{ reference: string; net: string }>(
        db,
        sql`SELECT t.reference, sum(e.amount)::text AS net
            FROM ledger_transaction t
            JOIN ledger_entry e ON e.transaction_id = t.id
            JOIN ledger_account a ON a.id = e.account_id AND a.owner_kind = 'member'
            WHERE t.merchant_code = ${merchantCode} AND t.kind = ${kind}
              AND t.created_at >= ${from} AND t.created_at < ${to}
            GROUP BY t.reference`,
      );
      return new Map(rows.map((r) => [r.reference, BigInt(r.net)]));
    },
  };
}
export type WalletFigures = ReturnType<typeof createWalletFigures>;
