import { z } from 'zod';
import { ApprovalStatus } from './approvals.js';
import { PayoutAccountFields, PayoutAccountKind } from './cashier.js';
import { paged } from './envelope.js';
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

export const PendingWithdrawalPage = paged(PendingWithdrawalItem);
export type PendingWithdrawalPage = z.infer<typeof PendingWithdrawalPage>;
export const PendingDepositPage = paged(PendingDepositItem);
export type PendingDepositPage = z.infer<typeof PendingDepositPage>;

/* Payment channels as staff manage them (owners change them: cashier.settings). */

export const PaymentChannelCodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/** A channel of the brand, enabled or not, in the members' order. */
export const ConsolePaymentChannel = z.object({
  code: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'GATEWAY']),
  name: z.string(),
  enabled: z.boolean(),
  minAmount: Money,
  maxAmount: Money,
  /** Members see the enabled channels by this number, lowest first. */
  sort: z.number().int(),
  /** The gateway a GATEWAY channel pays through; null for a bank transfer. */
  provider: z.string().nullable(),
  /** Whether this server has that gateway configured (a channel without it is never offered to members). */
  gatewayReady: z.boolean(),
  feeBps: z.number().int(),
  feeFixed: Money,
});
export type ConsolePaymentChannel = z.infer<typeof ConsolePaymentChannel>;

export const ConsolePaymentChannels = z.object({
  channels: z.array(ConsolePaymentChannel),
  /** The gateways this server has configured: the choices of a GATEWAY channel's provider. */
  gateways: z.array(z.string()),
});
export type ConsolePaymentChannels = z.infer<typeof ConsolePaymentChannels>;

/** PUT /console/api/cashier/channels/:code: what staff change of a channel (all of it, as the form shows it). */
export const UpdatePaymentChannel = z
  .object({
    enabled: z.boolean(),
    minAmount: MoneyInput.refine((a) => /[1-9]/.test(a), 'amountFormat'),
    maxAmount: MoneyInput.refine((a) => /[1-9]/.test(a), 'amountFormat'),
    sort: z.number().int().min(0).max(9999),
    /** A GATEWAY channel's gateway (one of `gateways`); ignored for a bank transfer (send null). */
    provider: z
      .string()
      .regex(/^[a-z0-9_-]{2,30}$/)
      .nullable(),
    reason: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((c) => Number(c.minAmount) <= Number(c.maxAmount), { message: 'amountRange', path: ['maxAmount'] });
export type UpdatePaymentChannel = z.infer<typeof UpdatePaymentChannel>;

/* Maker–checker: a pending withdrawal's payout details, changed only when a second staff member approves. */

/** The payout details as staff correct them (the same rules as a member's payout account). */
const PayoutDetailsInput = PayoutAccountFields;

/** POST /console/api/cashier/withdrawals/:orderNo/payout: the maker's proposal (an approval request). */
export const PayoutChangeRequest = z
  .object({
    ...PayoutDetailsInput,
    reason: z.string().trim().min(3, 'validation:enterContent').max(500),
    /** Made by the console once per form: a repeat with the same key and details answers the first request. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'validation:required'),
  })
  .strict();
export type PayoutChangeRequest = z.input<typeof PayoutChangeRequest>;

export const PayoutDetails = z.object({
  kind: PayoutAccountKind,
  providerName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
});
export type PayoutDetails = z.infer<typeof PayoutDetails>;

/** What a withdrawalPayout approval request keeps: the order, and the details before and after. */
export const PayoutChangePayload = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: Money,
  /** The payout account the order pointed to when the change was asked (approving checks it still does). */
  beforeAccountId: z.number().int(),
  before: PayoutDetails,
  after: PayoutDetails,
});
export type PayoutChangePayload = z.infer<typeof PayoutChangePayload>;

export const PayoutChangeCreated = z.object({
  approvalId: z.number().int(),
  status: ApprovalStatus,
  /** The same key and details were sent before: this is the first request. */
  replayed: z.boolean(),
});
export type PayoutChangeCreated = z.infer<typeof PayoutChangeCreated>;
