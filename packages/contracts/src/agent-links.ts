import { z } from 'zod';
import { NoQuery } from './envelope.js';

/**
 * registerCenter's referral links (spec §2; AGENT-CONTRACTS.md "Reports"): an agent makes links
 * with a validity in days, the account type a sign-up through it gets (member or agent) and a
 * channel (where the agent shares it); the page shows each with its QR code and sign-ups.
 */

export const ReferralKind = z.enum(['MEMBER', 'AGENT']);
export type ReferralKind = z.infer<typeof ReferralKind>;

/** The validity choices the page offers (days; null: no end). */
export const REFERRAL_VALIDITY_DAYS = [1, 7, 30, 90, 365] as const;

/** POST /wps/agent/links */
export const ReferralLinkRequest = z
  .object({
    kind: ReferralKind,
    channel: z
      .string()
      .trim()
      .max(32)
      .regex(/^[\p{L}\p{N} _.-]*$/u, 'validation:invalidFormat'),
    /** Days the link signs up new accounts; null: no end. */
    validDays: z.number().int().min(1).max(3650).nullable(),
  })
  .strict();
export type ReferralLinkRequest = z.infer<typeof ReferralLinkRequest>;

export const ReferralLink = z.object({
  code: z.string(),
  kind: ReferralKind,
  channel: z.string(),
  validDays: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  createdAt: z.string(),
  /** Accounts signed up through it. */
  registrations: z.number().int(),
  /** The sign-up page with the code filled in (relative to the site). */
  registerPath: z.string(),
});
export type ReferralLink = z.infer<typeof ReferralLink>;

export const ReferralLinks = z.object({ list: z.array(ReferralLink) });
export type ReferralLinks = z.infer<typeof ReferralLinks>;
export const ReferralLinksQuery = NoQuery;
