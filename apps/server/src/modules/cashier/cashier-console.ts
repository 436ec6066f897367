import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

type Raw = Record<string, unknown>;
const count = async (db: Db, query: Parameters<Db['execute']>[0]) =>
  Number((await queryRows<{ n: string | number }>(db, query))[0]?.n ?? 0);
const at = (v: unknown) => new Date(v as string);
const atOrNull = (v: unknown) => (v === null || v === undefined ? null : at(v));

/**
 * The cashier module's API for the operator console (module console-members): a member's payout
 * accounts, deposits and withdrawals, read-only and unmasked (the console masks account numbers).
 */
export function createCashierConsole(db: Db, merchantCode: string) {
  return {
    /** The member's payout accounts still in use. */
    async payoutAccounts(memberId: number) {
      const rows = await queryRows<Raw>(
        db,
        sql`SELECT id, kind, provider_name, account_name, account_no, created_at FROM payout_account
            WHERE member_id = ${memberId} AND merchant_code = ${merchantCode} AND removed_at IS NULL ORDER BY id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind as 'BANK' | 'EWALLET',
        providerName: r.provider_name as string,
        accountName: r.account_name as string,
        accountNo: r.account_no as string,
        createdAt: at(r.created_at),
      }));
    },

    async deposits(memberId: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        queryRows<Raw>(
          db,
          sql`SELECT d.order_no, c.name AS channel, d.amount, d.fee, d.credit_amount, d.status, d.note, d.reviewed_by,
                d.created_at, d.updated_at
              FROM deposit_order d LEFT JOIN payment_channel c ON c.id = d.channel_id
              WHERE d.member_id = ${memberId} AND d.merchant_code = ${merchantCode}
              ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        count(
          db,
          sql`SELECT count(*) AS n FROM deposit_order WHERE member_id = ${memberId} AND merchant_code = ${merchantCode}`,
        ),
      ]);
      const list = rows.map((r) => ({
        orderNo: r.order_no as string,
        channel: (r.channel as string | null) ?? '',
        amount: BigInt(r.amount as string),
        fee: BigInt(r.fee as string),
        creditAmount: BigInt(r.credit_amount as string),
        status: r.status as string,
        note: r.note as string,
        reviewedBy: r.reviewed_by as string | null,
        createdAt: at(r.created_at),
        updatedAt: at(r.updated_at),
      }));
      return { list, total };
    },

    async withdrawals(memberId: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        queryRows<Raw>(
          db,
          sql`SELECT w.order_no, w.amount, w.status, p.provider_name, p.account_no, w.reviewed_by, w.review_note,
                w.receipt_status, w.created_at, w.paid_at
              FROM withdrawal_order w LEFT JOIN payout_account p ON p.id = w.payout_account_id
              WHERE w.member_id = ${memberId} AND w.merchant_code = ${merchantCode}
              ORDER BY w.created_at DESC, w.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        count(
          db,
          sql`SELECT count(*) AS n FROM withdrawal_order WHERE member_id = ${memberId} AND merchant_code = ${merchantCode}`,
        ),
      ]);
      const list = rows.map((r) => ({
        orderNo: r.order_no as string,
        amount: BigInt(r.amount as string),
        status: r.status as string,
        providerName: (r.provider_name as string | null) ?? '',
        accountNo: (r.account_no as string | null) ?? '',
        reviewedBy: r.reviewed_by as string | null,
        reviewNote: r.review_note as string,
        receiptStatus: r.receipt_status as string | null,
        createdAt: at(r.created_at),
        paidAt: atOrNull(r.paid_at),
      }));
      return { list, total };
    },
  };
}
export type CashierConsole = ReturnType<typeof createCashierConsole>;
