import { describe, expect, it } from 'vitest';
import { dialingDigits, loginRefusalStep, registrationCodesFrom, resetTokenFrom } from './identity-fns';

describe('identity form helpers', () => {
  it('sends dialing codes as digits', () => {
    expect(dialingDigits('+63')).toBe('63');
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

  it('sends a refused login to the step that can answer it', () => {
    expect(loginRefusalStep('SLIDER_INVALID', false)).toBe('slider');
    expect(loginRefusalStep('POW_INVALID', false)).toBe('slider');
    expect(loginRefusalStep('POW_INVALID', true)).toBe('form');
    expect(loginRefusalStep('NEW_IP_VERIFICATION', false)).toBe('verify');
    expect(loginRefusalStep('VERIFICATION_FAILED', true)).toBe('verify');
    expect(loginRefusalStep('PASSWORD_INCORRECT', false)).toBe('form');
  });
});
