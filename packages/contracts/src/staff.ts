import { z } from 'zod';
import { imageCaptchaFields } from './captcha.js';
import { pageFields } from './query-fields.js';

/**
 * Operator console (issue 19): staff accounts, apart from members. The role → permission matrix
 * is the server's (apps/server/src/modules/staff/permissions.ts); these are only the names.
 */
export const StaffRole = z.enum(['owner', 'finance', 'risk', 'support', 'content', 'games', 'agents']);
export type StaffRole = z.infer<typeof StaffRole>;

/** What a console endpoint may require (its row's `permission`). */
export const StaffPermission = z.enum([
  'staff.manage',
  'audit.read',
  'deposits.review',
  'withdrawals.review',
  /** The brand's withdrawal settings (turnover requirement, auto-receipt): owners only. */
  'cashier.settings',
  'balance.adjust',
  'members.read',
  'members.lock',
  'members.limits',
  'members.review',
  'messages.send',
  'content.manage',
  'games.manage',
  'lottery.manage',
  'agents.manage',
  'system.manage',
  'brand.manage',
  'reports.read',
]);
export type StaffPermission = z.infer<typeof StaffPermission>;

export const StaffUsername = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/, 'validation:accountFormat');
/** At least 10 characters with a letter and a digit (staff passwords guard money). */
export const StaffPassword = z
  .string()
  .min(10, 'validation:passwordFormat')
  .max(128)
  .regex(/[A-Za-z]/, 'validation:passwordFormat')
  .regex(/[0-9]/, 'validation:passwordFormat');
const TotpCode = z.string().regex(/^\d{6}$/, 'validation:validVerificationCode');

/** CIDR blocks (IPv4 or IPv6); empty: any address. */
export const StaffAllowList = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f:.]+\/\d{1,3}$/, 'validation:required'),
  )
  .max(50);

export const StaffLoginRequest = z.object({
  username: StaffUsername,
  password: z.string().min(1).max(128),
  totpCode: TotpCode.optional(),
  /** The image captcha, due after a failed login for this account or from this client (value.captcha). */
  ...imageCaptchaFields,
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;

export const StaffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: StaffRole,
  permissions: z.array(StaffPermission),
  /** When the session ends at the latest (12 hours after login); 30 minutes idle end it sooner. */
  sessionExpiresAt: z.string(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/**
 * The password was right; what comes next: set up the authenticator (first login or after a
 * reset: the secret is shown until a code from it is given), give its code, or the session.
 */
export const StaffLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totpSetup'), secret: z.string(), otpauthUri: z.string() }),
  z.object({ step: z.literal('totp') }),
  z.object({ step: z.literal('done'), token: z.string(), staff: StaffMe }),
]);
export type StaffLoginResult = z.infer<typeof StaffLoginResult>;

/** A staff member's own new password: the current one and a fresh authenticator code prove it is them. */
export const ChangeStaffPasswordRequest = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: StaffPassword,
  totpCode: TotpCode,
});

export const StaffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: StaffRole,
  status: z.enum(['active', 'disabled']),
  totpReady: z.boolean(),
  allowList: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

/** Every staff change carries the reason the audit log keeps. */
const Reason = z.string().trim().min(3, 'validation:enterContent').max(500);

export const CreateStaffRequest = z.object({
  username: StaffUsername,
  displayName: z.string().trim().min(1).max(64),
  password: StaffPassword,
  role: StaffRole,
  allowList: StaffAllowList.default([]),
  reason: Reason,
});
export const StaffIdParams = z.object({ id: z.coerce.number().int().positive() });
export const StaffReason = z.object({ reason: Reason });
export const SetStaffRoleRequest = z.object({ role: StaffRole, reason: Reason });
export const SetStaffAllowListRequest = z.object({ allowList: StaffAllowList, reason: Reason });

/** One entry of the hash-chained audit log. */
export const AuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  actorKind: z.enum(['staff', 'job', 'cli', 'system']),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageFields,
});

/** Whether every entry still carries the hash of its content and of the one before. */
export const AuditChainStatus = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  /** The first entry that breaks the chain (edited, deleted before it, or out of order). */
  firstBroken: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type AuditChainStatus = z.infer<typeof AuditChainStatus>;

export const AuditPage = z.object({
  list: z.array(AuditEntry),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  chain: AuditChainStatus,
});
