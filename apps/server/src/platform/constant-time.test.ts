import { describe, expect, it } from 'vitest';
import { sameAsAny, sameText } from './constant-time.js';

describe('constant-time comparison', () => {
  it('tells equal texts from different ones, whatever their lengths', () => {
    expect(sameText('Juan Dela Cruz', 'Juan Dela Cruz')).toBe(true);
    expect(sameText('Juan Dela Cruz', 'Juan Dela Cruy')).toBe(false);
    expect(sameText('short', 'a much longer text than the other')).toBe(false);
    expect(sameText('', '')).toBe(true);
    expect(sameText('', 'x')).toBe(false);
    expect(sameText('ñ', 'n')).toBe(false);
  });

  it('matches any candidate and compares every one of them', () => {
    expect(sameAsAny('639171234567', ['9171234567', '639171234567', '09171234567'])).toBe(true);
    expect(sameAsAny('9171234568', ['9171234567', '639171234567'])).toBe(false);
    expect(sameAsAny('x', [])).toBe(false);
  });
});
