import { describe, expect, it } from 'vitest';
import { rateFromPercent, tierRequest } from './agent-contract-form.js';

describe('offer form', () => {
  it('reads percentages as rates per 10,000', () => {
    expect(rateFromPercent('1.5')).toBe(150);
    expect(rateFromPercent('2')).toBe(200);
    expect(rateFromPercent('0.05')).toBe(5);
    expect(rateFromPercent('1.555')).toBeNull();
    expect(rateFromPercent('x')).toBeNull();
  });

  it('builds the tiers, team loss only for dividends, and refuses what is not a number', () => {
    const draft = { rate: '1', validBet: '10000', active: '5', teamLoss: '300' };
    expect(tierRequest([draft], false)).toEqual([{ rate: 100, validBet: '10000', active: 5, teamLoss: null }]);
    expect(tierRequest([draft], true)?.[0]?.teamLoss).toBe('300');
    expect(tierRequest([{ ...draft, validBet: '' }], false)?.[0]?.validBet).toBe('0');
    expect(tierRequest([{ ...draft, active: '-1' }], false)).toBeNull();
    expect(tierRequest([{ ...draft, rate: '' }], false)).toBeNull();
  });
});
