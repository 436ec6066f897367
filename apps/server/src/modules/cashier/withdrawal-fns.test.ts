import { describe, expect, it } from 'vitest';
import { achievedTurnover, receiptDueAt, receivedAmount, requiredTurnover, sameReceipt } from './withdrawal-fns.js';

describe('withdrawal rules', () => {
  it('requires a percent of net deposits, rounded up, and nothing without deposits or percent', () => {
    expect(requiredTurnover(300_000n, 100)).toBe(300_000n);
    expect(requiredTurnover(300_000n, 150)).toBe(450_000n);
    expect(requiredTurnover(333n, 50)).toBe(167n);
    expect(requiredTurnover(300_000n, 0)).toBe(0n);
    expect(requiredTurnover(-5n, 100)).toBe(0n);
    expect(achievedTurnover(-10n)).toBe(0n);
    expect(achievedTurnover(12n)).toBe(12n);
  });

  it('takes a partial amount only strictly between zero and the order amount', () => {
    expect(receivedAmount(50_000n, { outcome: 'RECEIVED' })).toBe(50_000n);
    expect(receivedAmount(50_000n, { outcome: 'NOT_RECEIVED' })).toBe(0n);
    expect(receivedAmount(50_000n, { outcome: 'PARTLY_RECEIVED', received: 12_050n })).toBe(12_050n);
    expect(receivedAmount(50_000n, { outcome: 'PARTLY_RECEIVED', received: 49_999n })).toBe(49_999n);
    expect(receivedAmount(50_000n, { outcome: 'PARTLY_RECEIVED', received: 0n })).toBeNull();
    expect(receivedAmount(50_000n, { outcome: 'PARTLY_RECEIVED', received: 50_000n })).toBeNull();
    expect(receivedAmount(50_000n, { outcome: 'PARTLY_RECEIVED', received: 60_000n })).toBeNull();
  });

  it('dates the auto-receipt and tells a retry from a change', () => {
    expect(receiptDueAt(new Date('2026-11-23T10:00:00Z'), 30).toISOString()).toBe('2026-11-23T10:30:00.000Z');
    expect(sameReceipt({ status: 'RECEIVED', amount: 5n }, { status: 'RECEIVED', amount: 5n })).toBe(true);
    expect(sameReceipt({ status: 'PARTLY_RECEIVED', amount: 4n }, { status: 'PARTLY_RECEIVED', amount: 3n })).toBe(
      false,
    );
    expect(sameReceipt({ status: 'AUTO_RECEIVED', amount: 5n }, { status: 'RECEIVED', amount: 5n })).toBe(false);
  });
});
