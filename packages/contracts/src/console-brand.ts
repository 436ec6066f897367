import { z } from 'zod';
import { BrandConfig } from './brand.js';
import { compileAcceptedPattern } from './patterns.js';
import { LOCALE_LANGS } from './storage-keys.js';
import {
  isBuiltFlag,
  PatternId,
  RegisterField,
  RegisterFieldSetting,
  WHITELABEL_FLAGS,
  WhitelabelFlag,
} from './system.js';

/**
 * The console's Brand settings page (issue 19): white-label flags, registration fields, password
 * expiry, languages, zone and currency, maintenance windows and region rules. Every change carries
 * a reason (kept in the audit chain).
 */

/** What each white-label flag does, as the console explains it (EN). */
export const WHITELABEL_FLAG_MEANINGS: Record<WhitelabelFlag, string> = {
  MOBILENUMREG3: 'Registration opens on the mobile-number form (username registration stays one tab away).',
  CHNGPASSVERIF3:
    'Forgot password by mobile: members can reset a password with an SMS code; the mobile tab opens first.',
  AGENTPOLICY3:
    'Consolidated funds: a logged-in real member (not a trial account) can bring every game wallet back to the main wallet in one call.',
  VIP: 'VIP levels and their menu entries.',
  FREEPLAY: 'Free play: visitors can open a trial account with play money from the login screen.',
  SMSVERIFY: 'Registering with a mobile number needs the SMS code sent to it.',
  CODELOGIN: 'The login form offers a tab to log in with an SMS code instead of a password.',
  FORCECHANGEPASS: 'A member who logs in with the weak default password must change it before anything else.',
  PASSWORDEXPIRY:
    'Passwords expire: one older than the password-expiry days must be changed at the next login (the days are set under Password expiry).',
  PHONEAUTH: 'Log in with a phone proven by the phone-authentication service.',
  CONTRACT: 'Dividend contracts in the agent centre.',
  SALARY: 'Daily salary contracts in the agent centre.',
  HOURSALARY: 'Hourly salary contracts in the agent centre.',
  REALTIMESALARY: 'Real-time salary contracts in the agent centre.',
  SECONDLANG: 'A second language is offered: the lobby shows the bingo (BG) slot classification.',
  POINTMALL: 'The points mall.',
  MISSION: 'Missions and their leaderboard.',
  REFERRAL: 'Invite friends (referral rewards).',
};

/** Why zone and currency are read-only in the console (docs/decisions.md, "Brand settings"). */
export const FIXED_LOCALE_REASON =
  'The time zone decides the business day of every record, order number and report, and the currency names every wallet and ledger account; both are read once when a server starts. Changing either on a live brand is a data migration, not a setting: it is done before launch (seed or database), never from the console.';

/** The flags the console offers: those whose module is built (UNBUILT_FLAGS are neither listed nor switchable on). */
export const OFFERED_FLAGS: readonly WhitelabelFlag[] = WHITELABEL_FLAGS.filter(isBuiltFlag);

/** Why a change is made (kept in the audit chain). */
const Reason = z.string().trim().min(3, 'validation:enterContent').max(500);
export const BrandChangeReason = z.object({ reason: Reason }).strict();

export const BrandFlagView = z.object({ flag: WhitelabelFlag, meaning: z.string(), enabled: z.boolean() });
export type BrandFlagView = z.infer<typeof BrandFlagView>;

export const BrandFlagParams = z.object({ flag: WhitelabelFlag });
export const SetBrandFlag = z.object({ enabled: z.boolean(), reason: Reason }).strict();
export type SetBrandFlag = z.infer<typeof SetBrandFlag>;

/**
 * Fields whose `shown` and `required` stay on: every account needs a username and a password
 * (registration enforces them whatever is stored). Their patterns and lengths can still change.
 */
export const LOCKED_REGISTER_FIELDS: readonly RegisterField[] = ['username', 'password', 'confirmPassword'];

export const RegisterFieldView = RegisterFieldSetting.extend({
  /** `shown` and `required` cannot be switched off (LOCKED_REGISTER_FIELDS). */
  locked: z.boolean(),
});
export type RegisterFieldView = z.infer<typeof RegisterFieldView>;

export const RegisterFieldParams = z.object({ field: RegisterField });

/** Longest value any registration field may be set to accept. */
export const REGISTER_FIELD_MAX = 200;

