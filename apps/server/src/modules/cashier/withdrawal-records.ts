import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { formatMinor, type WithdrawalRecordPage, type WithdrawalRecordQuery } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { dayRange } from '../wallet/wallet-service.js';
import { payoutAccount, withdrawalOrder } from './cashier-tables.js';
import { mask, receiptDueAt } from './withdrawal-fns.js';

/** A member's withdrawal records with their receipt (amount received, remainder, auto-receipt time). */
export async function withdrawalRecords(
  db: Db,
  memberId: number,
  query: WithdrawalRecordQuery,
  receiptConfirmMinutes: number,
): Promise<WithdrawalRecordPage> {
  const { from, to } = dayRange(query.startDate, query.endDate);
  const conditions: SQL[] = [
    eq(withdrawalOrder.memberId, memberId),
    gte(withdrawalOrder.createdAt, from),
    lt(withdrawalOrder.createdAt, to),
  ];
  if (query.status) conditions.push(eq(withdrawalOrder.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: withdrawalOrder, account: payoutAccount })
      .from(withdrawalOrder)
      .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalOrder.payoutAccountId))
      .where(where)
      .orderBy(desc(withdrawalOrder.createdAt), desc(withdrawalOrder.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(withdrawalOrder).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ order, account }) => ({
      orderNo: order.orderNo,
      amount: formatMinor(order.amount),
      status: order.status,
      payoutAccount: `${account.providerName} ${mask(account.accountNo)}`,
      reviewNote: order.reviewNote,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      receiptStatus: order.receiptStatus,
      amountReceived: order.receiptAmount === null ? null : formatMinor(order.receiptAmount),
      remainder: order.receiptAmount === null ? null : formatMinor(order.amount - order.receiptAmount),
      receiptAt: order.receiptAt?.toISOString() ?? null,
      receiptDueAt:
        order.status === 'PAID' && order.paidAt && !order.receiptStatus
          ? receiptDueAt(order.paidAt, receiptConfirmMinutes).toISOString()
          : null,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: n,
    totalPages: Math.ceil(n / query.pageSize),
  };
}
