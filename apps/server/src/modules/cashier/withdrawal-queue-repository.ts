import { and, asc, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { memberUsernameSql } from '../identity/member/member-directory.js';
import type { QueueFilter } from './queue-filter.js';
import { depositOrder, paymentChannel, payoutAccount, withdrawalOrder } from './cashier-tables.js';

/**
 * Demo money: what the member was credited through the sandbox gateway, whose "Pay now" moves no
 * real money (0 when none). Operators see it beside each withdrawal they decide on.
 */
const sandboxCreditedSql = sql<string>`(
  SELECT COALESCE(SUM(${depositOrder.creditAmount}), 0)::text FROM ${depositOrder}
  JOIN ${paymentChannel} ON ${paymentChannel.id} = ${depositOrder.channelId}
  WHERE ${depositOrder.memberId} = ${withdrawalOrder.memberId} AND ${depositOrder.status} = 'CREDITED'
    AND ${paymentChannel.provider} = 'sandbox')`;

/** No withdrawal of the member was paid before (withdrawal_order_member index). */
const firstWithdrawalSql = sql<boolean>`NOT EXISTS (
  SELECT 1 FROM withdrawal_order earlier
  WHERE earlier.member_id = ${withdrawalOrder.memberId} AND earlier.status = 'PAID')`;

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** SQL of the operator's withdrawal queue: a filtered page (withdrawal_order_pending index) and its risk facts. */
export function createWithdrawalQueueRepository(db: Db, merchantCode: string) {
  return {
    /** Pending orders, oldest first, with the payout account, the member's name and whether it is a first withdrawal. */
    async pendingPage(f: QueueFilter, limit: number, offset: number) {
      const conditions: SQL[] = [eq(withdrawalOrder.merchantCode, merchantCode), eq(withdrawalOrder.status, 'PENDING')];
      if (f.memberId !== undefined) conditions.push(eq(withdrawalOrder.memberId, f.memberId));
      if (f.minAmount !== undefined) conditions.push(gte(withdrawalOrder.amount, f.minAmount));
      if (f.maxAmount !== undefined) conditions.push(lte(withdrawalOrder.amount, f.maxAmount));
      if (f.from) conditions.push(gte(withdrawalOrder.createdAt, f.from));
      if (f.to) conditions.push(lt(withdrawalOrder.createdAt, f.to));
      if (f.channel) conditions.push(sql`lower(${payoutAccount.providerName}) = lower(${f.channel})`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: withdrawalOrder,
            account: payoutAccount,
            username: memberUsernameSql(withdrawalOrder.memberId),
            sandboxCredited: sandboxCreditedSql.mapWith((v: string) => BigInt(v)),
            firstWithdrawal: firstWithdrawalSql.mapWith((v: unknown) => v === true || v === 't'),
          })
          .from(withdrawalOrder)
          .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
          .where(where)
          .orderBy(asc(withdrawalOrder.createdAt), asc(withdrawalOrder.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(withdrawalOrder)
          .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Other members who bound the same account number as each of these payout accounts (live or
     * removed): how many and up to `shown` usernames (payout_account_number index, migration 0038).
     */
    async sameAccountMembers(accountIds: readonly number[], shown: number) {
      const found = new Map<number, { count: number; usernames: string[] }>();
      if (accountIds.length === 0) return found;
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`WITH others AS (
              SELECT DISTINCT p.id AS account_id, o.member_id
              FROM payout_account p
              JOIN payout_account o ON o.merchant_code = p.merchant_code AND o.account_no = p.account_no
                AND o.member_id <> p.member_id
              WHERE p.id IN (${idList(accountIds)}) AND p.merchant_code = ${merchantCode}
            ), named AS (
              SELECT account_id, ${memberUsernameSql(sql`others.member_id`)} AS username FROM others
            )
            SELECT account_id, count(*)::int AS n,
              array_to_string((array_agg(username ORDER BY username))[1:${sql.raw(String(Math.trunc(shown)))}], ',') AS names
            FROM named GROUP BY account_id`,
      );
      for (const r of rows) {
        const names = typeof r.names === 'string' && r.names !== '' ? r.names.split(',') : [];
        found.set(Number(r.account_id), { count: Number(r.n), usernames: names });
      }
      return found;
    },
  };
}
export type WithdrawalQueueRepository = ReturnType<typeof createWithdrawalQueueRepository>;
