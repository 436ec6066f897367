import { describe, expect, it } from 'vitest';
import { approvalRequestHash, decisionRefusal } from './approval-fns.js';

const pending = { status: 'pending' as const, makerId: 7 };

describe('decisionRefusal (four eyes)', () => {
  it('lets another staff member approve or reject a pending request', () => {
    expect(decisionRefusal(pending, 8, 'approve', true)).toBeNull();
    expect(decisionRefusal(pending, 8, 'reject', true)).toBeNull();
  });

  it('never lets the maker approve or reject their own request; only the maker cancels it', () => {
    expect(decisionRefusal(pending, 7, 'approve', true)).toBe('SELF_APPROVAL_FORBIDDEN');
    expect(decisionRefusal(pending, 7, 'reject', true)).toBe('SELF_APPROVAL_FORBIDDEN');
    expect(decisionRefusal(pending, 7, 'cancel', true)).toBeNull();
    expect(decisionRefusal(pending, 8, 'cancel', true)).toBe('FORBIDDEN');
  });

  it('refuses any decision on a request that is no longer pending', () => {
    for (const status of ['applied', 'rejected', 'cancelled'] as const)
      for (const decision of ['approve', 'reject', 'cancel'] as const)
        expect(decisionRefusal({ status, makerId: 7 }, decision === 'cancel' ? 7 : 8, decision, true)).toBe(
          'APPROVAL_NOT_PENDING',
        );
  });

  it('refuses a staff member without the kind’s permission first', () => {
    expect(decisionRefusal(pending, 8, 'approve', false)).toBe('FORBIDDEN');
    expect(decisionRefusal({ status: 'applied', makerId: 7 }, 7, 'approve', false)).toBe('FORBIDDEN');
  });
});

describe('approvalRequestHash', () => {
  it('ignores key order and tells other details apart', () => {
    const a = approvalRequestHash('balanceAdjustment', { amount: '1.00', memberId: 1 }, 'why');
    expect(approvalRequestHash('balanceAdjustment', { memberId: 1, amount: '1.00' }, 'why')).toBe(a);
    expect(approvalRequestHash('balanceAdjustment', { memberId: 1, amount: '1.01' }, 'why')).not.toBe(a);
    expect(approvalRequestHash('balanceAdjustment', { memberId: 1, amount: '1.00' }, 'other')).not.toBe(a);
  });
});
