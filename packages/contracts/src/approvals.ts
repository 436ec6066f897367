import { z } from 'zod';
import { Money, MoneyInput } from './money.js';
import { pageFields } from './query-fields.js';

/**
 * Maker–checker ("four eyes", issue 19): a staff action that needs a second staff member is kept
 * as an approval request until another holder of its kind's permission approves (its effect
 * applies in that same transaction), rejects it, or its maker cancels it.
 */
export const ApprovalKind = z.enum(['balanceAdjustment', 'withdrawalPayout', 'lottery.result']);
export type ApprovalKind = z.infer<typeof ApprovalKind>;

/** pending → applied (approved, its effect committed with the approval) | rejected | cancelled. */
export const ApprovalStatus = z.enum(['pending', 'applied', 'rejected', 'cancelled']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** Why a staff member decides as they do: kept in the request and in the audit chain. */
const Reason = z.string().trim().min(3, 'validation:enterContent').max(500);

export const ApprovalIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ApprovalDecision = z.object({ reason: Reason });
/** Approving may carry a note; rejecting and cancelling need a reason. */
export const ApproveRequest = z.object({ reason: Reason.optional() });

export const ApprovalQuery = z.object({
  status: ApprovalStatus.optional(),
  kind: ApprovalKind.optional(),
  ...pageFields,
});

export const ApprovalView = z.object({
  id: z.number().int(),
  kind: ApprovalKind,
  status: ApprovalStatus,
  /** What the maker asked for, as the kind keeps it (a balance adjustment: AdjustmentPayload). */
  payload: z.record(z.string(), z.unknown()),
  /** The maker's reason. */
  reason: z.string(),
  makerId: z.number().int(),
  maker: z.string(),
  createdAt: z.string(),
  checkerId: z.number().int().nullable(),
  checker: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The checker's note (approval), reason (rejection) or the maker's (cancellation). */
  decisionReason: z.string().nullable(),
  /** What applying did (a balance adjustment: its ledger transaction and the balance after). */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type ApprovalView = z.infer<typeof ApprovalView>;

export const ApprovalPage = z.object({
  list: z.array(ApprovalView),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const AdjustmentCategory = z.enum(['compensation', 'correction', 'bonus']);
export type AdjustmentCategory = z.infer<typeof AdjustmentCategory>;

/** A manual credit or debit of a member's MAIN wallet, against the house adjustment account. */
export const CreateAdjustmentRequest = z.object({
  memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  direction: z.enum(['credit', 'debit']),
  /** More than zero, in the brand's currency ("1234.50"); a non-zero digit (the check runs on any string). */
  amount: MoneyInput.refine((a) => /[1-9]/.test(a), 'amountFormat'),
  category: AdjustmentCategory,
  reason: Reason,
  /** Made by the console once per form: a repeat with the same key and details answers the first outcome. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'validation:required'),
});
export type CreateAdjustmentRequest = z.infer<typeof CreateAdjustmentRequest>;

/** The payload an adjustment's approval request keeps (amount with two decimals, never negative). */
export const AdjustmentPayload = CreateAdjustmentRequest.omit({ amount: true }).extend({
  amount: Money,
  username: z.string(),
});
export type AdjustmentPayload = z.infer<typeof AdjustmentPayload>;

/**
 * applied: the ledger moved (at or below the brand's threshold, or approved since); pending: an
 * approval request (above it) that another `balance.adjust` staff member decides; a repeat of a
 * request decided since answers its status now (rejected, cancelled).
 */
export const AdjustmentResult = z.object({
  status: ApprovalStatus,
  approvalId: z.number().int().nullable(),
  transactionId: z.number().int().nullable(),
  balanceAfter: Money.nullable(),
  /** The same idempotency key and details were sent before: this is the first call's outcome. */
  replayed: z.boolean(),
});
export type AdjustmentResult = z.infer<typeof AdjustmentResult>;

/** The brand's adjustment settings as the console shows them. */
export const AdjustmentSettings = z.object({
  /** Adjustments at or below it apply at once; above it another `balance.adjust` staff member approves them. */
  approvalThreshold: Money,
});
export type AdjustmentSettings = z.infer<typeof AdjustmentSettings>;
