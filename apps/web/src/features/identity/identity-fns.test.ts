import { describe, expect, it } from 'vitest';
import { dialingDigits, registrationCodesFrom, resetTokenFrom } from './identity-fns';

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
});
