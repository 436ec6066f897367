import { describe, expect, it } from 'vitest';
import { amountProblem, minorOf } from './transfer-fns';

describe('transfer amounts', () => {
  it('reads decimals as minor units', () => {
    expect(minorOf('12.5')).toBe(1250n);
    expect(minorOf('0.01')).toBe(1n);
    expect(minorOf('-3.00')).toBe(-300n);
  });
  it('names the first problem of an amount', () => {
    const limits = { min: '1.00', max: '50000.00', available: '100.00' };
    expect(amountProblem('abc', limits)).toBe('amountInvalid');
    expect(amountProblem('0', limits)).toBe('amountInvalid');
    expect(amountProblem('1.234', limits)).toBe('amountInvalid');
    expect(amountProblem('0.99', limits)).toBe('amountRange');
    expect(amountProblem('100.01', limits)).toBe('amountOverBalance');
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('0.01', { available: '0.01' })).toBeNull();
  });
});
