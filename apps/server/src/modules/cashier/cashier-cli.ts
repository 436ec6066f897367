import { formatMinor, WithdrawalSettings } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createJobsRegistry } from '../../platform/jobs-registry.js';
import { describeOutcome } from '../../platform/jobs-cli.js';
import { cliActor, type CashierActor } from './cashier-actor.js';
import { withOperatorTools, type OperatorCommand } from './operator-tools.js';
import { decideOrder, tabLines } from './operator-cli-fns.js';
import { createWithdrawalReceiptService, type WithdrawalReceiptService } from './withdrawal-receipt-service.js';
import { createWithdrawalService, type WithdrawalService } from './withdrawal-service.js';
import { AUTO_RECEIPT_JOB, autoReceiptJob } from './withdrawal-receipt-jobs.js';
import type { CashierCredentials } from './payout-accounts.js';

/**
 * Operator CLI for withdrawals (the same service as the console; every decision and settings
 * change in the audit chain, actor kind 'cli'):
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
// The CLI places no withdrawals: nothing here checks a withdraw password.
const noMemberAttempts = { attempt: () => Promise.reject(new Error('no member attempts in the operator CLI')) };

const USAGE =
  'usage: withdrawals pending | approve <orderNo> [--note text] | reject <orderNo> --note <reason> | disputed | auto-receipt | settings [<turnoverPercent> <minutes>]';

export const runWithdrawalCommand: OperatorCommand = async (db, redisUrl, merchantCode, args, note, operator) => {
  const [, action, orderNo] = args;
  const actor = cliActor(operator);
  return withOperatorTools(db, redisUrl, merchantCode, async (tools) => {
    const withdrawals = createWithdrawalService({
      ...tools,
      attempts: noMemberAttempts,
      credentials: noMemberCredentials,
    });
    const receipts = createWithdrawalReceiptService(tools);
    if (action === 'disputed') return disputedLines(receipts);
    if (action === 'auto-receipt') return runAutoReceipt(db, merchantCode, tools.clock, receipts);
    if (action === 'settings') return settingsLine(receipts, args, actor);
    if (action === 'pending') return pendingLines(withdrawals);
    const decided = await decideOrder(action, orderNo, note, (decision, no) => withdrawals[decision](no, actor, note));
    if (decided !== null) return decided;
    throw new Error(USAGE);
  });
};

/** Orders the member reported not or partly received, with whether a proof image came with it. */
async function disputedLines(receipts: WithdrawalReceiptService) {
  const rows = (await receipts.disputed()).map(({ order, username, proofId }) => [
    order.orderNo,
    username,
    order.receiptStatus,
    `received ${formatMinor(order.receiptAmount ?? 0n)} of ${formatMinor(order.amount)}`,
    proofId === null ? 'no proof' : 'proof: in the console (GET /console/api/cashier/withdrawals/<orderNo>/proof)',
    order.receiptAt?.toISOString(),
  ]);
  return tabLines(rows, '(no disputed withdrawals)');
}

/** `settings [<turnoverPercent> <receiptConfirmMinutes>]`: changes the settings when given, then shows them. */
async function settingsLine(receipts: WithdrawalReceiptService, args: string[], actor: CashierActor) {
  if (args.length >= 4) {
    const next = WithdrawalSettings.parse({
      turnoverPercent: Number(args[2]),
      receiptConfirmMinutes: Number(args[3]),
    });
    await receipts.updateSettings(next, actor);
  }
  const current = await receipts.settings();
  return `turnover ${current.turnoverPercent}% of deposits, auto-receipt after ${current.receiptConfirmMinutes} minutes`;
}

async function pendingLines(withdrawals: WithdrawalService) {
  const rows = (await withdrawals.pending()).map(({ order, account, username, sandboxCredited }) => [
    order.orderNo,
    username,
    formatMinor(order.amount),
    `${account.providerName} ${account.accountNo}`,
    account.accountName,
    order.createdAt.toISOString(),
    // Demo money (sandbox gateway deposits) behind this member's balance.
    ...(sandboxCredited > 0n ? [`DEMO: ${formatMinor(sandboxCredited)} paid through the sandbox gateway`] : []),
  ]);
  return tabLines(rows, '(no pending withdrawals)');
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
