import { describe, expect, it } from 'vitest';
import { depositFee, newOrderNo } from './cashier-fns.js';
import { signBody, verifySignature } from './payment-signature.js';

describe('cashier rules', () => {
  it('charges basis points rounded down plus the fixed fee', () => {
    expect(depositFee(100_000n, 150, 0n)).toBe(1_500n);
    expect(depositFee(99_999n, 150, 0n)).toBe(1_499n);
    expect(depositFee(50_000n, 0, 500n)).toBe(500n);
  });

  it('numbers orders by the market day', () => {
    expect(newOrderNo('D', new Date('2026-11-22T17:00:00Z'), 'Asia/Manila')).toMatch(/^D20261123\d{8}$/);
  });

  it('verifies signatures over the exact body and refuses tampering, other secrets and stale ones', () => {
    const now = Date.parse('2026-11-22T08:00:00Z');
    const header = signBody('s3cret', '{"a":1}', now);
    expect(verifySignature('s3cret', '{"a":1}', header, now + 1000)).toBe(true);
    expect(verifySignature('s3cret', '{"a":2}', header, now)).toBe(false);
    expect(verifySignature('other', '{"a":1}', header, now)).toBe(false);
    expect(verifySignature('s3cret', '{"a":1}', header, now + 301_000)).toBe(false);
    expect(verifySignature('s3cret', '{"a":1}', undefined, now)).toBe(false);
    expect(verifySignature('s3cret', '{"a":1}', 't=1,v1=zz', now)).toBe(false);
  });
});
