import { z } from 'zod';
import { imageCaptchaFields, requiredImageCaptchaFields, SliderAnswer } from './captcha.js';

/**
 * Identity and access payloads (spec §3 Login payload/result, Register user, Change password,
 * Forgot password, SMS code request, Member info; §7 "Session and member").
 * Field rules that depend on the brand (patterns, shown/required) are judged by the server
 * against the registration settings (patterns.ts); these schemas fix shape and hard bounds.
 */

/** Member types (spec §4 Roles, §6): 0 member; 1, 2, 41, 42 agents; 4 trial; 9 was the operator account of the tools before the console: nothing seeds it, nothing logs in with it. */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  OPERATOR: 9,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === MEMBER_TYPE.TRIAL;
/** Accounts the player site accepts: members, agents and trial members. */
export const isSiteAccountType = (type: number): boolean =>
  type === MEMBER_TYPE.MEMBER || isTrialType(type) || isAgentType(type);

const trimmed = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'validation:required').max(max);
/** Passwords are never trimmed: a space is a character the user chose. */
const secret = z.string().min(1, 'validation:required').max(128);

/** Country dialing code, digits with an optional leading '+', e.g. '63' or '+63'. */
export const CountryDialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'validation:validMobileNumber');
export const MobileNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{4,15}$/, 'validation:validMobileNumber');
export const SmsCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'validation:validVerificationCode');

/** An e-mail address as members type it (forgot password, binding in My account). */
export const EmailAddress = z.string().trim().min(1, 'validation:required').max(120).email('validation:emailFormat');

// ---- SMS --------------------------------------------------------------------------------

/** POST /wps/verification/sms/noLogin (SMS login, forgot password by mobile, new-network check). */
export const SmsNoLoginRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: CountryDialingCode,
  ...requiredImageCaptchaFields,
});
export type SmsNoLoginRequest = z.infer<typeof SmsNoLoginRequest>;

/**
 * POST /wps/verification/sms/register: behind the image captcha (+ proof-of-work); the answer is
 * the same whether or not the number is registered (registration itself says so).
 */
export const SmsRegisterRequest = z.object({
  countryDialingCode: CountryDialingCode,
  mobileNo: MobileNumber,
  ...requiredImageCaptchaFields,
});
export type SmsRegisterRequest = z.infer<typeof SmsRegisterRequest>;

/**
 * POST /wps/verification/email/newNetwork: a code for the new-network check, mailed to the bound
 * e-mail the member types (username from the login form). Same answer whether or not it matches.
 */
export const EmailNewNetworkRequest = z.object({
  username: required(64),
  email: EmailAddress,
  ...requiredImageCaptchaFields,
});
export type EmailNewNetworkRequest = z.infer<typeof EmailNewNetworkRequest>;

export const SmsSent = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsSent = z.infer<typeof SmsSent>;

/** `value` of a 429 answer (RATE_LIMITED, SMS_TOO_MANY_REQUESTS). */
export const RetryAfter = z.object({ retryAfterSeconds: z.number().int().nonnegative() });

/** GET /wps/system/countries: dialing codes for phone inputs with the local number length. */
export const Country = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
  mobileMinLength: z.number().int(),
  mobileMaxLength: z.number().int(),
  /** Flag image path relative to an image CDN host (spec §3: the COUNTRY_FLAG folder). */
  flagUrl: z.string(),
});
export type Country = z.infer<typeof Country>;

// ---- login ------------------------------------------------------------------------------

/**
 * Spec §6's typed values (mobile, email, bankAccountName) and the possession methods of issue 17
 * finding 9: an SMS code to the bound mobile, a code mailed to the bound e-mail, the authenticator.
 */
export const NEW_IP_METHODS = ['mobile', 'smsCode', 'email', 'bankAccountName', 'totp', 'emailCode'] as const;
export const NewIpMethod = z.enum(NEW_IP_METHODS);
export type NewIpMethod = z.infer<typeof NewIpMethod>;
export const NewIpVerification = z.object({ method: NewIpMethod, value: required(120) });

/** Where the login form lives: the player site or the agent landing page (/agent); staff log in to the console. */
export const LoginEntry = z.enum(['member', 'agent']);

const loginCommon = {
  ...imageCaptchaFields,
  entry: LoginEntry.default('member'),
};

export const UsernameLoginRequest = z.object({
  type: z.literal('username'),
  username: required(64),
  password: secret,
  slider: SliderAnswer,
  verification: NewIpVerification.optional(),
  ...loginCommon,
});
export const SmsLoginRequest = z.object({
  type: z.literal('sms'),
  mobileNum: MobileNumber,
  countryDialingCode: CountryDialingCode,
  verificationCode: SmsCode,
  ...loginCommon,
});
/**
 * Phone-auth login (spec §4 "With the phone-auth option, the code is verified through that
 * service"; flag PHONEAUTH): the service verified the phone and issued `idToken`, which the
 * server's phone-auth adapter checks and turns into the member's number.
 */
export const PhoneAuthLoginRequest = z.object({
  type: z.literal('phoneAuth'),
  idToken: required(4096),
  ...loginCommon,
});
/** POST /wps/session/login (enc) */
export const LoginRequest = z.discriminatedUnion('type', [
  UsernameLoginRequest,
  SmsLoginRequest,
  PhoneAuthLoginRequest,
]);
export type LoginRequest = z.infer<typeof LoginRequest>;

