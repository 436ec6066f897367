import { z } from 'zod';
import { IsoDate } from './patterns.js';
import { Money, MoneyInput } from './money.js';
import { FreshProof } from './account.js';

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'EXPIRED'] as const;
export const DepositStatus = z.enum(DEPOSIT_STATUSES);

/** GET /wps/cashier/channels: the brand's deposit channels (depositv2). */
export const PaymentChannel = z.object({
  code: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'GATEWAY']),
  name: z.string(),
  minAmount: Money,
  maxAmount: Money,
  feeBps: z.number().int(),
  feeFixed: Money,
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/** POST /wps/cashier/deposit. `requestKey` (a UUID the page makes once per form) makes retries safe. */
export const DepositRequest = z
  .object({
    channelCode: z.string().trim().min(1).max(40),
    amount: MoneyInput,
    requestKey: z.string().uuid(),
  })
  .strict();
export type DepositRequest = z.infer<typeof DepositRequest>;

export const DepositCreated = z.object({
  orderNo: z.string(),
  status: DepositStatus,
  amount: Money,
  fee: Money,
  creditAmount: Money,
  /** Where the member pays (the gateway's page); null for a bank transfer. */
  payUrl: z.string().nullable(),
});
export type DepositCreated = z.infer<typeof DepositCreated>;

/** A day that exists in the calendar (patterns.ts). */
const isoDate = IsoDate;
export const DepositRecordQuery = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    status: DepositStatus.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine((q) => q.startDate <= q.endDate, { message: 'dateRange', path: ['endDate'] });
export type DepositRecordQuery = z.infer<typeof DepositRecordQuery>;

