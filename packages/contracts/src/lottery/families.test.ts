import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairWords, fairBlockMessage } from './fair-fns.js';
import { FAMILY_RULES, familyRules, LOTTERY_FAMILIES } from './families.js';

const SEED = Buffer.from('9f'.repeat(32), 'hex');
const words = (issue: string) =>
  new FairWords((i) => createHmac('sha256', SEED).update(fairBlockMessage(issue, i)).digest());

describe('the family registry', () => {
  it.each(LOTTERY_FAMILIES)('%s: a drawn result survives JSON, parses back and formats as text', (family) => {
    const rules = FAMILY_RULES[family];
    const result = rules.draw(words('20261126001'));
    const stored: unknown = JSON.parse(JSON.stringify(result));
    expect(rules.parse(stored)).toEqual(result);
    expect(rules.format(result).length).toBeGreaterThan(0);
    expect(rules.kinds.size).toBeGreaterThan(0);
  });

  it('keeps the fast draws of fair-fns.test (same seed, same issue)', () => {
    expect(FAMILY_RULES.SSC.format(FAMILY_RULES.SSC.draw(words('202611260001')))).toBe('4,5,0,3,5');
  });

  it('refuses results of the wrong shape', () => {
    expect(FAMILY_RULES.SSC.parse([1, 2, 3])).toBeNull();
    expect(FAMILY_RULES.PK10.parse([1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBeNull();
    expect(FAMILY_RULES.VN_NORTH.parse({ DB: ['12345'] })).toBeNull();
    expect(
      FAMILY_RULES.THAI.parse({ first: '12345', front3: ['123', '456'], back3: ['1', '2'], back2: '1' }),
    ).toBeNull();
    expect(FAMILY_RULES['4D'].parse(null)).toBeNull();
  });

  it('finds kinds by code within their family only', () => {
    expect(FAMILY_RULES.SSC.kindOf('SSC_DIRECT')?.code).toBe('SSC_DIRECT');
    expect(FAMILY_RULES.SSC.kindOf('PK10_PLACE_SIDE')).toBeNull();
    expect(FAMILY_RULES.VN_SOUTH.kindOf('VN_LO7')?.code).toBe('VN_LO7');
    expect(FAMILY_RULES.VN_NORTH.kindOf('VN_LO7')).toBeNull();
    expect(familyRules('NOPE')).toBeNull();
  });
});
