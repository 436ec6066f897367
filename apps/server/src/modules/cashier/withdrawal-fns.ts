import type { WithdrawalReceiptStatus, WithdrawalSettings } from '@fortuna/contracts';

/** An account number as members and logs see it: all but the last 4 characters hidden. */
export const mask = (accountNo: string) => `${'•'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

/** A brand without a withdrawal_setting row: no turnover requirement, auto-receipt after 30 minutes. */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = { turnoverPercent: 0, receiptConfirmMinutes: 30 };

/**
 * Ledger transaction kinds the turnover rule reads (betting records do not exist yet; the game
 * integration must post with these kinds for bets to count):
 * - deposits: DEPOSIT credits the member, DEPOSIT_REVERSAL takes one back;
 * - turnover: BET debits the member (the stake), ROLLBACK and BET_REVERSAL give a stake back
 *   (a cancelled bet does not count). Wins (WIN) do not count.
 */
export const DEPOSIT_KINDS = ['DEPOSIT', 'DEPOSIT_REVERSAL'] as const;
export const BET_KINDS = ['BET', 'ROLLBACK', 'BET_REVERSAL'] as const;

/** Turnover to reach: `percent` of net deposits, rounded up to the minor unit; never below zero. */
export function requiredTurnover(netDeposits: bigint, percent: number): bigint {
  if (netDeposits <= 0n || percent <= 0) return 0n;
  return (netDeposits * BigInt(percent) + 99n) / 100n;
}

/** Turnover from the ledger: the sum of stakes taken minus stakes returned, never below zero. */
export const achievedTurnover = (netStakes: bigint): bigint => (netStakes > 0n ? netStakes : 0n);

export type ReceiptInput =
  { outcome: 'RECEIVED' } | { outcome: 'PARTLY_RECEIVED'; received: bigint } | { outcome: 'NOT_RECEIVED' };

/**
 * The amount received for a member's answer; null when a partial amount is not strictly between
 * zero and the order amount (0 is "not received", the whole amount is "received").
 */
export function receivedAmount(orderAmount: bigint, input: ReceiptInput): bigint | null {
  if (input.outcome === 'RECEIVED') return orderAmount;
  if (input.outcome === 'NOT_RECEIVED') return 0n;
  return input.received > 0n && input.received < orderAmount ? input.received : null;
}

/** When a paid, unconfirmed order counts as received. */
export const receiptDueAt = (paidAt: Date, minutes: number): Date => new Date(paidAt.getTime() + minutes * 60_000);

/** A confirmation the member may repeat (a retry): same outcome and amount as the recorded one. */
export const sameReceipt = (
  recorded: { status: WithdrawalReceiptStatus; amount: bigint },
  answer: { status: WithdrawalReceiptStatus; amount: bigint },
): boolean => recorded.status === answer.status && recorded.amount === answer.amount;
