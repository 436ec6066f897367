import { describe, expect, it } from 'vitest';
import {
  e164,
  hashSmsCode,
  newSalt,
  newSmsCode,
  normaliseDialingCode,
  normaliseMobile,
  smsCodeMatches,
  splitE164,
} from './sms-code-fns.js';

describe('SMS codes', () => {
  it('are 6 digits, leading zeros kept, and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newSmsCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it('are stored as a salted hash that only the right code matches', () => {
    const salt = newSalt();
    const stored = hashSmsCode(salt, '012345');
    expect(stored).not.toContain('012345');
    expect(smsCodeMatches(salt, '012345', stored)).toBe(true);
    expect(smsCodeMatches(salt, '012346', stored)).toBe(false);
    expect(smsCodeMatches(newSalt(), '012345', stored)).toBe(false);
    expect(hashSmsCode(newSalt(), '012345')).not.toBe(stored);
  });
});

describe('mobile numbers', () => {
  const ph = { countryDialingCode: '63', mobileMinLength: 10, mobileMaxLength: 10 };
  it('take the country length, dropping one trunk zero', () => {
    expect(normaliseMobile('9171234567', ph)).toBe('9171234567');
    expect(normaliseMobile('09171234567', ph)).toBe('9171234567');
    expect(normaliseMobile('917123456', ph)).toBeNull();
    expect(normaliseMobile('91712345678', ph)).toBeNull();
    expect(normaliseMobile('917-123-4567', ph)).toBeNull();
    expect(normaliseDialingCode('+63')).toBe('63');
    expect(e164('63', '9171234567')).toBe('+639171234567');
  });
});

describe('E.164 numbers from a phone-auth service', () => {
  const countries = [
    { countryDialingCode: '63', mobileMinLength: 10, mobileMaxLength: 10 },
    { countryDialingCode: '880', mobileMinLength: 10, mobileMaxLength: 10 },
    { countryDialingCode: '1', mobileMinLength: 10, mobileMaxLength: 10 },
  ];
  it('splits into the dialing code and the local number the member table keeps', () => {
    expect(splitE164('+639171234567', countries)).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
    expect(splitE164('+8801712345678', countries)).toEqual({ countryDialingCode: '880', mobileNum: '1712345678' });
    expect(splitE164('+12025550123', countries)).toEqual({ countryDialingCode: '1', mobileNum: '2025550123' });
  });
  it('gives null when no country fits', () => {
    expect(splitE164('+6391712345', countries)).toBeNull();
    expect(splitE164('+44 7911 123456', countries)).toBeNull();
    expect(splitE164('', countries)).toBeNull();
  });
});
