import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './account-fns.js';

describe('my account helpers', () => {
  it('masks contact details', () => {
    expect(maskEmail('demo@fortuna.example')).toBe('de***@fortuna.example');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskEmail(null)).toBeNull();
    expect(maskMobile('9171234567')).toBe('917*****67');
    expect(maskMobile('123')).toBe('***');
  });
});
