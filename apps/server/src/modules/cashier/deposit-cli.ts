import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { withOperatorTools } from './operator-tools.js';
import { createDepositReviewService } from './deposit-review-service.js';

/**
 * Operator CLI for bank-transfer deposits (the same service as the admin API; every action
 * audited; with REDIS_URL the member's open pages hear the notice at once):
 *   deposits pending | approve <orderNo> [--note] | reject <orderNo> --note <reason>
 */
export async function runDepositCommand(
  db: Db,
  redisUrl: string | undefined,
  merchantCode: string,
  args: string[],
  note: string,
  operator: string,
) {
  return withOperatorTools(db, redisUrl, merchantCode, async (tools) => {
    const review = createDepositReviewService(tools);
    const [, action, orderNo] = args;
    if (action === 'pending') {
      const rows = await review.pending();
      return (
        rows
          .map((d) =>
            [
              d.orderNo,
              d.username,
              d.channelName,
              formatMinor(d.amount),
              d.receiptAt ? `slip ${d.receiptAt.toISOString()}` : 'no slip yet',
              d.createdAt.toISOString(),
            ].join('\t'),
          )
          .join('\n') || '(no pending bank-transfer deposits)'
      );
    }
    if ((action === 'approve' || action === 'reject') && orderNo) {
      if (action === 'reject' && !note) throw new Error('reject needs --note with the reason the member will see');
      const result =
        action === 'approve'
          ? await review.approve(orderNo, operator, note)
          : await review.reject(orderNo, operator, note);
      return `${result.orderNo}: ${result.status}`;
    }
    throw new Error('usage: deposits pending | approve <orderNo> [--note text] | reject <orderNo> --note <reason>');
  });
}
