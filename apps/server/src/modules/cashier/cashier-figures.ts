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

/** One member's credited deposits and paid withdrawals in one 5-minute window. */
export type CashierWindowRow = {
  windowStart: Date;
  memberId: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
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
    /** Deposits by credit time and withdrawals by payment time, per member and 5-minute window of [from, to). */
    async memberWindows(from: Date, to: Date): Promise<CashierWindowRow[]> {
      const rows = await queryRows<{
        w: Date | string;
        member_id: string;
        d: string;
        dc: string;
        wd: string;
        wc: string;
      }>(
        db,
        sql`SELECT w, member_id::text, sum(d)::text AS d, sum(dc)::text AS dc, sum(wd)::text AS wd, sum(wc)::text AS wc
            FROM (SELECT date_bin('5 minutes'::interval, updated_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS w, member_id,
                         credit_amount AS d, 1 AS dc, 0 AS wd, 0 AS wc
                  FROM deposit_order
                  WHERE merchant_code = ${merchantCode} AND status = 'CREDITED'
                    AND updated_at >= ${from} AND updated_at < ${to}
                  UNION ALL
                  SELECT date_bin('5 minutes'::interval, paid_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), member_id, 0, 0, amount, 1
                  FROM withdrawal_order
                  WHERE merchant_code = ${merchantCode} AND status = 'PAID' AND paid_at >= ${from} AND paid_at < ${to}) m
            GROUP BY 1, 2`,
      );
      return rows.map((r) => ({
        windowStart: new Date(r.w),
        memberId: Number(r.member_id),
        deposits: BigInt(r.d),
        depositCount: Number(r.dc),
        withdrawals: BigInt(r.wd),
        withdrawalCount: Number(r.wc),
      }));
    },

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
