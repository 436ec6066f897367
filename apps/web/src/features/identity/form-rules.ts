import type { Country, NewIpMethod, RegisterFieldSetting } from '@fortuna/contracts';
import { matchesPatternKind, normalizeBounds, validateField } from '@fortuna/contracts/patterns';
import { encodeMessage } from '@/lib/form-message';
import { settingOf } from './register-fns';

/**
 * The rules and messages of the login, forgot-password and change-password forms (spec §5, §8),
 * as pure functions: each returns the form's errors by field name (encoded messages, see
 * lib/form-message), empty when the form may be sent. Registration has its own (register-fns).
 * Which spec message each rule shows is written down in docs/decisions.md ("Form messages").
 */
export type FormErrors = Record<string, string>;

const REQUIRED = 'validation:required';
const SMS_CODE = /^[0-9]{6}$/;
/** Usernames in use are letters, digits and . _ - @ (agents hand out names shorter than registration's bounds). */
const USERNAME = /^[\p{L}\p{N}._@-]{1,64}$/u;
/** Local numbers the API takes at all (contracts MobileNumber), for when the country is unknown. */
const ANY_MOBILE = { mobileMinLength: 4, mobileMaxLength: 15 };
const EMAIL_BOUNDS = { min: 3, max: 120 };

const codePoints = (text: string) => [...text].length;

/**
 * Spec §5 Login: username and password are required, both trimmed; one message names both
 * ('Please enter the username and password', §8). The captcha is required when shown.
 */
export function usernameLoginErrors(
  values: { username: string; password: string; captcha: string },
  captchaShown: boolean,
): FormErrors {
  const errors: FormErrors = {};
  const missing = 'errors:enterUsernameAndPassword';
  if (values.username.trim() === '') errors.username = missing;
  if (values.password.trim() === '') errors.password = missing;
  if (captchaShown && values.captcha.trim() === '') errors.captcha = 'validation:enterCaptcha';
  return errors;
}

/** What the login sends: username and password trimmed (spec §5). */
export const loginCredentials = (values: { username: string; password: string }) => ({
  username: values.username.trim(),
  password: values.password.trim(),
});

/**
 * A mobile number for the chosen country (spec §5 "a valid mobile number"): empty → 'Please
 * enter a valid mobile number'; anything but digits → 'Phone number format is incorrect'; a
 * wrong length → 'Please enter your {digits} digit phone number' when the country has one
 * length, else 'Please enter a valid phone number'. A trunk 0 before a full number is allowed,
 * as the server drops it.
 */
export function mobileMessage(
  mobile: string,
  country: Pick<Country, 'mobileMinLength' | 'mobileMaxLength'> | undefined,
): string | null {
  const digits = mobile.trim();
  if (digits === '') return 'validation:validMobileNumber';
  if (!/^[0-9]+$/.test(digits)) return 'validation:phoneNumberFormat';
  const rule = country ?? ANY_MOBILE;
  const local = digits.startsWith('0') && digits.length === rule.mobileMaxLength + 1 ? digits.slice(1) : digits;
  if (local.length >= rule.mobileMinLength && local.length <= rule.mobileMaxLength) return null;
  return country && country.mobileMinLength === country.mobileMaxLength
    ? encodeMessage('validation:phoneDigits', { digits: country.mobileMaxLength })
    : 'validation:validPhoneNumber';
}

/**
 * The mobile-field message of a server refusal: MOBILE_INVALID carries the country's `digits`
 * (spec message 'Please enter your {0} digit phone number'); null for any other refusal.
 */
export function mobileRefusalMessage(code: string, value: unknown): string | null {
  if (code !== 'MOBILE_INVALID') return null;
  const digits = (value as { digits?: unknown } | null)?.digits;
  return typeof digits === 'number' && digits > 0
    ? encodeMessage('validation:phoneDigits', { digits })
    : 'validation:validMobileNumber';
}

/** Spec §5: an SMS code is required and valid (6 digits): 'Please enter a valid verification code'. */
export const smsCodeMessage = (code: string): string | null =>
  SMS_CODE.test(code.trim()) ? null : 'validation:validVerificationCode';

/**
 * A new password (change and forgot password, spec §5 "must pass the password rule"): empty →
 * 'Input cannot be empty'; outside the brand's bounds → 'Please fill in your password with
 * (min) - (max) characters'; otherwise not matching the brand's pattern → 'Password format is
 * incorrect'. Not trimmed: a space is a character the member chose.
 */
export function newPasswordMessage(settings: readonly RegisterFieldSetting[], password: string): string | null {
  if (password === '') return REQUIRED;
  const setting = settingOf(settings, 'password');
  if (!setting) return null;
  const { min, max } = normalizeBounds(setting.min, setting.max);
  const length = codePoints(password);
  if (length < min || length > max) return encodeMessage('validation:passwordLength', { min, max });
  const result = validateField(password, { ...setting, shown: true, required: true });
  return result.ok ? null : 'validation:passwordFormat';
}

