import { describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '@fortuna/contracts';
import { decodeMessage } from '@/lib/form-message';
import { passwordMessage, registerErrors, registerFormPlan, withBounds } from './register-fns';

const s = (
  field: RegisterFieldSetting['field'],
  shown: boolean,
  required: boolean,
  patternId: RegisterFieldSetting['patternId'],
  min: number,
  max: number,
): RegisterFieldSetting => ({
  field,
  shown,
  required,
  patternId,
  min,
  max,
  acceptedPattern: '*',
});

const SETTINGS: RegisterFieldSetting[] = [
  s('username', true, true, 'LETTER_START_ALNUM', 6, 16),
  s('password', true, true, 'LETTERS_AND_DIGITS', 6, 20),
  s('confirmPassword', true, true, 'LETTERS_AND_DIGITS', 6, 20),
  s('mobileNum', true, false, 'DIGITS', 10, 10),
  s('verificationCode', true, false, 'DIGITS', 6, 6),
  s('email', true, false, 'EMAIL', 6, 60),
  s('captcha', true, true, 'LETTERS_OR_DIGITS', 4, 4),
  s('qqNum', false, false, 'DIGITS', 5, 12),
];
const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'captcha',
] as const;
const good = { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: 'AB12', ageConsent: true };

describe('registration form rules', () => {
  it('shows the fields the settings enable, the SMS code with a mobile and SMS verification', () => {
    const plan = registerFormPlan(SETTINGS, 'username', true);
    expect(plan.extra.map((x) => x.field)).toEqual(['email']);
    expect([plan.mobileShown, plan.codeShown, plan.captchaShown]).toEqual([true, true, true]);
    expect(registerFormPlan(SETTINGS, 'username', false).codeShown).toBe(false);
  });

  it('accepts a complete username registration', () => {
    expect(registerErrors(good, SETTINGS, FIELDS, { kind: 'username', smsVerify: true })).toEqual({});
  });

  it('says which rule failed, with min and max', () => {
    const errors = registerErrors({ ...good, username: '1abc' }, SETTINGS, FIELDS, {
      kind: 'username',
      smsVerify: true,
    });
    expect(decodeMessage(errors.username ?? '')).toEqual({
      key: 'validation:LETTER_START_ALNUM',
      values: { min: 6, max: 16 },
    });
  });

  it('requires the mobile and its code in mobile-register', () => {
    const errors = registerErrors(good, SETTINGS, FIELDS, { kind: 'mobile', smsVerify: true });
    expect(decodeMessage(errors.mobileNum ?? '').key).toBe('validation:required');
    expect(decodeMessage(errors.verificationCode ?? '').key).toBe('validation:required');
  });

  it('requires the code once a mobile is given in username-register', () => {
    const errors = registerErrors({ ...good, mobileNum: '9171234567' }, SETTINGS, FIELDS, {
      kind: 'username',
      smsVerify: true,
    });
    expect(Object.keys(errors)).toEqual(['verificationCode']);
  });

  it('checks the confirmation, the captcha and the age consent', () => {
    const errors = registerErrors(
      { ...good, confirmPassword: 'abc124', captcha: '', ageConsent: false },
      SETTINGS,
      FIELDS,
      { kind: 'username', smsVerify: false },
    );
    expect(errors.confirmPassword).toBe('validation:confirmPasswordMismatch');
    expect(decodeMessage(errors.captcha ?? '').key).toBe('validation:enterCaptcha');
    expect(errors.ageConsent).toBe('validation:confirmAge18');
  });

  it('judges a new password by the brand rule', () => {
    expect(passwordMessage(SETTINGS, 'abc123')).toBeNull();
    expect(decodeMessage(passwordMessage(SETTINGS, 'abcdef') ?? '').key).toBe('validation:LETTERS_AND_DIGITS');
  });

  it('adds the bounds to a server field message', () => {
    expect(decodeMessage(withBounds(SETTINGS, 'username', 'validation:LETTER_START_ALNUM')).values).toEqual({
      min: 6,
      max: 16,
    });
    expect(withBounds(SETTINGS, 'nothing', 'validation:required')).toBe('validation:required');
  });
});
