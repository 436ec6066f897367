import { z } from 'zod';
import { pageFields, withDateRange } from './query-fields.js';
import { IsoDate } from './patterns.js';
import { Money } from './money.js';

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

/** Account-record kinds a member can filter by (ledger transaction kinds). */
export const ACCOUNT_RECORD_TYPES = [
  'DEPOSIT',
  'DEPOSIT_REVERSAL',
  'WITHDRAW_LOCK',
  'WITHDRAW_UNLOCK',
  'WITHDRAW_PAYOUT',
  'TRANSFER',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'WALLET_TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'DEMO_CREDIT',
  'ADJUSTMENT',
] as const;
export const AccountRecordType = z.enum(ACCOUNT_RECORD_TYPES);

/** GET /wps/member/transactions (transactionHistory): dates are inclusive market days (the brand's zone). */
export const AccountRecordQuery = withDateRange(
  z
    .object({
      startDate: isoDate,
      endDate: isoDate,
      type: AccountRecordType.optional(),
      wallet: z
        .string()
        .regex(/^[A-Z0-9_:]{2,40}$/)
        .optional(),
      ...pageFields,
    })
    .strict(),
  92,
);
export type AccountRecordQuery = z.infer<typeof AccountRecordQuery>;

export const AccountRecord = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  time: z.string(),
  type: z.string(),
  wallet: z.string(),
  amount: Money,
  balanceAfter: Money,
  reference: z.string(),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

export const AccountRecordPage = z.object({
  list: z.array(AccountRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: z.object({ credit: Money, debit: Money, net: Money }),
});
export type AccountRecordPage = z.infer<typeof AccountRecordPage>;
