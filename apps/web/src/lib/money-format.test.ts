import { describe, expect, it } from 'vitest';
import { formatAmount } from './money-format';

describe('money format', () => {
  it('formats decimal strings without floating point', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount('-0.07', 'en')).toBe('-0.07');
    expect(formatAmount('99999999999999.99', 'en')).toBe('99,999,999,999,999.99');
  });
});
