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
/** POST /wps/member/paymentPassword (enc): the first time proves the login password, later the old withdraw password. */
export const PaymentPasswordRequest = z
  .object({
    loginPassword: secret.optional(),
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
export const TotpCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'validation:validVerificationCode'),
  })
  .strict();

/** POST /wps/member/mobile: bind or change the mobile number with a code sent by /wps/verification/sms/register. */
export const BindMobileRequest = z
  .object({ countryDialingCode: CountryDialingCode, mobileNum: MobileNumber, verificationCode: SmsCode })
  .strict();

/** POST /wps/verification/email/bind: a code to the e-mail address the member wants to bind (answer: SmsSent). */
export const EmailCodeRequest = z.object({ email: EmailAddress }).strict();
export type EmailCodeRequest = z.infer<typeof EmailCodeRequest>;

/** POST /wps/member/email: bind or change the e-mail with the code sent to it. */
export const BindEmailRequest = z.object({ email: EmailAddress, verificationCode: SmsCode }).strict();
export type BindEmailRequest = z.infer<typeof BindEmailRequest>;
