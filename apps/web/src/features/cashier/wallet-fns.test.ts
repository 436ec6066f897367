import { describe, expect, it } from 'vitest';
import { depositCheck, imageProblem, previewFee } from './wallet-fns';

describe('wallet helpers', () => {
  it('previews the fee like the server', () => {
    expect(previewFee('1000', 150, '0.00')).toEqual({ fee: '15.00', credit: '985.00' });
    expect(previewFee('999.99', 150, '0.00')).toEqual({ fee: '14.99', credit: '985.00' });
    expect(previewFee('12.345', 0, '0.00')).toBeNull();
  });

  it('checks a deposit amount against the channel limits', () => {
    const channel = { minAmount: '500.00', maxAmount: '50000.00', feeBps: 100, feeFixed: '0.00' };
    expect(depositCheck('1000', channel)).toEqual({ preview: { fee: '10.00', credit: '990.00' }, problem: null });
    expect(depositCheck('100', channel).problem).toBe('range');
    expect(depositCheck('50000.01', channel).problem).toBe('range');
    expect(depositCheck('', channel)).toEqual({ preview: null, problem: 'amountInvalid' });
    expect(depositCheck('1.234', channel).problem).toBe('amountInvalid');
  });

  it('accepts only png or jpg images of at most 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
  });
});
