import { z } from 'zod';
import { BrandConfig } from './brand.js';

/** Spec §4 "System status": 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof SystemStatusCode>;
export { SYSTEM_STATUS } from './status-codes.js';

/**
 * Whitelabel module flags (spec §2, §4, §6). The spec names MOBILENUMREG3, CHNGPASSVERIF3 and
 * AGENTPOLICY3; the other modules it names without a key get the keys below (docs/decisions.md).
 */
export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3', // mobile-register is the default registration type
  'CHNGPASSVERIF3', // forgot password by mobile (and mobile tab default)
  'AGENTPOLICY3', // consolidated funds call for logged-in non-trial users
  'VIP', // VIP menu items
  'FREEPLAY', // trial (free play) login
  'SMSVERIFY', // SMS verification code on registration
  'CODELOGIN', // verification-code (SMS) login tab
  'FORCECHANGEPASS', // forced password change on weak default / expiry
  'PASSWORDEXPIRY', // password expiry policy
  'PHONEAUTH', // phone-auth / social login service
  'CONTRACT', // dividend contracts (agent centre)
  'SALARY', // daily salary contracts
  'HOURSALARY', // hourly salary contracts
  'REALTIMESALARY', // real-time salary contracts
  'SECONDLANG', // second language supported (enables the bingo BG slot classification)
  'POINTMALL', // points mall
  'MISSION', // missions and leaderboard
  'REFERRAL', // invite friends
] as const;
export const WhitelabelFlag = z.enum(WHITELABEL_FLAGS);
export type WhitelabelFlag = z.infer<typeof WhitelabelFlag>;

/**
 * Flags whose module is not built yet (issue 19: a flag turns a module on only when that module
 * exists). The server serves them off whatever is stored, refuses to switch them on, and the
 * console does not offer them; the issue that builds a module takes its flag out of this list.
 */
export const UNBUILT_FLAGS: readonly WhitelabelFlag[] = [
  'VIP', // promotions and VIP (issue 22)
  'POINTMALL', // promotions (issue 22)
  'MISSION', // promotions (issue 22)
  'REFERRAL', // promotions (issue 22)
];
export const isBuiltFlag = (flag: WhitelabelFlag): boolean => !UNBUILT_FLAGS.includes(flag);
export const Whitelabel = z.record(WhitelabelFlag, z.boolean());
export type Whitelabel = Record<WhitelabelFlag, boolean>;

/** Fields of the registration form whose visibility and pattern the server decides (spec §3, §5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
] as const;
export const RegisterField = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof RegisterField>;

/** Pattern ids: one per message kind of spec §5 "Pattern message kinds". */
export const PATTERN_IDS = [
  'LENGTH',
  'LETTER_START_ALNUM',
  'KANJI_DIGITS',
  'EMAIL',
  'LETTERS_OR_DIGITS',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_UPPER',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE',
  'KOREAN',
  'THAI',
  'UPPERCASE',
  'PASSWORD_STRONG',
  'FULL_NAME',
  'FULLWIDTH_JAPANESE',
] as const;
export const PatternId = z.enum(PATTERN_IDS);
export type PatternId = z.infer<typeof PatternId>;

export const RegisterFieldSetting = z.object({
  field: RegisterField,
  shown: z.boolean(),
  required: z.boolean(),
  /** Regular expression source as the operator typed it; a bare `*` means "anything" (`.*`). */
  acceptedPattern: z.string(),
  patternId: PatternId,
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
});
export type RegisterFieldSetting = z.infer<typeof RegisterFieldSetting>;
export const RegisterSettings = z.array(RegisterFieldSetting);
export type RegisterSettings = z.infer<typeof RegisterSettings>;

export const DomainRoute = z.object({
  mainDomain: z.string(),
  /** Mirror sites shown on the mirror list page. */
  mirrors: z.array(z.object({ url: z.string(), label: z.string(), verified: z.boolean() })),
  agentDomain: z.string().nullable(),
});
export type DomainRoute = z.infer<typeof DomainRoute>;

/** Spec §3 "Customer service entry"; `path` travels encrypted (see customer-service-cipher.ts). */
export const CustomerServiceEntry = z.object({
  type: z.string(),
  csPosition: z.string(),
  csType: z.string(),
  title: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const Resources = z.object({
  iosAppUrl: z.string(),
  androidAppUrl: z.string(),
  installGuideUrl: z.string(),
  logoUrl: z.string(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  licenseImageUrl: z.string().nullable(),
});
export type Resources = z.infer<typeof Resources>;

export const SystemStatus = z.object({
  status: SystemStatusCode,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ISO-8601 start and end of the current or next maintenance window, or null. */
  maintenanceStart: z.string().nullable(),
  maintenanceEnd: z.string().nullable(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({
    merchantCode: z.string(),
    customerService: z.array(CustomerServiceEntry),
    domainRoute: DomainRoute,
    resources: Resources,
    whitelabel: Whitelabel,
    register: RegisterSettings,
    mainDomain: z.string(),
    /** Zone, currency and languages of the brand (ours: the spec leaves them to the build). */
    brand: BrandConfig,
  }),
  analytics: z.object({ gtagId: z.string().nullable() }),
  /**
   * What this server opens for the one-machine demo (README "Demo mode"): the dev inbox of SMS
   * codes and e-mails, and the sandbox payment gateway. The site shows a demo ribbon while either is on.
   */
  demo: z.object({ devInbox: z.boolean(), sandboxGateway: z.boolean() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const HelpCenterQuery = z.object({
  lang: z.enum(['EN', 'TY', 'TH']),
  device: z.literal('WEB'),
});
export type HelpCenterQuery = z.infer<typeof HelpCenterQuery>;

export const HelpArticle = z.object({
  id: z.number().int(),
  /** Stable key such as `term` (terms, opened by /help#term), `privacy`, `faq`, `responsible`. */
  key: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type HelpArticle = z.infer<typeof HelpArticle>;
export const HelpCenter = z.array(HelpArticle);
export type HelpCenter = z.infer<typeof HelpCenter>;
