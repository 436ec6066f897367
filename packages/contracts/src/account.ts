import { z } from 'zod';
import { CountryDialingCode, EmailAddress, MobileNumber, SmsCode } from './identity.js';

/** Profile fields a member may fill in on My account (each only when the brand's register settings show it). */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'birthday',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** GET /wps/member/profile (securityCenter). Contact details come masked. */
export const AccountProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  customerId: z.string(),
  fields: z.record(z.string(), z.string()),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  hasTotp: z.boolean(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

const fieldValue = z.string().trim().max(200);
/** PUT /wps/member/profile: only the fields to change. The real name (payeeName) can be set once. */
export const UpdateProfileRequest = z
  .object(
    Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fieldValue.optional()])) as Record<
      ProfileField,
      z.ZodOptional<typeof fieldValue>
    >,
  )
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'validation:required' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

const secret = z.string().min(1, 'validation:required').max(128);
const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation:validVerificationCode');

/**
 * Fresh proof for a credential change (a stolen session alone must not change credentials): the
 * login password, plus the current authenticator code when one is bound.
 */
export const FreshProof = z.object({ loginPassword: secret, totpCode: sixDigits.optional() });
export type FreshProof = z.infer<typeof FreshProof>;

/** What a credential change is; the member is told, and (unless it is the first) withdrawals wait. */
export const CREDENTIAL_CHANGES = [
  'loginPassword',
  'paymentPassword',
  'authenticator',
  'mobile',
  'email',
  'payoutAccount',
] as const;
export const CredentialChange = z.enum(CREDENTIAL_CHANGES);
export type CredentialChange = z.infer<typeof CredentialChange>;

/**
 * POST /wps/member/paymentPassword (enc): fresh proof always (login password, authenticator code
 * when bound); a change also needs the old withdraw password.
 */
export const PaymentPasswordRequest = z
  .object({
    ...FreshProof.shape,
    oldPaymentPassword: secret.optional(),
    newPaymentPassword: secret,
    confirmPaymentPassword: secret,
  })
  .strict()
  .refine((b) => b.newPaymentPassword === b.confirmPaymentPassword, {
    message: 'validation:confirmPasswordMismatch',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordRequest = z.infer<typeof PaymentPasswordRequest>;

export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), expiresAt: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;
/** POST /wps/member/totp/setup: replacing a bound authenticator needs its current code. */
export const TotpSetupRequest = z.object({ currentCode: sixDigits.optional() }).strict();
export type TotpSetupRequest = z.infer<typeof TotpSetupRequest>;
/** POST /wps/member/totp/confirm and /remove: the authenticator's code, with the login password. */
export const TotpCodeRequest = z.object({ code: sixDigits, loginPassword: secret }).strict();
export type TotpCodeRequest = z.infer<typeof TotpCodeRequest>;

/**
 * Changing a bound mobile or e-mail also proves the one bound now: `currentCode`, sent to it by
 * POST /wps/member/contact/currentCode.
 */
const contactProof = { ...FreshProof.shape, currentCode: sixDigits.optional() };

/** POST /wps/member/mobile: bind or change the mobile number with a code sent by /wps/verification/sms/register. */
export const BindMobileRequest = z
  .object({
    countryDialingCode: CountryDialingCode,
    mobileNum: MobileNumber,
    verificationCode: SmsCode,
    ...contactProof,
  })
  .strict();
export type BindMobileRequest = z.infer<typeof BindMobileRequest>;

/** POST /wps/member/contact/currentCode: a code to the mobile or e-mail bound now (before changing it). */
export const CurrentContactCodeRequest = z.object({ channel: z.enum(['mobile', 'email']) }).strict();
export type CurrentContactCodeRequest = z.infer<typeof CurrentContactCodeRequest>;

/** POST /wps/verification/email/bind: a code to the e-mail address the member wants to bind (answer: SmsSent). */
export const EmailCodeRequest = z.object({ email: EmailAddress }).strict();
export type EmailCodeRequest = z.infer<typeof EmailCodeRequest>;

/** POST /wps/member/email: bind or change the e-mail with the code sent to it. */
export const BindEmailRequest = z.object({ email: EmailAddress, verificationCode: SmsCode, ...contactProof }).strict();
export type BindEmailRequest = z.infer<typeof BindEmailRequest>;
