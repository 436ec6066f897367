import { describe, expect, it } from 'vitest';
import {
  e164,
  hashSmsCode,
  newSalt,
  newSmsCode,
  normaliseDialingCode,
  normaliseMobile,
  smsCodeMatches,
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
