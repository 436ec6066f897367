import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/** Money in and out over a time range (the reports' day figures read it per market day). */
export type CashierDayFigures = {
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  /** Members whose first credited deposit falls in the range. */
  firstDepositors: number;
};

export type CashierQueues = { deposits: number; withdrawals: number; disputes: number };

/** Deposits by payment channel and withdrawals by payout provider over a time range. */
export type CashierChannelRow = { direction: 'deposit' | 'withdrawal'; channel: string; count: number; amount: bigint };

/**
 * The cashier's figures for the console's dashboard and reports: credited deposits (their credit
 * amount, by the time they were credited), paid withdrawals (by the time they were paid), first
 * depositors, and the queues waiting for staff.
 */
export function createCashierFigures(db: Db, merchantCode: string) {
  return {
    async range(from: Date, to: Date): Promise<CashierDayFigures> {
      const [row] = await queryRows<{
        deposits: string;
        deposit_count: string;
        withdrawals: string;
        withdrawal_count: string;
        first_depositors: string;
      }>(
        db,
        sql`SELECT d.deposits, d.deposit_count, w.withdrawals, w.withdrawal_count, f.first_depositors
            FROM (SELECT coalesce(sum(credit_amount), 0)::text AS deposits, count(*)::text AS deposit_count
                  FROM deposit_order
                  WHERE merchant_code = ${merchantCode} AND status = 'CREDITED'
                    AND updated_at >= ${from} AND updated_at < ${to}) d,
                 (SELECT coalesce(sum(amount), 0)::text AS withdrawals, count(*)::text AS withdrawal_count
                  FROM withdrawal_order
                  WHERE merchant_code = ${merchantCode} AND status = 'PAID' AND paid_at >= ${from} AND paid_at < ${to}) w,
                 (SELECT count(DISTINCT o.member_id)::text AS first_depositors FROM deposit_order o
                  WHERE o.merchant_code = ${merchantCode} AND o.status = 'CREDITED'
                    AND o.updated_at >= ${from} AND o.updated_at < ${to}
                    AND NOT EXISTS (SELECT 1 FROM deposit_order e
                                    WHERE e.member_id = o.member_id AND e.status = 'CREDITED'
                                      AND e.updated_at < ${from})) f`,
      );
      return {
        deposits: BigInt(row?.deposits ?? 0),
        depositCount: Number(row?.deposit_count ?? 0),
        withdrawals: BigInt(row?.withdrawals ?? 0),
        withdrawalCount: Number(row?.withdrawal_count ?? 0),
        firstDepositors: Number(row?.first_depositors ?? 0),
      };
    },

    async byChannel(from: Date, to: Date): Promise<CashierChannelRow[]> {
      const rows = await queryRows<{ direction: 'deposit' | 'withdrawal'; channel: string; n: string; amount: string }>(
        db,
        sql`SELECT 'deposit' AS direction, c.name AS channel, count(*)::text AS n, sum(o.credit_amount)::text AS amount
            FROM deposit_order o JOIN payment_channel c ON c.id = o.channel_id
            WHERE o.merchant_code = ${merchantCode} AND o.status = 'CREDITED'
              AND o.updated_at >= ${from} AND o.updated_at < ${to}
            GROUP BY c.name
            UNION ALL
            SELECT 'withdrawal', a.provider_name, count(*)::text, sum(w.amount)::text
            FROM withdrawal_order w JOIN payout_account a ON a.id = w.payout_account_id
            WHERE w.merchant_code = ${merchantCode} AND w.status = 'PAID' AND w.paid_at >= ${from} AND w.paid_at < ${to}
            GROUP BY a.provider_name
            ORDER BY 1, 2`,
      );
      return rows.map((r) => ({
        direction: r.direction,
        channel: r.channel,
        count: Number(r.n),
        amount: BigInt(r.amount),
      }));
    },

    /** Bank-transfer deposits to review, withdrawals to pay, and paid withdrawals the member disputes. */
    async queues(): Promise<CashierQueues> {
      const [row] = await queryRows<{ deposits: string; withdrawals: string; disputes: string }>(
        db,
        sql`SELECT
              (SELECT count(*)::text FROM deposit_order o JOIN payment_channel c ON c.id = o.channel_id
                WHERE o.merchant_code = ${merchantCode} AND o.status = 'PENDING' AND c.kind = 'BANK_TRANSFER') AS deposits,
              (SELECT count(*)::text FROM withdrawal_order
                WHERE merchant_code = ${merchantCode} AND status = 'PENDING') AS withdrawals,
              (SELECT count(*)::text FROM withdrawal_order
                WHERE merchant_code = ${merchantCode}
                  AND receipt_status IN ('NOT_RECEIVED', 'PARTLY_RECEIVED')) AS disputes`,
      );
      return {
        deposits: Number(row?.deposits ?? 0),
        withdrawals: Number(row?.withdrawals ?? 0),
        disputes: Number(row?.disputes ?? 0),
      };
    },
  };
}
export type CashierFigures = ReturnType<typeof createCashierFigures>;
