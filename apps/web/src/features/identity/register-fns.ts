import { registerSettingOf, validateField, type RegisterField, type RegisterFieldSetting } from '@fortuna/contracts';
import { encodeMessage } from '@/lib/form-message';

/**
 * The registration form's rules (spec §5 Registration), the same adjustments the server makes
 * to the brand's settings (apps/server register-fns): username, password and confirmation are
 * always shown and required; mobile-register requires the mobile number; with SMS verification
 * the code is required once a number is given; a shown payment password is required.
 */
export type RegisterKind = 'username' | 'mobile';

/** Fields with their own control (or none): everything else is a plain text input in settings order. */
const SPECIAL: ReadonlySet<RegisterField> = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
]);

/** The brand's setting of a field, else the platform default (contracts' one table, shared with the server). */
export const settingOf = registerSettingOf;

export type FormPlan = {
  /** Plain inputs in the brand's order (payeeName, email, affiliateCode, nickname …). */
  extra: RegisterFieldSetting[];
  mobileShown: boolean;
  codeShown: boolean;
  captchaShown: boolean;
};

export function registerFormPlan(
  settings: readonly RegisterFieldSetting[],
  kind: RegisterKind,
  smsVerify: boolean,
): FormPlan {
  const mobileShown = kind === 'mobile' || Boolean(settingOf(settings, 'mobileNum')?.shown);
  return {
    extra: settings.filter((s) => s.shown && !SPECIAL.has(s.field)),
    mobileShown,
    codeShown: mobileShown && smsVerify,
    // The SMS code is sent behind the image captcha, so a form with a code shows it too.
    captchaShown: Boolean(settings.find((s) => s.field === 'captcha')?.shown) || (mobileShown && smsVerify),
  };
}

/** The setting a field is judged by in this form. */
export function effectiveSetting(
  settings: readonly RegisterFieldSetting[],
  field: RegisterField,
  ctx: { kind: RegisterKind; smsVerify: boolean; mobileGiven: boolean },
): RegisterFieldSetting | null {
  const base = settingOf(settings, field);
  if (!base) return null;
  if (field === 'username' || field === 'password' || field === 'confirmPassword')
    return { ...base, shown: true, required: true };
  if (field === 'mobileNum' && ctx.kind === 'mobile') return { ...base, shown: true, required: true };
  if (field === 'verificationCode') {
    const needed = ctx.smsVerify && (ctx.kind === 'mobile' || ctx.mobileGiven);
    return needed ? { ...base, shown: true, required: true } : { ...base, shown: false };
  }
  if (field === 'paymentPassword' && base.shown) return { ...base, required: true };
  return base;
}

/**
 * Form errors of a registration (encoded messages with min and max), or {} when it may be sent.
 * The age consent and the confirmation are the form's own rules.
 */
export function registerErrors(
  values: Record<string, string | boolean | undefined>,
  settings: readonly RegisterFieldSetting[],
  fields: readonly RegisterField[],
  ctx: { kind: RegisterKind; smsVerify: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const mobileGiven = text('mobileNum').trim() !== '';
  for (const field of fields) {
    const setting = effectiveSetting(settings, field, { ...ctx, mobileGiven });
    if (!setting) continue;
    const result = validateField(text(field), setting);
    if (!result.ok) errors[field] = encodeMessage(result.messageKey, result.params);
  }
  if (!errors.confirmPassword && text('confirmPassword') !== text('password'))
    errors.confirmPassword = 'validation:confirmPasswordMismatch';
  if (values.ageConsent !== true) errors.ageConsent = 'validation:confirmAge18';
  return errors;
}

/** A server field error with the brand's bounds added, so the message can say min and max. */
export function withBounds(settings: readonly RegisterFieldSetting[], field: string, message: string): string {
  const setting = settings.find((s) => s.field === field);
  return setting && !message.includes('|') ? encodeMessage(message, { min: setting.min, max: setting.max }) : message;
}

/** The brand's password rule (registration, change, reset and forgot all use it): a message or null. */
export function passwordMessage(settings: readonly RegisterFieldSetting[], password: string): string | null {
  const setting = settingOf(settings, 'password');
  if (!setting) return password ? null : 'validation:required';
  const result = validateField(password, { ...setting, shown: true, required: true });
  return result.ok ? null : encodeMessage(result.messageKey, result.params);
}