export const DepositRecord = z.object({
  orderNo: z.string(),
  channelName: z.string(),
  channelKind: z.enum(['BANK_TRANSFER', 'GATEWAY']),
  /** Bank transfers: whether the member uploaded the payment slip. */
  hasReceipt: z.boolean(),
  /** The operator's or gateway's remark (e.g. the reason of a rejection). */
  note: z.string(),
  amount: Money,
  fee: Money,
  creditAmount: Money,
  status: DepositStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const DepositRecordPage = z.object({
  list: z.array(DepositRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DepositRecordPage = z.infer<typeof DepositRecordPage>;

/** Body of the sandbox gateway's callback (signed; see the server's payment-signature.ts). */
export const SandboxCallback = z
  .object({
    paymentId: z.string().uuid(),
    merchantRef: z.string().min(1).max(64),
    amount: Money,
    currency: z.string().length(3),
    status: z.enum(['SUCCESS', 'FAILED']),
  })
  .strict();
export type SandboxCallback = z.infer<typeof SandboxCallback>;

// ---- withdrawals ---------------------------------------------------------------------------

export const PayoutAccountKind = z.enum(['BANK', 'EWALLET']);
export const PayoutAccount = z.object({
  id: z.number().int(),
  kind: PayoutAccountKind,
  providerName: z.string(),
  accountName: z.string(),
  /** Masked except the last 4 characters. */
  accountNo: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** A payout account's fields as a member adds one and staff correct a withdrawal's (the same rules). */
export const PayoutAccountFields = {
  kind: PayoutAccountKind,
  providerName: z.string().trim().min(2, 'validation:required').max(60),
  accountName: z.string().trim().min(2, 'validation:realNameFormat').max(60),
  accountNo: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,24}$/, 'validation:DIGITS')),
};

/** POST /wps/cashier/payoutAccounts: the holder must be the member (real name). */
export const AddPayoutAccountRequest = z
  .object({
    ...PayoutAccountFields,
    ...FreshProof.shape,
  })
  .strict();
export type AddPayoutAccountRequest = z.input<typeof AddPayoutAccountRequest>;

/** DELETE /wps/cashier/payoutAccounts/:id: a change of payout accounts, so fresh proof as for an add. */
export const RemovePayoutAccountRequest = FreshProof.strict();
export type RemovePayoutAccountRequest = z.input<typeof RemovePayoutAccountRequest>;

export const WithdrawConfig = z.object({
  minAmount: Money,
  maxAmount: Money,
  hasPaymentPassword: z.boolean(),
  available: Money,
  locked: Money,
  /** Turnover (bets) to reach before withdrawing: the brand's percent of deposits; 0 = none. */
  turnoverRequired: Money,
  turnoverAchieved: Money,
  /** Minutes after payment before an unconfirmed withdrawal counts as received (spec §9). */
  receiptConfirmMinutes: z.number().int(),
  /** ISO time withdrawals open again after a credential change (the brand's hold hours); null when open. */
  heldUntil: z.string().nullable(),
});
export type WithdrawConfig = z.infer<typeof WithdrawConfig>;

/** POST /wps/cashier/withdraw (enc): the withdraw password proves the member. */
export const WithdrawRequest = z
  .object({
    payoutAccountId: z.number().int().positive(),
    amount: MoneyInput,
    paymentPassword: z.string().min(1, 'validation:required').max(64),
    requestKey: z.string().uuid(),
  })
  .strict();
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;
/** Spec §4 "Withdrawal confirmation"; AUTO_RECEIVED is the forced receipt after the brand's minutes. */
export const WITHDRAWAL_RECEIPT_STATUSES = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;
export const WithdrawalReceiptStatus = z.enum(WITHDRAWAL_RECEIPT_STATUSES);
export type WithdrawalReceiptStatus = z.infer<typeof WithdrawalReceiptStatus>;
export const WithdrawalRecord = z.object({
  orderNo: z.string(),
  amount: Money,
  status: WithdrawalStatus,
  payoutAccount: z.string(),
  reviewNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Receipt of a PAID order: null while it awaits the member's confirmation. */
  receiptStatus: z.enum(WITHDRAWAL_RECEIPT_STATUSES).nullable(),
  /** Spec §3 "Withdrawal receipt": amount received and remainder (amount − received), once confirmed. */
  amountReceived: Money.nullable(),
  remainder: Money.nullable(),
  receiptAt: z.string().nullable(),
  /** When a PAID, unconfirmed order is treated as received. */
  receiptDueAt: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;
export const WithdrawalRecordQuery = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    status: WithdrawalStatus.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine((q) => q.startDate <= q.endDate, { message: 'dateRange', path: ['endDate'] });
export type WithdrawalRecordQuery = z.infer<typeof WithdrawalRecordQuery>;
export const WithdrawalRecordPage = z.object({
  list: z.array(WithdrawalRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WithdrawalRecordPage = z.infer<typeof WithdrawalRecordPage>;

/**
 * POST /wps/cashier/withdrawals/:orderNo/receipt: the member confirms a PAID order. "Not received"
 * goes to …/receipt/proof with the proof image as the raw body instead.
 */
export const ConfirmReceiptRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('RECEIVED') }).strict(),
  z.object({ outcome: z.literal('PARTLY_RECEIVED'), amountReceived: MoneyInput }).strict(),
]);
export type ConfirmReceiptRequest = z.infer<typeof ConfirmReceiptRequest>;

/** The "not received" proof: png or jpg (checked by content, not by name), at most 5 MB (spec §9). */
export const RECEIPT_PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const RECEIPT_PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const WithdrawalReceipt = z.object({
  orderNo: z.string(),
  receiptStatus: WithdrawalReceiptStatus,
  amountReceived: Money,
  remainder: Money,
  receiptAt: z.string(),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceipt>;

/** GET/PUT /console/api/cashier/withdrawalSettings: the brand's withdrawal rules. */
export const WithdrawalSettings = z
  .object({
    turnoverPercent: z.number().int().min(0).max(10_000),
    receiptConfirmMinutes: z.number().int().min(1).max(10_080),
  })
  .strict();
export type WithdrawalSettings = z.infer<typeof WithdrawalSettings>;

/** GET /console/api/cashier/withdrawals/disputed: paid orders the member reported as not or partly received. */
export const DisputedWithdrawal = z.object({
  orderNo: z.string(),
  username: z.string(),
  amount: Money,
  amountReceived: Money,
  remainder: Money,
  receiptStatus: WithdrawalReceiptStatus,
  receiptAt: z.string(),
  payoutAccount: z.string(),
  hasProof: z.boolean(),
});
export type DisputedWithdrawal = z.infer<typeof DisputedWithdrawal>;

// ---- path parameters and staff decisions (the console's cashier) ----
export const DepositOrderParams = z.object({ orderNo: z.string().regex(/^D\d{16}$/) });
export const WithdrawalOrderParams = z.object({ orderNo: z.string().regex(/^W\d{16}$/) });
export const PayoutAccountParams = z.object({ id: z.coerce.number().int().positive() });
export const PaymentProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,30}$/) });
/** A gateway callback is read as the exact text that was signed. */
export const PaymentCallbackBody = z.string().max(10_000);

export const WithdrawalCreated = z.object({ orderNo: z.string(), status: WithdrawalStatus, amount: Money });
export const DepositReceiptAttached = z.object({ orderNo: z.string(), hasReceipt: z.boolean() });
/** A staff member's optional note on approving (or rejecting a withdrawal). */
export const OperatorNote = z
  .object({ note: z.string().trim().max(200).default('') })
  .strict()
  .default({ note: '' });
/** The member reads the reason of a rejected deposit, so it is required there. */
export const RejectionNote = z.object({ note: z.string().trim().min(1).max(200) }).strict();
export const WithdrawalDecision = z.object({ orderNo: z.string(), status: WithdrawalStatus });
export const DepositDecision = z.object({ orderNo: z.string(), status: DepositStatus });
