import { describe, expect, it } from 'vitest';
import { minutesLeft, partialAmountProblem, turnoverPercent, withdrawAmountProblem } from './withdraw-fns';

describe('withdraw helpers', () => {
  it('shows turnover progress in whole percent, capped at 100', () => {
    expect(turnoverPercent('0.00', '0.00')).toBe(100);
    expect(turnoverPercent('1000.00', '250.00')).toBe(25);
    expect(turnoverPercent('1000.00', '999.99')).toBe(99);
    expect(turnoverPercent('1000.00', '5000.00')).toBe(100);
  });

  it('checks a withdrawal amount against format, limits and balance', () => {
    const limits = { min: '100.00', max: '50000.00', available: '3000.00' };
    expect(withdrawAmountProblem('abc', limits)).toBe('amountInvalid');
    expect(withdrawAmountProblem('1.234', limits)).toBe('amountInvalid');
    expect(withdrawAmountProblem('99.99', limits)).toBe('amountRange');
    expect(withdrawAmountProblem('50000.01', limits)).toBe('amountRange');
    expect(withdrawAmountProblem('3000.01', limits)).toBe('amountOverBalance');
    expect(withdrawAmountProblem('3000', limits)).toBeNull();
  });

  it('takes a partial receipt only strictly between zero and the order amount', () => {
    expect(partialAmountProblem('0', '500.00')).toBe('partialRange');
    expect(partialAmountProblem('500', '500.00')).toBe('partialRange');
    expect(partialAmountProblem('499.99', '500.00')).toBeNull();
    expect(partialAmountProblem('0.01', '500.00')).toBeNull();
    expect(partialAmountProblem('-1', '500.00')).toBe('amountInvalid');
  });

  it('counts the minutes left before the auto-receipt', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(minutesLeft('2026-11-23T10:30:00Z', now)).toBe(30);
    expect(minutesLeft('2026-11-23T10:00:30Z', now)).toBe(1);
    expect(minutesLeft('2026-11-23T09:00:00Z', now)).toBe(0);
  });
});
