import { describe, expect, it } from 'vitest';
import { base32Decode, matchesBoundValue, newIpMethods, totp, verifyTotp } from './login-fns.js';

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect(totp(secret, 59_000, 8)).toBe('94287082');
    expect(totp(secret, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(secret, 1_234_567_890_000, 8)).toBe('89005924');
  });

  it('accepts the neighbouring steps only', () => {
    const base32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(base32Decode(base32).toString()).toBe('12345678901234567890');
    const now = 1_234_567_890_000;
    const code = totp(base32Decode(base32), now);
    expect(verifyTotp(base32, code, now + 30_000)).toBe(true);
    expect(verifyTotp(base32, code, now + 90_000)).toBe(false);
    expect(verifyTotp('not base32!', code, now)).toBe(false);
  });
});

describe('new-network verification', () => {
  const member = {
    countryDialingCode: '63',
    mobileNum: '9171234567',
    email: 'Demo@Fortuna.example',
    payeeName: 'Juan  Dela Cruz',
    totpSecret: null,
  };
  it('offers the methods the member can answer', () => {
    expect(newIpMethods(member)).toEqual(['mobile', 'smsCode', 'email', 'bankAccountName']);
    expect(
      newIpMethods({ ...member, mobileNum: null, countryDialingCode: null, email: null, payeeName: null }),
    ).toEqual([]);
    expect(newIpMethods({ ...member, totpSecret: 'X' })).toContain('totp');
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
