import { formatMinor } from '@fortuna/contracts';
import { cliActor } from './cashier-actor.js';
import { withOperatorTools, type OperatorCommand } from './operator-tools.js';
import { decideOrder, tabLines } from './operator-cli-fns.js';
import { createDepositReviewService } from './deposit-review-service.js';

/**
 * Operator CLI for bank-transfer deposits (the same service as the console; every decision in
 * the audit chain, actor kind 'cli'; with REDIS_URL the member's open pages hear the notice at once):
 *   deposits pending | approve <orderNo> [--note] | reject <orderNo> --note <reason>
 */
export const runDepositCommand: OperatorCommand = async (db, redisUrl, merchantCode, args, note, operator) => {
  return withOperatorTools(db, redisUrl, merchantCode, async (tools) => {
    const review = createDepositReviewService(tools);
    const [, action, orderNo] = args;
    if (action === 'pending') {
      const rows = (await review.pending()).map((d) => [
        d.orderNo,
        d.username,
        d.channelName,
        formatMinor(d.amount),
        d.receiptAt ? `slip ${d.receiptAt.toISOString()}` : 'no slip yet',
        d.createdAt.toISOString(),
      ]);
      return tabLines(rows, '(no pending bank-transfer deposits)');
    }
    const decided = await decideOrder(action, orderNo, note, (decision, no) =>
      review[decision](no, cliActor(operator), note),
    );
    if (decided !== null) return decided;
    throw new Error('usage: deposits pending | approve <orderNo> [--note text] | reject <orderNo> --note <reason>');
  });
};
