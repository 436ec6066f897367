import { describe, expect, it } from 'vitest';
import { currencySymbolOf, formatAmount, formatMoney } from './money-format.js';

describe('money format', () => {
  it('formats decimal strings without floating point', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount('-0.07', 'en')).toBe('-0.07');
    expect(formatAmount('99999999999999.99', 'en')).toBe('99,999,999,999,999.99');
  });

  it('writes the currency sign before the amount, as the site does', () => {
    expect(currencySymbolOf('PHP')).toBe('₱');
    expect(currencySymbolOf('THB')).toBe('฿');
    expect(currencySymbolOf('XYZ')).toBe('XYZ');
    expect(formatMoney('1234.5', '₱', 'en')).toBe('₱1,234.50');
    expect(formatMoney('10000', '₱', 'fil')).toBe('₱10,000.00');
    expect(formatMoney('-2.5', '₱', 'en')).toBe('-₱2.50');
  });
});
