import { everyMinutes } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { WithdrawalReceiptService } from './withdrawal-receipt-service.js';

export const AUTO_RECEIPT_JOB = 'withdrawals.auto-receipt';

/**
 * Every minute, paid withdrawals left unanswered past the brand's minutes become AUTO_RECEIVED.
 * Safe to run twice for a period (the registry's contract): orders are claimed with FOR UPDATE
 * SKIP LOCKED and re-checked under the lock, and no money moves.
 */
export const autoReceiptJob = (receipts: WithdrawalReceiptService): JobDefinition => ({
  name: AUTO_RECEIPT_JOB,
  schedule: everyMinutes(1),
  run: async ({ now }) => `${await receipts.autoConfirmDue(now)} withdrawal(s) treated as received`,
});
