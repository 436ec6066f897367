import {
  registerSettingOf,
  validateField,
  type FieldError,
  type RegisterField,
  type RegisterFieldSetting,
  type RegisterRequest,
  type RegisterSettings,
} from '@fortuna/contracts';

/** Fields every account needs whatever the brand's settings say about showing them. */
const ALWAYS_REQUIRED: RegisterField[] = ['username', 'password', 'confirmPassword'];

export type RegisterKind = 'username' | 'mobile';

/** The brand's setting of a field, else the platform default (contracts' one table). */
export const settingOf = registerSettingOf;

/** The password rule of the brand (registration, change and reset all use it). */
export function passwordErrors(password: string, settings: RegisterSettings, path: string): FieldError[] {
  const setting = settingOf(settings, 'password') as RegisterFieldSetting;
  const result = validateField(password, { ...setting, shown: true, required: true });
  return result.ok ? [] : [{ path, message: result.messageKey }];
}

/**
 * Judges a registration against the brand's settings (spec §5 Registration): shown fields by
 * their pattern, min and max; required ones non-empty; confirmPassword equal to password;
 * mobileNum required in mobile-register; verificationCode required when SMS verification is
 * on and a mobile number is registered; a birthday makes the member 21 on `today` (spec §5
 * Age consent). Captcha correctness is checked separately.
 */
export function registrationErrors(
  body: RegisterRequest,
  settings: RegisterSettings,
  kind: RegisterKind,
  smsVerify: boolean,
  today: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  const values = body as Record<string, unknown>;
  const fields = new Set<RegisterField>([...settings.map((s) => s.field), ...ALWAYS_REQUIRED]);
  const mobileGiven = typeof body.mobileNum === 'string' && body.mobileNum !== '';
  for (const field of fields) {
    const base = settingOf(settings, field);
    if (!base) continue;
    let setting = base;
    if (ALWAYS_REQUIRED.includes(field)) setting = { ...setting, shown: true, required: true };
    if (field === 'mobileNum' && kind === 'mobile') setting = { ...setting, shown: true, required: true };
    if (field === 'verificationCode' && smsVerify && (kind === 'mobile' || mobileGiven))
      setting = { ...setting, shown: true, required: true };
    if (field === 'paymentPassword' && setting.shown) setting = { ...setting, required: true };
    const raw = values[field];
    const value = typeof raw === 'string' ? raw : '';
    const result = validateField(value, setting, today);
    if (!result.ok) errors.push({ path: `body.${field}`, message: result.messageKey });
  }
  if (
    (body.confirmPassword ?? '') !== (body.password ?? '') &&
    !errors.some((e) => e.path === 'body.confirmPassword')
  ) {
    errors.push({ path: 'body.confirmPassword', message: 'validation:confirmPasswordMismatch' });
  }
  return errors;
}

/** Profile fields kept in the member's jsonb profile when the brand shows them. */
export const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
] as const satisfies readonly RegisterField[];

export function profileOf(body: RegisterRequest, settings: RegisterSettings): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field];
    if (value && settingOf(settings, field)?.shown) profile[field] = value;
  }
  // Facts about the sign-up, not form fields.
  for (const key of ['referralCode', 'domain', 'firebaseChannel'] as const) {
    const value = body[key];
    if (value) profile[key] = value;
  }
  return profile;
}

/** Initials avatar (member info icon): an SVG data URL, colour picked from the name. */
export function initialsAvatar(name: string): string {
  const initials = (name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) || '?').toUpperCase();
  let hue = 0;
  for (const char of name) hue = (hue * 31 + (char.codePointAt(0) ?? 0)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,45%)"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
