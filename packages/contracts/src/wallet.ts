import { z } from 'zod';
import { pageFields, withDateRange } from './query-fields.js';
import { IsoDate } from './patterns.js';
import { Money } from './money.js';
import { WithdrawalStatus } from './cashier.js';

/** GET /wps/member/balance: the header balance and the member's wallets. */
export const BalanceSummary = z.object({
  /** Spendable balance: MAIN for members and agents, DEMO credit for trial members. */
  balance: Money,
  currencySymbol: z.string(),
  /** Funds held for pending withdrawals. */
  lockedBalance: Money,
  demo: z.boolean(),
  wallets: z.array(z.object({ wallet: z.string(), balance: Money })),
});
export type BalanceSummary = z.infer<typeof BalanceSummary>;

/** A day that exists in the calendar (patterns.ts). */
const isoDate = IsoDate;

/**
 * What a member filters the account record by (transactionHistory), in the member's words. Each
 * line has one; a ledger kind maps to one (the server's account-record-fns).
 */
export const ACCOUNT_RECORD_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'BET', 'WIN', 'REFUND', 'TRANSFER', 'OTHER'] as const;
export const AccountRecordType = z.enum(ACCOUNT_RECORD_TYPES);
export type AccountRecordType = z.infer<typeof AccountRecordType>;

/** What one line of the account record is (its label); the sign of the amount says in or out. */
export const ACCOUNT_RECORD_EVENTS = [
  'DEPOSIT',
  'DEPOSIT_REVERSAL',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'BET',
  'WIN',
  'BET_REFUND',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'TO_GAME_WALLET',
  'FROM_GAME_WALLET',
  'TRIAL_CREDIT',
  'ADJUSTMENT',
  'OTHER',
] as const;
export const AccountRecordEvent = z.enum(ACCOUNT_RECORD_EVENTS);
export type AccountRecordEvent = z.infer<typeof AccountRecordEvent>;

/**
 * The wallets a member has a record of: MAIN (DEMO for trial members) by default, or a vendor's
 * transfer wallet. Funds held for withdrawals (LOCKED) are the operator's view, never a member's.
 */
export const MemberWallet = z.string().regex(/^(MAIN|DEMO|VENDOR:[A-Z0-9_]{1,32})$/);

/** GET /wps/member/transactions (transactionHistory): dates are inclusive market days (the brand's zone). */
export const AccountRecordQuery = withDateRange(
  z
    .object({
      startDate: isoDate,
      endDate: isoDate,
      type: AccountRecordType.optional(),
      wallet: MemberWallet.optional(),
      ...pageFields,
    })
    .strict(),
  92,
);
export type AccountRecordQuery = z.infer<typeof AccountRecordQuery>;

/** One event of the member's money, one line: a withdrawal is one line with its state, a refund its own line. */
export const AccountRecord = z.object({
  id: z.number().int(),
  time: z.string(),
  type: AccountRecordType,
  event: AccountRecordEvent,
  /** A withdrawal's state (pending, paid, rejected); null on every other line. */
  status: WithdrawalStatus.nullable(),
  /** Signed: negative is money out of the wallet. */
  amount: Money,
  /** The record's wallet after this line (never the held funds). */
  balanceAfter: Money,
  /** Order number, round or transfer the line belongs to. */
  reference: z.string(),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

/**
 * The range's totals over every line the filter keeps (not only the page): moneyIn = deposits +
 * wins + refunds + otherIn, moneyOut = bets + withdrawals + otherOut (both positive), net = in − out.
 */
export const AccountRecordTotals = z.object({
  moneyIn: Money,
  moneyOut: Money,
  net: Money,
  deposits: Money,
  wins: Money,
  refunds: Money,
  otherIn: Money,
  bets: Money,
  withdrawals: Money,
  otherOut: Money,
});
export type AccountRecordTotals = z.infer<typeof AccountRecordTotals>;

export const AccountRecordPage = z.object({
  list: z.array(AccountRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The wallet the lines and balances are of. */
  wallet: z.string(),
  totals: AccountRecordTotals,
});
export type AccountRecordPage = z.infer<typeof AccountRecordPage>;
