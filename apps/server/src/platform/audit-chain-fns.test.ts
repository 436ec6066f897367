import { describe, expect, it } from 'vitest';
import { canonicalJson, chainStart, entryHash, GENESIS_HASH, walkChain, type AuditContent } from './audit-chain-fns.js';

const content = (seq: number): AuditContent => ({
  seq,
  at: new Date('2026-11-26T05:00:00Z'),
  actorKind: 'staff',
  actor: 'owner',
  action: 'staff.set_role',
  target: 'staff:risk',
  before: { role: 'risk' },
  after: { role: 'support' },
  reason: 'moved',
  ip: '10.0.0.1',
});

const chainOf = (n: number) => {
  let prev = GENESIS_HASH;
  return Array.from({ length: n }, (_, i) => {
    const c = content(i + 1);
    const hash = entryHash(prev, c);
    const entry = { ...c, prevHash: prev, hash };
    prev = hash;
    return entry;
  });
};

describe('the audit chain rules', () => {
  it('writes the same canonical JSON whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: new Date('2026-01-01T00:00:00Z') })).toBe(
      '{"b":"2026-01-01T00:00:00.000Z"}',
    );
  });

  it('links each hash to the one before', () => {
    const [first, second] = chainOf(2);
    expect(entryHash(GENESIS_HASH, content(2))).not.toBe(second?.hash);
    expect(entryHash(first!.hash, content(2))).toBe(second?.hash);
  });

  it('accepts an intact chain and names the first edited, missing or swapped entry', () => {
    expect(walkChain(chainStart(), chainOf(5))).toBeNull();
    const edited = chainOf(5);
    edited[2] = { ...edited[2]!, reason: 'other' };
    expect(walkChain(chainStart(), edited)).toMatchObject({ seq: 3, problem: expect.stringMatching(/edited/) });
    const missing = chainOf(5).filter((e) => e.seq !== 4);
    expect(walkChain(chainStart(), missing)).toMatchObject({ seq: 4, problem: expect.stringMatching(/missing/) });
    const swapped = chainOf(5);
    const [a, b] = [swapped[1]!, swapped[2]!];
    swapped[1] = { ...b, seq: 2 };
    swapped[2] = { ...a, seq: 3 };
    expect(walkChain(chainStart(), swapped)).toMatchObject({ seq: 2 });
  });
});
