import { z } from 'zod';
import { paged } from './envelope.js';
import { Money } from './money.js';
import { pageFields } from './query-fields.js';

/*
 * The operator console's Members pages (issue 19): search, a member's profile and records, and
 * the actions support and risk take on a member. Staff with `members.read` see identity data in
 * full (docs/decisions.md); payout account numbers are masked to their last four characters.
 */

/** What the one search field is matched against; `auto` picks from the text's shape. `id`: the customer ID members see. */
export const MemberSearchKind = z.enum([
  'auto',
  'username',
  'mobile',
  'email',
  'realName',
  'ip',
  'invitationCode',
  'id',
]);
export type MemberSearchKind = z.infer<typeof MemberSearchKind>;

export const MemberSearchQuery = z
  .object({
    /** Username, mobile, e-mail (prefix), real name (any part, 2+ characters), IP (prefix or exact), invitation code or customer ID (exact; auto: `#123`). Empty: every member. */
    q: z.string().trim().max(100).optional(),
    kind: MemberSearchKind.default('auto'),
    sort: z.enum(['registeredAt', 'lastLoginAt', 'username']).default('registeredAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...pageFields,
  })
  .strict();
export type MemberSearchQuery = z.infer<typeof MemberSearchQuery>;

/** member, agent, trial or operator (from the member type). */
export const MemberRole = z.enum(['member', 'agent', 'trial', 'operator']);

/** One row of the search: enough to pick the member. */
export const MemberSearchRow = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  role: MemberRole,
  /** `locked`: locked by staff (the account status); login and every session refused. */
  status: z.enum(['active', 'locked']),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The MAIN wallet's balance. */
  mainBalance: Money,
});
export type MemberSearchRow = z.infer<typeof MemberSearchRow>;

export const MemberSearchPage = z.object({
  list: z.array(MemberSearchRow),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Matches counted up to 1,000; `totalCapped` when there are more. */
  total: z.number().int(),
  totalPages: z.number().int(),
  totalCapped: z.boolean(),
  /** The kind the text was matched as (what `auto` chose). */
  kind: MemberSearchKind.exclude(['auto']),
});
export type MemberSearchPage = z.infer<typeof MemberSearchPage>;

export const MemberIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const PayoutAccountView = z.object({
  id: z.number().int(),
  kind: z.enum(['BANK', 'EWALLET']),
  providerName: z.string(),
  accountName: z.string(),
  /** The account number's last four characters, the rest masked. */
  accountNo: z.string(),
  createdAt: z.string(),
});

export const MemberProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  type: z.number().int(),
  role: MemberRole,
  status: z.enum(['active', 'locked']),
  /** Staff forced a new password: password login refused until reset by mobile or e-mail. */
  passwordResetRequired: z.boolean(),
  /** The automatic lock after wrong passwords, while it lasts. */
  loginLockedUntil: z.string().nullable(),
  demo: z.boolean(),
  /** The member's own invitation code (agents). */
  invitationCode: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  registeredAt: z.string(),
  registerIp: z.string().nullable(),
  registerUrl: z.string().nullable(),
  registerMethod: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  bindings: z.object({
    /** `+<dialing code> <number>`. */
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    authenticator: z.boolean(),
    withdrawPassword: z.boolean(),
    payoutAccounts: z.array(PayoutAccountView),
  }),
  wallets: z.array(z.object({ wallet: z.string(), balance: Money })),
  /** The agents above the member, the top first. */
  upline: z.array(z.object({ id: z.number().int(), username: z.string(), type: z.number().int() })),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

export const MemberPageQuery = z.object({ ...pageFields }).strict();
export const MemberLedgerQuery = z
  .object({
    wallet: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,32}$/, 'validation:required')
      .default('MAIN'),
    ...pageFields,
  })
  .strict();

export const MemberLedgerPage = paged(
  z.object({
    id: z.number().int(),
    at: z.string(),
    kind: z.string(),
    amount: Money,
    balanceAfter: Money,
    reference: z.string(),
  }),
);
export const MemberDepositPage = paged(
  z.object({
    orderNo: z.string(),
    channel: z.string(),
    amount: Money,
    fee: Money,
    creditAmount: Money,
    status: z.string(),
    note: z.string(),
    reviewedBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const MemberWithdrawalPage = paged(
  z.object({
    orderNo: z.string(),
    amount: Money,
    status: z.string(),
    /** Provider and masked number of the payout account. */
    payoutAccount: z.string(),
    reviewedBy: z.string().nullable(),
    reviewNote: z.string(),
    receiptStatus: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
);
export const MemberRoundPage = paged(
  z.object({
    provider: z.string(),
    roundId: z.string(),
    gameType: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    wallet: z.string(),
    betAmount: Money,
    validBet: Money,
    payout: Money,
    status: z.string(),
    startedAt: z.string(),
    settledAt: z.string().nullable(),
  }),
);
export const MemberLoginPage = paged(
  z.object({
    at: z.string(),
    ip: z.string(),
    /** The browser's user agent. */
    device: z.string(),
    entry: z.string(),
    /** Whether the session is still open. */
    live: z.boolean(),
  }),
);
export const MemberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  staff: z.string(),
  createdAt: z.string(),
});
export const MemberNotePage = paged(MemberNote);

/** Every member action carries the reason the audit log keeps. */
const Reason = z.string().trim().min(3, 'validation:enterContent').max(500);
export const MemberActionReason = z.object({ reason: Reason }).strict();
export const AddMemberNote = z.object({ text: z.string().trim().min(1, 'validation:enterContent').max(2000) }).strict();
export const SendMemberMessage = z
  .object({
    subject: z.string().trim().min(1, 'validation:enterContent').max(100),
    text: z.string().trim().min(1, 'validation:enterContent').max(2000),
  })
  .strict();
