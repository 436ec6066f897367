import { formatMinor } from '@fortuna/contracts';
import { createAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { createLedgerService } from '../wallet/ledger-service.js';
import { createWithdrawalService } from './withdrawal-service.js';

/**
 * Operator CLI for withdrawals (the same service as the admin API; every action audited):
 *   withdrawals pending | approve <orderNo> [--note] | reject <orderNo> --note <reason>
 */
export async function runWithdrawalCommand(
  db: Db,
  merchantCode: string,
  currency: string,
  args: string[],
  note: string,
  operator: string,
) {
  const clock = () => new Date();
  const withdrawals = createWithdrawalService({
    db,
    merchantCode,
    clock,
    ledger: createLedgerService({ db, merchantCode, currency }),
    audit: createAudit(db, merchantCode, clock),
  });
  const [, action, orderNo] = args;
  if (action === 'pending') {
    const rows = await withdrawals.pending();
    return (
      rows
        .map(({ order, account, username }) =>
          [
            order.orderNo,
            username,
            formatMinor(order.amount),
            `${account.providerName} ${account.accountNo}`,
            account.accountName,
            order.createdAt.toISOString(),
          ].join('\t'),
        )
        .join('\n') || '(no pending withdrawals)'
    );
  }
  if ((action === 'approve' || action === 'reject') && orderNo) {
    if (action === 'reject' && !note) throw new Error('reject needs --note with the reason the member will see');
    const result =
      action === 'approve'
        ? await withdrawals.approve(orderNo, operator, note)
        : await withdrawals.reject(orderNo, operator, note);
    return `${result.orderNo}: ${result.status}`;
  }
  throw new Error('usage: withdrawals pending | approve <orderNo> [--note text] | reject <orderNo> --note <reason>');
}
