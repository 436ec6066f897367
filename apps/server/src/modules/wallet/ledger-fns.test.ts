import { describe, expect, it } from 'vitest';
import { checkPostings, LedgerRuleError, requestHash, type Posting } from './ledger-fns.js';

const member = { ownerKind: 'member' as const, ownerId: 7, wallet: 'MAIN' };
const bank = { ownerKind: 'house' as const, ownerId: 0, wallet: 'GAME_BANK' };

describe('ledger rules', () => {
  it('accepts balanced postings', () => {
    expect(() =>
      checkPostings([
        { account: member, amount: 100n },
        { account: bank, amount: -100n },
      ]),
    ).not.toThrow();
  });

  it.each<[string, Posting[]]>([
    ['one posting', [{ account: member, amount: 0n }]],
    [
      'unbalanced',
      [
        { account: member, amount: 100n },
        { account: bank, amount: -99n },
      ],
    ],
    [
      'zero line',
      [
        { account: member, amount: 0n },
        { account: bank, amount: 0n },
      ],
    ],
    [
      'same account twice',
      [
        { account: member, amount: 5n },
        { account: member, amount: -5n },
      ],
    ],
  ])('refuses %s', (_name, postings) => {
    expect(() => checkPostings(postings)).toThrow(LedgerRuleError);
  });

  it('fingerprints parameters independent of posting order', () => {
    const a = requestHash(
      'BET',
      [
        { account: member, amount: -5n },
        { account: bank, amount: 5n },
      ],
      'r1',
    );
    const b = requestHash(
      'BET',
      [
        { account: bank, amount: 5n },
        { account: member, amount: -5n },
      ],
      'r1',
    );
    const c = requestHash(
      'BET',
      [
        { account: bank, amount: 6n },
        { account: member, amount: -6n },
      ],
      'r1',
    );
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
