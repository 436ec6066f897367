import { describe, expect, it } from 'vitest';
import { matchesBoundValue, newIpMethods } from './login-fns.js';

describe('new-network verification', () => {
  const member = {
    countryDialingCode: '63',
    mobileNum: '9171234567',
    email: 'Demo@Fortuna.example',
    payeeName: 'Juan  Dela Cruz',
    totpSecret: null,
  };
  it('offers the methods the member can answer', () => {
    expect(newIpMethods(member)).toEqual(['smsCode', 'emailCode']);
    expect(newIpMethods({ ...member, totpSecret: 'X' })).toEqual(['totp', 'smsCode', 'emailCode']);
    // A bound e-mail gets a code mailed to it, never a typed answer.
    expect(newIpMethods({ ...member, mobileNum: null })).toEqual(['emailCode']);
    // Typed values only when the member holds nothing to prove possession with.
    expect(newIpMethods({ ...member, mobileNum: null, email: null })).toEqual(['bankAccountName']);
    expect(
      newIpMethods({ ...member, mobileNum: null, countryDialingCode: null, email: null, payeeName: null }),
    ).toEqual([]);
  });
  it('compares bound values loosely but exactly', () => {
    expect(matchesBoundValue(member, 'mobile', '09171234567')).toBe(true);
    expect(matchesBoundValue(member, 'mobile', '+63 917 123 4567')).toBe(true);
    expect(matchesBoundValue(member, 'mobile', '9171234568')).toBe(false);
    expect(matchesBoundValue(member, 'email', ' demo@fortuna.EXAMPLE')).toBe(true);
    expect(matchesBoundValue(member, 'bankAccountName', 'juan dela cruz')).toBe(true);
    expect(matchesBoundValue(member, 'bankAccountName', 'Juan Cruz')).toBe(false);
    expect(matchesBoundValue(member, 'mobile', '639171234567')).toBe(true);
    expect(matchesBoundValue(member, 'email', 'demo@fortuna.example.ph')).toBe(false);
  });
  it('never matches a value the member has not bound, not even an empty answer', () => {
    const bare = { ...member, mobileNum: null, countryDialingCode: null, email: null, payeeName: null };
    expect(matchesBoundValue(bare, 'email', '')).toBe(false);
    expect(matchesBoundValue(bare, 'bankAccountName', ' ')).toBe(false);
    expect(matchesBoundValue(bare, 'mobile', '')).toBe(false);
    expect(matchesBoundValue({ ...member, email: '' }, 'email', '')).toBe(false);
  });
});
