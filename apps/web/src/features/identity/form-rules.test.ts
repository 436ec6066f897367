import { describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '@fortuna/contracts';
import { decodeMessage } from '@/lib/form-message';
import {
  changePasswordErrors,
  confirmationMessage,
  forgotByEmailErrors,
  forgotByMobileErrors,
  loginCredentials,
  mobileMessage,
  mobileRefusalMessage,
  newIpAnswerErrors,
  newPasswordErrors,
  newPasswordMessage,
  smsCodeMessage,
  smsLoginErrors,
  smsSendErrors,
  usernameLoginErrors,
} from './form-rules';

const PASSWORD: RegisterFieldSetting = {
  field: 'password',
  shown: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'LETTERS_AND_DIGITS',
  min: 6,
  max: 20,
};
const SETTINGS = [PASSWORD];
const PHILIPPINES = { mobileMinLength: 10, mobileMaxLength: 10 };
const VIETNAM = { mobileMinLength: 9, mobileMaxLength: 10 };

describe('username login rules (spec §5 Login, §8)', () => {
  it('asks for the username and password with one message when either is blank, spaces included', () => {
    expect(usernameLoginErrors({ username: ' ', password: 'Secret1', captcha: '' }, false)).toEqual({
      username: 'errors:enterUsernameAndPassword',
    });
    expect(usernameLoginErrors({ username: 'demo', password: '   ', captcha: '' }, false)).toEqual({
      password: 'errors:enterUsernameAndPassword',
    });
    expect(usernameLoginErrors({ username: 'demo', password: 'Secret1', captcha: '' }, false)).toEqual({});
  });

  it('requires the captcha only while it is shown', () => {
    expect(usernameLoginErrors({ username: 'demo', password: 'Secret1', captcha: ' ' }, true)).toEqual({
      captcha: 'validation:enterCaptcha',
    });
    expect(usernameLoginErrors({ username: 'demo', password: 'Secret1', captcha: 'AB12' }, true)).toEqual({});
  });

  it('sends the username and the password trimmed', () => {
    expect(loginCredentials({ username: ' demo ', password: ' Demo1234 ' })).toEqual({
      username: 'demo',
      password: 'Demo1234',
    });
  });
});

describe('mobile number rules', () => {
  it('asks for a valid mobile number when it is empty', () => {
    expect(mobileMessage('  ', PHILIPPINES)).toBe('validation:validMobileNumber');
  });

  it('says the format is wrong for anything but digits', () => {
    expect(mobileMessage('917-123-4567', PHILIPPINES)).toBe('validation:phoneNumberFormat');
    expect(mobileMessage('+639171234567', PHILIPPINES)).toBe('validation:phoneNumberFormat');
  });

  it("names the country's digit count when it has one length", () => {
    expect(decodeMessage(mobileMessage('91712345', PHILIPPINES)!)).toEqual({
      key: 'validation:phoneDigits',
      values: { digits: 10 },
    });
  });

  it('asks for a valid phone number when the country allows a range', () => {
    expect(mobileMessage('1234567', VIETNAM)).toBe('validation:validPhoneNumber');
    expect(mobileMessage('912345678', VIETNAM)).toBeNull();
  });

  it('accepts a full number with its trunk 0, as the server does', () => {
    expect(mobileMessage('9171234567', PHILIPPINES)).toBeNull();
    expect(mobileMessage('09171234567', PHILIPPINES)).toBeNull();
  });

  it('judges by the API bounds before the country list has arrived', () => {
    expect(mobileMessage('123', undefined)).toBe('validation:validPhoneNumber');
    expect(mobileMessage('9171234567', undefined)).toBeNull();
  });

  it("turns the server's MOBILE_INVALID with digits into the digit-count message", () => {
    expect(decodeMessage(mobileRefusalMessage('MOBILE_INVALID', { digits: 9 })!)).toEqual({
      key: 'validation:phoneDigits',
      values: { digits: 9 },
    });
    expect(mobileRefusalMessage('MOBILE_INVALID', { errors: [] })).toBe('validation:validMobileNumber');
    expect(mobileRefusalMessage('SMS_TOO_MANY_REQUESTS', { digits: 9 })).toBeNull();
  });

  it('needs a six-digit verification code', () => {
    expect(smsCodeMessage('')).toBe('validation:validVerificationCode');
    expect(smsCodeMessage('12345')).toBe('validation:validVerificationCode');
    expect(smsCodeMessage(' 123456 ')).toBeNull();
  });
});

describe('SMS login rules (spec §5 Login)', () => {
  it('validates the number and the captcha before a code is sent', () => {
    expect(smsSendErrors({ mobileNum: '', captcha: '' }, PHILIPPINES)).toEqual({
      mobileNum: 'validation:validMobileNumber',
      captcha: 'validation:enterCaptcha',
    });
    expect(smsSendErrors({ mobileNum: '9171234567', captcha: 'AB12' }, PHILIPPINES)).toEqual({});
  });

  it('needs a valid number and code, and the captcha once a refusal asked for it', () => {
    const values = { mobileNum: '9171234567', verificationCode: '123456', captcha: '' };
    expect(smsLoginErrors(values, PHILIPPINES, false)).toEqual({});
    expect(smsLoginErrors(values, PHILIPPINES, true)).toEqual({ captcha: 'validation:enterCaptcha' });
    expect(smsLoginErrors({ ...values, verificationCode: '' }, PHILIPPINES, false)).toEqual({
      verificationCode: 'validation:validVerificationCode',
    });
  });
});

describe('new password rules (change and forgot password)', () => {
  it('says a blank password cannot be empty', () => {
    expect(newPasswordMessage(SETTINGS, '')).toBe('validation:required');
  });

  it("names the brand's length bounds for a password too short or too long", () => {
    expect(decodeMessage(newPasswordMessage(SETTINGS, 'ab1')!)).toEqual({
      key: 'validation:passwordLength',
      values: { min: 6, max: 20 },
    });
    expect(decodeMessage(newPasswordMessage(SETTINGS, 'a1'.repeat(11))!).key).toBe('validation:passwordLength');
  });

  it("says the format is wrong when the length fits but the brand's pattern does not", () => {
    expect(newPasswordMessage(SETTINGS, 'abcdefgh')).toBe('validation:passwordFormat');
    expect(newPasswordMessage(SETTINGS, 'abcd 1234')).toBe('validation:passwordFormat');
    expect(newPasswordMessage(SETTINGS, 'Renewed456')).toBeNull();
  });

  it('falls back to the demo bounds before the settings arrive', () => {
    expect(decodeMessage(newPasswordMessage([], 'ab1')!).values).toEqual({ min: 6, max: 20 });
  });

  it('wants the confirmation, equal to the password', () => {
    expect(confirmationMessage('Secret123', '')).toBe('validation:required');
    expect(confirmationMessage('Secret123', 'Secret124')).toBe('validation:incorrectConfirmation');
    expect(confirmationMessage('Secret123', 'Secret123')).toBeNull();
  });
});

describe('change password rules (spec §5 Change password)', () => {
  const good = { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' };

  it('accepts a complete change', () => {
    expect(changePasswordErrors(good, SETTINGS)).toEqual({});
  });

  it('needs every field', () => {
    expect(changePasswordErrors({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, SETTINGS)).toEqual({
      oldPassword: 'validation:required',
      newPassword: 'validation:required',
      confirmNewPassword: 'validation:required',
    });
  });

  it('does not ask for the old password when it is held, and refuses the same password again', () => {
    expect(changePasswordErrors({ ...good, oldPassword: '' }, SETTINGS, 'Old12345')).toEqual({});
    expect(
      changePasswordErrors(
        { oldPassword: '', newPassword: 'Old12345', confirmNewPassword: 'Old12345' },
        SETTINGS,
        'Old12345',
      ),
    ).toEqual({ newPassword: 'auth.samePassword' });
  });

  it('shows the length, format and confirmation messages', () => {
    const errors = changePasswordErrors({ ...good, newPassword: 'abc', confirmNewPassword: 'abd' }, SETTINGS);
    expect(decodeMessage(errors.newPassword!).key).toBe('validation:passwordLength');
    expect(errors.confirmNewPassword).toBe('validation:incorrectConfirmation');
  });
});

describe('forgot password rules (spec §5 Forgot password)', () => {
  it('by e-mail: a valid username and a valid e-mail, both required', () => {
    expect(forgotByEmailErrors({ username: '', email: '' })).toEqual({
      username: 'validation:required',
      email: 'validation:required',
    });
    expect(forgotByEmailErrors({ username: 'bad name', email: 'not-mail' })).toEqual({
      username: 'validation:accountFormat',
      email: 'validation:emailFormat',
    });
    expect(forgotByEmailErrors({ username: ' agent ', email: ' agent@mail.example ' })).toEqual({});
  });

  it('by mobile: a valid number, the SMS code and a valid new password', () => {
    expect(
      forgotByMobileErrors({ mobileNum: '', verificationCode: '', newPassword: '' }, SETTINGS, PHILIPPINES),
    ).toEqual({
      mobileNum: 'validation:validMobileNumber',
      verificationCode: 'validation:validVerificationCode',
      newPassword: 'validation:required',
    });
    expect(
      forgotByMobileErrors(
        { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'Renewed456' },
        SETTINGS,
        PHILIPPINES,
      ),
    ).toEqual({});
  });
});

describe('reset password rules (spec §5)', () => {
  it('asks for a valid new password and an equal confirmation, with no old one to differ from', () => {
    expect(newPasswordErrors({ newPassword: '', confirmNewPassword: '' }, SETTINGS)).toEqual({
      newPassword: 'validation:required',
      confirmNewPassword: 'validation:required',
    });
    expect(newPasswordErrors({ newPassword: 'Renewed456', confirmNewPassword: 'Renewed457' }, SETTINGS)).toEqual({
      confirmNewPassword: 'validation:incorrectConfirmation',
    });
    expect(newPasswordErrors({ newPassword: 'Renewed456', confirmNewPassword: 'Renewed456' }, SETTINGS)).toEqual({});
  });
});

describe('new-network answer rules (spec §6)', () => {
  it('requires an answer, six digits for a code', () => {
    expect(newIpAnswerErrors('email', '  ')).toEqual({ verification: 'validation:required' });
    expect(newIpAnswerErrors('totp', '12345')).toEqual({ verification: 'validation:validVerificationCode' });
    expect(newIpAnswerErrors('smsCode', '12a456')).toEqual({ verification: 'validation:validVerificationCode' });
    expect(newIpAnswerErrors('smsCode', ' 123456 ')).toEqual({});
    expect(newIpAnswerErrors('bankAccountName', 'Juan Dela Cruz')).toEqual({});
  });
});