export const UpdateRegisterField = z
  .object({
    shown: z.boolean(),
    required: z.boolean(),
    /** A regular expression (`*` for anything); one that does not compile is refused. */
    acceptedPattern: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .refine((p) => compileAcceptedPattern(p) !== null, 'not a valid regular expression'),
    patternId: PatternId,
    min: z.number().int().min(0).max(REGISTER_FIELD_MAX),
    max: z.number().int().min(1).max(REGISTER_FIELD_MAX),
    reason: Reason,
  })
  .strict()
  .refine((s) => s.min <= s.max, { path: ['min'], message: 'min must not be above max' })
  .refine((s) => s.shown || !s.required, { path: ['required'], message: 'a hidden field cannot be required' });
export type UpdateRegisterField = z.infer<typeof UpdateRegisterField>;

/** Longest password life the brand may set (10 years). */
export const PASSWORD_EXPIRY_MAX_DAYS = 3650;
export const PasswordExpiryView = z.object({
  /** The PASSWORDEXPIRY flag. */
  enabled: z.boolean(),
  days: z.number().int(),
});
export type PasswordExpiryView = z.infer<typeof PasswordExpiryView>;
export const SetPasswordExpiry = z
  .object({ enabled: z.boolean(), days: z.number().int().min(1).max(PASSWORD_EXPIRY_MAX_DAYS), reason: Reason })
  .strict();
export type SetPasswordExpiry = z.infer<typeof SetPasswordExpiry>;

export const BrandLocaleView = z.object({
  brand: BrandConfig,
  /** Why zone and currency are read-only in the console (docs/decisions.md). */
  fixedReason: z.string(),
});
export type BrandLocaleView = z.infer<typeof BrandLocaleView>;
export const SetBrandLanguages = z
  .object({
    languages: z.array(z.enum(LOCALE_LANGS)).min(1).max(LOCALE_LANGS.length),
    defaultLanguage: z.enum(LOCALE_LANGS),
    reason: Reason,
  })
  .strict()
  .refine((b) => new Set(b.languages).size === b.languages.length, { path: ['languages'], message: 'repeated' })
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'not an offered language',
  });
export type SetBrandLanguages = z.infer<typeof SetBrandLanguages>;

export const MaintenanceWindowView = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string(),
  /** Before its start, running, over, or (an answer to ending one not started yet) dropped. */
  state: z.enum(['scheduled', 'running', 'ended', 'cancelled']),
});
export type MaintenanceWindowView = z.infer<typeof MaintenanceWindowView>;

/** Longest maintenance window one schedule may open (7 days). */
export const MAINTENANCE_MAX_MS = 7 * 24 * 3_600_000;
export const ScheduleMaintenance = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(300).default(''),
    reason: Reason,
  })
  .strict()
  .refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), {
    path: ['endsAt'],
    message: 'must be after the start',
  })
  .refine((w) => Date.parse(w.endsAt) - Date.parse(w.startsAt) <= MAINTENANCE_MAX_MS, {
    path: ['endsAt'],
    message: 'at most 7 days',
  });
export type ScheduleMaintenance = z.infer<typeof ScheduleMaintenance>;

export const BrandItemParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_CIDR = /^[0-9A-Fa-f:]+(\/\d{1,3})?$/;
export const RegionRuleView = z.object({
  id: z.number().int(),
  action: z.enum(['allow', 'deny']),
  /** A CIDR block or a two-letter country code. */
  target: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type RegionRuleView = z.infer<typeof RegionRuleView>;
export const AddRegionRule = z
  .object({
    action: z.enum(['allow', 'deny']),
    /** A CIDR block (an address alone is its /32 or /128) or a two-letter country code. */
    target: z
      .string()
      .trim()
      .max(64)
      .refine((t) => /^[A-Za-z]{2}$/.test(t) || IPV4_CIDR.test(t) || IPV6_CIDR.test(t), 'not a CIDR or country code'),
    note: z.string().trim().max(300).default(''),
    reason: Reason,
  })
  .strict();
export type AddRegionRule = z.infer<typeof AddRegionRule>;

/** The whole page at once. */
export const BrandSettingsView = z.object({
  flags: z.array(BrandFlagView),
  registerFields: z.array(RegisterFieldView),
  passwordExpiry: PasswordExpiryView,
  locale: BrandLocaleView,
  maintenance: z.array(MaintenanceWindowView),
  regionRules: z.array(RegionRuleView),
});
export type BrandSettingsView = z.infer<typeof BrandSettingsView>;