export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  userName: z.string(),
  customerId: z.string(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  hasTotp: z.boolean(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

/** Spec §3 Login result, plus the token's expiry and the member (saves a call). */
export const LoginResult = z.object({
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password equals the brand's weak default: the client opens the change-password modal. */
  weakPassword: z.boolean(),
  token: z.string(),
  expiresAt: z.string(),
  member: MemberInfo,
});
export type LoginResult = z.infer<typeof LoginResult>;

/**
 * `value` of a refused login: `captcha: true` means the next attempt needs the image captcha;
 * NEW_IP_VERIFICATION adds `methods`; ACCOUNT_LOCKED adds `retryAfterSeconds`; PHONE_AUTH_FAILED adds `phoneAuthCode`.
 */
export const LoginFailure = z.object({
  captcha: z.boolean(),
  methods: z.array(NewIpMethod).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** PHONE_AUTH_FAILED: the phone-auth service's code, `auth/<code>` (translated as `phoneAuth.<code>`). */
  phoneAuthCode: z.string().optional(),
});

/** POST /wps/session/login/freeplay: client facts, all optional (spec lists os and platform). */
export const FreeplayRequest = z.object({ os: trimmed(32).optional(), platform: trimmed(32).optional() }).nullish();

// ---- registration -----------------------------------------------------------------------

const optionalText = (max: number) => trimmed(max).optional();

/** PUT /wps/member/register and /wps/member/register/mobile (enc): spec §3 Register user. */
export const RegisterRequest = z.object({
  username: trimmed(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(100),
  email: optionalText(120),
  qqNum: optionalText(30),
  mobileNum: optionalText(20),
  countryDialingCode: CountryDialingCode.optional(),
  recommenderId: optionalText(40),
  ...imageCaptchaFields,
  verificationCode: optionalText(10),
  affiliateCode: optionalText(40),
  referralCode: optionalText(40),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(60),
  whatsapp: optionalText(30),
  facebook: optionalText(100),
  wechat: optionalText(60),
  idNumber: optionalText(40),
  nickname: optionalText(40),
  telegram: optionalText(64),
  zalo: optionalText(30),
  birthday: optionalText(10),
  address: optionalText(200),
  nationality: optionalText(60),
  placeOfBirth: optionalText(80),
  occupation: optionalText(80),
  sourceOfIncome: optionalText(80),
  domain: optionalText(255),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  firebaseChannel: optionalText(60),
  firebaseIdToken: optionalText(4096),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** GET /wps/agent/affiliate */
export const AffiliateQuery = z.object({ code: required(40), domain: trimmed(255).optional() });
export const AffiliateCheck = z.object({ valid: z.boolean(), agentNickname: z.string().optional() });
export type AffiliateCheck = z.infer<typeof AffiliateCheck>;

// ---- passwords --------------------------------------------------------------------------

/** POST /wps/member/password (enc) */
/** POST /wps/member/password (enc): the old password, and the authenticator's code when one is bound. */
export const ChangePasswordRequest = z.object({
  oldPassword: secret,
  newPassword: secret,
  confirmNewPassword: secret,
  totpCode: SmsCode.optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /wps/member/password/email (application/x-www-form-urlencoded) */
export const ForgotPasswordEmailRequest = z.object({
  username: required(64),
  email: EmailAddress,
});
export type ForgotPasswordEmailRequest = z.infer<typeof ForgotPasswordEmailRequest>;

/** POST /wps/member/password/reset: the token of the e-mailed /resetPassword?token=… link. */
export const ResetPasswordRequest = z.object({
  token: z.string().trim().min(20).max(100),
  newPassword: secret,
  confirmNewPassword: secret,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** POST /wps/member/password/verification: forgot password by mobile; success logs in. */
export const ForgotPasswordMobileRequest = z.object({
  newPassword: secret,
  confirmNewPassword: secret.optional(),
  mobileNum: MobileNumber,
  countryDialingCode: CountryDialingCode.optional(),
  verificationCode: SmsCode,
});
export type ForgotPasswordMobileRequest = z.infer<typeof ForgotPasswordMobileRequest>;

export const MemberIcon = z.object({ iconUrl: z.string() });

// ---- dev inbox (not in production) --------------------------------------------------------

export const DevInboxQuery = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  to: trimmed(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const DevMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type DevMessage = z.infer<typeof DevMessage>;

/** POST /dev/api/phoneAuth/token (not in production): what the local phone-auth service issues once it verified a phone. */
export const DevPhoneAuthTokenRequest = z
  .object({ countryDialingCode: CountryDialingCode, mobileNum: MobileNumber })
  .strict();
export const PhoneAuthToken = z.object({ idToken: z.string(), expiresAt: z.string() });

/** POST /dev/api/clock (TEST_CLOCK servers only): moves the server's clock forward, at most a week at a time. */
export const DevClockAdvance = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(1)
      .max(7 * 86_400_000),
  })
  .strict();
export const DevClock = z.object({ now: z.string() });

/** Answer of forgot-password by e-mail: how long the mailed link lives. */
export const PasswordResetMailed = z.object({ expiredMinutes: z.number().int() });
