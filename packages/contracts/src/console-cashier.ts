import { z } from 'zod';
import { Money, MoneyInput } from './money.js';
import { IsoDate } from './patterns.js';
import { pageFields } from './query-fields.js';

/* The console's cashier queues (issue 19): paging, filters and a withdrawal's risk hints. */

/** Days back that "recent security changes" of a withdrawal's member look (the hint, not the hold). */
export const SECURITY_CHANGE_DAYS = 7;
/** At most this many usernames are named per shared IP / payout account hint (the count is complete). */
export const RISK_NAMES_SHOWN = 5;

const queueFields = {
  ...pageFields,
  /** The member's username, whatever its case (exact). */
  username: z.string().trim().min(1).max(40).optional(),
  minAmount: MoneyInput.optional(),
  maxAmount: MoneyInput.optional(),
  /** Created on or after this market day / on or before this one (the brand's time zone). */
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
};
const ranges = <S extends z.ZodType<Partial<Record<'minAmount' | 'maxAmount' | 'startDate' | 'endDate', string>>>>(
  schema: S,
) =>
  schema
    .refine((q) => !q.minAmount || !q.maxAmount || Number(q.minAmount) <= Number(q.maxAmount), {
      message: 'amountRange',
      path: ['maxAmount'],
    })
    .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'dateRange',
      path: ['endDate'],
    });

/** GET /console/api/cashier/deposits: pending bank-transfer deposits, oldest first; `channel` a channel code. */
export const DepositQueueQuery = ranges(
  z.object({ ...queueFields, channel: z.string().trim().min(1).max(40).optional() }).strict(),
);
export type DepositQueueQuery = z.infer<typeof DepositQueueQuery>;

/** GET /console/api/cashier/withdrawals: pending withdrawals, oldest first; `channel` the payout provider's name. */
export const WithdrawalQueueQuery = ranges(
  z.object({ ...queueFields, channel: z.string().trim().min(1).max(60).optional() }).strict(),
);
export type WithdrawalQueueQuery = z.infer<typeof WithdrawalQueueQuery>;

const Names = z.object({
  /** How many other members in all. */
  count: z.number().int(),
  /** Up to RISK_NAMES_SHOWN of their usernames. */
  usernames: z.array(z.string()),
});

/** What a reviewer should weigh before paying: computed per page in a few indexed queries. */
export const WithdrawalRiskHints = z.object({
  /** The turnover rule as the member's request was checked against it (brand percent of deposits). */
  turnover: z.object({ required: Money, achieved: Money, met: z.boolean() }),
  /** Credential changes (identity's security-change log) of the last SECURITY_CHANGE_DAYS days, newest first. */
  securityChanges: z.array(
    z.object({
      change: z.string(),
      at: z.string(),
      /** A first setting (nothing was replaced; no withdrawal hold). */
      first: z.boolean(),
    }),
  ),
  /** Other members registered from or logged in from an IP this member used. */
  sameIp: Names,
  /** Other members who bound the same payout account number (live or removed). */
  sameAccount: Names,
  /** No paid withdrawal before this one. */
  firstWithdrawal: z.boolean(),
});
export type WithdrawalRiskHints = z.infer<typeof WithdrawalRiskHints>;

export const PendingWithdrawalItem = z.object({
  orderNo: z.string(),
  username: z.string(),
  amount: Money,
  payoutAccount: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  /**
   * Demo money: what the member was credited through the sandbox gateway (demo mode), which no
   * one paid; "0.00" when none. An operator never pays such a balance out as real money.
   */
  sandboxCredited: Money,
  risk: WithdrawalRiskHints,
});
export type PendingWithdrawalItem = z.infer<typeof PendingWithdrawalItem>;

export const PendingDepositItem = z.object({
  orderNo: z.string(),
  username: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  amount: Money,
  creditAmount: Money,
  createdAt: z.string(),
  receiptUploadedAt: z.string().nullable(),
});
export type PendingDepositItem = z.infer<typeof PendingDepositItem>;

const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export const PendingWithdrawalPage = page(PendingWithdrawalItem);
export type PendingWithdrawalPage = z.infer<typeof PendingWithdrawalPage>;
export const PendingDepositPage = page(PendingDepositItem);
export type PendingDepositPage = z.infer<typeof PendingDepositPage>;
