import { describe, expect, it } from 'vitest';
import { formatMinor, MoneyInput, toMinor } from './money.js';

describe('money', () => {
  it('turns decimal strings into integer minor units without float error', () => {
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('-3.01')).toBe(-301n);
    expect(toMinor('999999999999999.99')).toBe(99999999999999999n);
  });

  it('formats minor units with exactly two decimals', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(7n)).toBe('0.07');
    expect(formatMinor(123450n)).toBe('1234.50');
    expect(formatMinor(-301n)).toBe('-3.01');
  });

  it('round-trips', () => {
    for (const text of ['0.00', '0.01', '10.10', '5000000.99']) expect(formatMinor(toMinor(text))).toBe(text);
  });

  it('refuses malformed user amounts', () => {
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '.5', '1,000', '1234567890123456']) {
      expect(MoneyInput.safeParse(bad).success).toBe(false);
    }
    expect(MoneyInput.safeParse(' 12.5 ').success).toBe(true);
  });
});
