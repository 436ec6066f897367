import { describe, expect, it } from 'vitest';
import { checkPostings } from '../wallet/ledger-fns.js';
import { adjustmentLedgerKey, adjustmentPostings, needsApproval, signedAmount } from './adjustment-fns.js';

describe('balance adjustment rules', () => {
  it('applies at or below the threshold at once and asks for approval above it', () => {
    expect(needsApproval(100_000n, 100_000n)).toBe(false);
    expect(needsApproval(99_999n, 100_000n)).toBe(false);
    expect(needsApproval(100_001n, 100_000n)).toBe(true);
    // A threshold of zero sends every adjustment to a second staff member.
    expect(needsApproval(1n, 0n)).toBe(true);
  });

  it('credits and debits the member against the house adjustment account, summing to zero', () => {
    const credit = adjustmentPostings({ memberId: 5, direction: 'credit', amount: '12.34' });
    expect(credit.map((p) => [p.account.ownerKind, p.account.wallet, p.amount])).toEqual([
      ['member', 'MAIN', 1234n],
      ['system', 'ADJUSTMENTS', -1234n],
    ]);
    expect(() => checkPostings(credit)).not.toThrow();
    const debit = adjustmentPostings({ memberId: 5, direction: 'debit', amount: '0.50' });
    expect(debit.map((p) => p.amount)).toEqual([-50n, 50n]);
    expect(() => checkPostings(debit)).not.toThrow();
    expect(signedAmount({ direction: 'debit', amount: '1000.00' })).toBe(-100_000n);
  });

  it('keys the ledger by the maker’s key, whichever way the adjustment applies', () => {
    expect(adjustmentLedgerKey('form-123456')).toBe('adjust:form-123456');
  });
});
