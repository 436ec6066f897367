import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from '../session/login-fns.js';
import { maskEmail, maskMobile, otpauthUrl } from './account-fns.js';

describe('my account helpers', () => {
  it('masks contact details', () => {
    expect(maskEmail('demo@fortuna.example')).toBe('de***@fortuna.example');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskEmail(null)).toBeNull();
    expect(maskMobile('9171234567')).toBe('917*****67');
    expect(maskMobile('123')).toBe('***');
  });

  it('base32 round-trips secrets', () => {
    const bytes = Buffer.from('12345678901234567890');
    expect(base32Encode(bytes)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
  });

  it('builds the otpauth URL authenticator apps expect', () => {
    expect(otpauthUrl('Fortuna', 'demo', 'ABC')).toBe(
      'otpauth://totp/Fortuna%3Ademo?secret=ABC&issuer=Fortuna&algorithm=SHA1&digits=6&period=30',
    );
  });
});