/** The confirmation of a new password: required, and equal ('Incorrect confirmation input'). */
export function confirmationMessage(password: string, confirmation: string): string | null {
  if (confirmation === '') return REQUIRED;
  return confirmation === password ? null : 'validation:incorrectConfirmation';
}

type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

/**
 * A new password and its confirmation (reset and change password, spec §5): the new one passes
 * the password rule and differs from the old one when that is known; the confirmation equals it.
 */
export function newPasswordErrors(
  values: NewPasswordValues,
  settings: readonly RegisterFieldSetting[],
  oldPassword = '',
): FormErrors {
  const errors: FormErrors = {};
  const newMessage = newPasswordMessage(settings, values.newPassword);
  if (newMessage) errors.newPassword = newMessage;
  else if (oldPassword !== '' && values.newPassword === oldPassword) errors.newPassword = 'auth.samePassword';
  const confirm = confirmationMessage(values.newPassword, values.confirmNewPassword);
  if (confirm) errors.confirmNewPassword = confirm;
  return errors;
}

/**
 * Spec §5 Change password: the old password is required unless the app already holds it (the
 * login that forced the change), then the new password and its confirmation (newPasswordErrors).
 */
export function changePasswordErrors(
  values: NewPasswordValues & { oldPassword: string },
  settings: readonly RegisterFieldSetting[],
  heldOldPassword: string | null = null,
): FormErrors {
  const oldPassword = heldOldPassword ?? values.oldPassword;
  return {
    ...(oldPassword === '' ? { oldPassword: REQUIRED } : {}),
    ...newPasswordErrors(values, settings, oldPassword),
  };
}

/** A required, valid e-mail address (trimmed), or null when it is one. */
export function emailMessage(value: string): string | null {
  const email = value.trim();
  if (email === '') return REQUIRED;
  return matchesPatternKind(email, 'EMAIL', EMAIL_BOUNDS.min, EMAIL_BOUNDS.max) ? null : 'validation:emailFormat';
}

/** Spec §5 Forgot password by e-mail: a valid username and a valid e-mail, both required. */
export function forgotByEmailErrors(values: { username: string; email: string }): FormErrors {
  const errors: FormErrors = {};
  const username = values.username.trim();
  if (username === '') errors.username = REQUIRED;
  else if (!USERNAME.test(username)) errors.username = 'validation:accountFormat';
  const email = emailMessage(values.email);
  if (email) errors.email = email;
  return errors;
}

type MobileCountry = Pick<Country, 'mobileMinLength' | 'mobileMaxLength'> | undefined;

/** A valid mobile number for the country and a valid SMS code (every form that proves a phone). */
function mobileCodeErrors(values: { mobileNum: string; verificationCode: string }, country: MobileCountry): FormErrors {
  const errors: FormErrors = {};
  const mobile = mobileMessage(values.mobileNum, country);
  if (mobile) errors.mobileNum = mobile;
  const code = smsCodeMessage(values.verificationCode);
  if (code) errors.verificationCode = code;
  return errors;
}

/** Spec §5 Forgot password by mobile: a valid mobile number, an SMS code and a valid new password. */
export function forgotByMobileErrors(
  values: { mobileNum: string; verificationCode: string; newPassword: string },
  settings: readonly RegisterFieldSetting[],
  country: MobileCountry,
): FormErrors {
  const errors = mobileCodeErrors(values, country);
  const password = newPasswordMessage(settings, values.newPassword);
  if (password) errors.newPassword = password;
  return errors;
}

/**
 * Spec §5 SMS login: a valid mobile number and an SMS code; the captcha only once a refusal
 * asked for it (the code request always needs it: {@link smsSendErrors}).
 */
export function smsLoginErrors(
  values: { mobileNum: string; verificationCode: string; captcha: string },
  country: MobileCountry,
  captchaRequired: boolean,
): FormErrors {
  const errors = mobileCodeErrors(values, country);
  if (captchaRequired && values.captcha.trim() === '') errors.captcha = 'validation:enterCaptcha';
  return errors;
}

/** Before an SMS is sent (spec §5): the mobile number is validated, and the captcha that guards the send is typed. */
export function smsSendErrors(values: { mobileNum: string; captcha: string }, country: MobileCountry): FormErrors {
  const errors: FormErrors = {};
  const mobile = mobileMessage(values.mobileNum, country);
  if (mobile) errors.mobileNum = mobile;
  if (values.captcha.trim() === '') errors.captcha = 'validation:enterCaptcha';
  return errors;
}

/** Spec §6: the new-network answer is required; an authenticator's, SMS or e-mail code is six digits. */
export function newIpAnswerErrors(method: NewIpMethod, answer: string): FormErrors {
  const value = answer.trim();
  if (value === '') return { verification: REQUIRED };
  if ((method === 'totp' || method === 'smsCode' || method === 'emailCode') && !SMS_CODE.test(value))
    return { verification: 'validation:validVerificationCode' };
  return {};
}
