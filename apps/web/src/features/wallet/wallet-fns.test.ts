import { describe, expect, it } from 'vitest';
import { formatAmount, imageProblem, marketDate, presetRange, previewFee } from './wallet-fns';

describe('wallet helpers', () => {
  it('uses the market day (UTC+8)', () => {
    expect(marketDate(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(presetRange('week', new Date('2026-11-22T01:00:00Z'))).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('formats decimal strings without floating point', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount('-0.07', 'en')).toBe('-0.07');
    expect(formatAmount('99999999999999.99', 'en')).toBe('99,999,999,999,999.99');
  });

  it('previews the fee like the server', () => {
    expect(previewFee('1000', 150, '0.00')).toEqual({ fee: '15.00', credit: '985.00' });
    expect(previewFee('999.99', 150, '0.00')).toEqual({ fee: '14.99', credit: '985.00' });
    expect(previewFee('12.345', 0, '0.00')).toBeNull();
  });

  it('accepts only png or jpg images of at most 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
  });
});
