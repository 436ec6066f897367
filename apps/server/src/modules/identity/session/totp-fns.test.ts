import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpUri, verifyTotp } from './totp-fns.js';

// "12345678901234567890", the RFC 6238 SHA-1 key, in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (otplib)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    expect(totpCode(RFC_SECRET, 59_000, 8)).toBe('94287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000, 8)).toBe('89005924');
  });

  it('accepts the neighbouring steps only', () => {
    const now = 1_234_567_890_000;
    const code = totpCode(RFC_SECRET, now);
    expect(verifyTotp(RFC_SECRET, code, now - 30_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code, now + 30_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code, now + 90_000)).toBe(false);
    expect(verifyTotp('not base32!', code, now)).toBe(false);
    expect(verifyTotp('', code, now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('makes 160-bit base32 secrets and the otpauth URL authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri('Fortuna', 'demo', secret)).toBe(`otpauth://totp/Fortuna:demo?secret=${secret}&issuer=Fortuna`);
  });
});
