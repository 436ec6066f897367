import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/**
 * The ledger's figures for the console's reports: what transactions of one kind moved into (or,
 * negative, out of) members' wallets over a time range, by the transaction's reference — e.g.
 * manual adjustments by category (bonus, compensation, correction).
 */
export function createWalletFigures(db: Db, merchantCode: string) {
  return {
    /**
     * What transactions of one kind and the given references (e.g. adjustments in the bonus
     * categories) moved into members' wallets, per member and 5-minute window of posting time.
     */
    async memberNetWindows(
      kind: string,
      references: readonly string[],
      from: Date,
      to: Date,
    ): Promise<Array<{ windowStart: Date; memberId: number; net: bigint }>> {
      const rows = await queryRows<{ w: Date | string; owner_id: string; net: string }>(
        db,
        sql`SELECT date_bin('5 minutes'::interval, t.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS w,
                   a.owner_id::text, sum(e.amount)::text AS net
            FROM ledger_transaction t
            JOIN ledger_entry e ON e.transaction_id = t.id
            JOIN ledger_account a ON a.id = e.account_id AND a.owner_kind = 'member'
            WHERE t.merchant_code = ${merchantCode} AND t.kind = ${kind}
              AND t.reference IN (${sql.join(
                references.map((r) => sql`${r}`),
                sql`, `,
              )})
              AND t.created_at >= ${from} AND t.created_at < ${to}
            GROUP BY 1, 2`,
      );
      return rows.map((r) => ({ windowStart: new Date(r.w), memberId: Number(r.owner_id), net: BigInt(r.net) }));
    },

    /** The members' MAIN balances added up (a team's balance). */
    async mainBalanceOf(memberIds: readonly number[]): Promise<bigint> {
      if (memberIds.length === 0) return 0n;
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`SELECT sum(balance)::text AS total FROM ledger_account
            WHERE merchant_code = ${merchantCode} AND owner_kind = 'member' AND wallet = 'MAIN'
              AND owner_id = ANY(${`{${memberIds.join(',')}}`}::bigint[])`,
      );
      return BigInt(row?.total ?? 0);
    },

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
