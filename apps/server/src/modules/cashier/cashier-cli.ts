import { formatMinor, WithdrawalSettings } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createJobsRegistry } from '../../platform/jobs-registry.js';
import { describeOutcome } from '../../platform/jobs-cli.js';
import { withOperatorTools, type OperatorTools } from './operator-tools.js';
import { createWithdrawalReceiptService, type WithdrawalReceiptService } from './withdrawal-receipt-service.js';
import { createWithdrawalService } from './withdrawal-service.js';
import { AUTO_RECEIPT_JOB, autoReceiptJob } from './withdrawal-receipt-jobs.js';
import type { CashierCredentials } from './payout-accounts.js';

/**
 * Operator CLI for withdrawals (the same service as the admin API; every action audited):
 *   withdrawals pending | approve <orderNo> [--note] | reject <orderNo> --note <reason>
 *   withdrawals disputed | auto-receipt | settings [<turnoverPercent> <receiptConfirmMinutes>]
 */
/** Operator commands review orders; member actions (payout accounts, withdrawing) are never run from here. */
const notAnOperatorAction = (): never => {
  throw new Error('member credential actions are not operator commands');
};
const noMemberCredentials: CashierCredentials = {
  proveMember: notAnOperatorAction,
  changed: notAnOperatorAction,
  withdrawalsHeldUntil: notAnOperatorAction,
};

export async function runWithdrawalCommand(
  db: Db,
  redisUrl: string | undefined,
  merchantCode: string,
  args: string[],
  note: string,
  operator: string,
) {
  return withOperatorTools(db, redisUrl, merchantCode, runWith);
  async function runWith(tools: OperatorTools) {
    const { clock, audit } = tools;
    // The CLI places no withdrawals: nothing here checks a withdraw password.
    const attempts = { attempt: () => Promise.reject(new Error('no member attempts in the operator CLI')) };
    const withdrawals = createWithdrawalService({ ...tools, attempts, credentials: noMemberCredentials });
    const [, action, orderNo] = args;
    const receipts = createWithdrawalReceiptService({
      db,
      merchantCode,
      clock,
      audit,
    });
    if (action === 'disputed') {
      const rows = await receipts.disputed();
      return (
        rows
          .map(({ order, username, proofId }) =>
            [
              order.orderNo,
              username,
              order.receiptStatus,
              `received ${formatMinor(order.receiptAmount ?? 0n)} of ${formatMinor(order.amount)}`,
              proofId === null ? 'no proof' : 'proof: GET /wps/admin/withdrawals/<orderNo>/proof',
              order.receiptAt?.toISOString(),
            ].join('\t'),
          )
          .join('\n') || '(no disputed withdrawals)'
      );
    }
    if (action === 'auto-receipt') return runAutoReceipt(db, merchantCode, clock, receipts);
    if (action === 'settings') {
      if (args.length >= 4) {
        const next = WithdrawalSettings.parse({
          turnoverPercent: Number(args[2]),
          receiptConfirmMinutes: Number(args[3]),
        });
        await receipts.updateSettings(next, operator);
      }
      const current = await receipts.settings();
      return `turnover ${current.turnoverPercent}% of deposits, auto-receipt after ${current.receiptConfirmMinutes} minutes`;
    }
    if (action === 'pending') {
      const rows = await withdrawals.pending();
      return (
        rows
          .map(({ order, account, username, sandboxCredited }) =>
            [
              order.orderNo,
              username,
              formatMinor(order.amount),
              `${account.providerName} ${account.accountNo}`,
              account.accountName,
              order.createdAt.toISOString(),
              // Demo money (sandbox gateway deposits) behind this member's balance.
              ...(sandboxCredited > 0n
                ? [`DEMO: ${formatMinor(sandboxCredited)} paid through the sandbox gateway`]
                : []),
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
    throw new Error(
      'usage: withdrawals pending | approve <orderNo> [--note text] | reject <orderNo> --note <reason> | disputed | auto-receipt | settings [<turnoverPercent> <minutes>]',
    );
  }
}

/** Runs the auto-receipt job through the jobs registry, so the run is recorded like a scheduled one. */
async function runAutoReceipt(db: Db, merchantCode: string, clock: () => Date, receipts: WithdrawalReceiptService) {
  // (An every-minute job's periods are UTC minutes: the brand's zone does not matter to it.)
  const jobs = createJobsRegistry({ db, merchantCode, clock, zone: () => 'UTC' });
  jobs.register(autoReceiptJob(receipts));
  const outcome = await jobs.runNow(AUTO_RECEIPT_JOB);
  if (!outcome) throw new Error('the auto-receipt job is running now on a server; try again in a minute');
  if (outcome.state === 'failed') throw new Error(describeOutcome(outcome));
  return outcome.result ?? '';
}
