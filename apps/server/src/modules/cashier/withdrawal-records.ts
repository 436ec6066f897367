import {
  formatMinor,
  marketDayRange,
  pageOf,
  type WithdrawalRecordPage,
  type WithdrawalRecordQuery,
} from '@fortuna/contracts';
import type { WithdrawalRepository } from './withdrawal-repository.js';
import { mask, receiptDueAt } from './withdrawal-fns.js';

/** A member's withdrawal records with their receipt (amount received, remainder, auto-receipt time). */
export async function withdrawalRecords(
  repo: WithdrawalRepository,
  memberId: number,
  query: WithdrawalRecordQuery,
  receiptConfirmMinutes: number,
  timeZone: string,
): Promise<WithdrawalRecordPage> {
  const { from, to } = marketDayRange(query.startDate, query.endDate, timeZone);
  const { rows, total: n } = await repo.recordPage(
    { memberId, from, to, status: query.status },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const list = rows.map(({ order, account }) => ({
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
  }));
  return pageOf(list, query, n);
}
