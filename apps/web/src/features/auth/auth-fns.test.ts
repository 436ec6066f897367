import { describe, expect, it } from 'vitest';
import {
  createThrottle,
  dialingDigits,
  registrationCodesFrom,
  resetTokenFrom,
  secondsLeft,
  smsCountdownSeconds,
} from './auth-fns';

describe('identity form helpers', () => {
  it('counts the SMS send button down for expiredMinutes × 60 s, one minute by default', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
  });

  it('shows remaining whole seconds', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('sends dialing codes as digits', () => {
    expect(dialingDigits('+63')).toBe('63');
  });

  it('allows one call a second (SMS send, captcha refresh)', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });

  it('takes the affiliate and referral codes from the address', () => {
    expect(registrationCodesFrom('?affiliateCode=FORTUNA1&referralCode=%20R9%20')).toEqual({
      affiliateCode: 'FORTUNA1',
      referralCode: 'R9',
    });
    expect(registrationCodesFrom('?affiliateCode=')).toEqual({});
  });

  it('reads the reset token of the e-mailed link', () => {
    expect(resetTokenFrom('?token=abc')).toBe('abc');
    expect(resetTokenFrom('')).toBeNull();
  });
});
