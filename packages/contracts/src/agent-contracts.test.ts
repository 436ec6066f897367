import { describe, expect, it } from 'vitest';
import {
  amountAtRate,
  checkTerms,
  exceedsUpline,
  levelDifference,
  rateAt,
  type Tier,
  tierFor,
  tierFromInput,
  tiersFromStored,
  tierToStored,
  tierToWire,
  validateOffer,
} from './agent-contracts.js';

const t = (rate: number, validBet: bigint, active = 0, teamLoss: bigint | null = null): Tier => ({
  rate,
  validBet,
  active,
  teamLoss,
});

// 1 % from 100,000.00 valid bet and 5 active; 1.5 % from 500,000.00 and 10; 2 % from 1,000,000.00 and 20.
const salary = [t(100, 10_000_000n, 5), t(150, 50_000_000n, 10), t(200, 100_000_000n, 20)];

describe('tierFor', () => {
  it('picks the highest tier whose thresholds are all met', () => {
    expect(tierFor(salary, { validBet: 120_000_000n, active: 25 })?.index).toBe(2);
    expect(tierFor(salary, { validBet: 100_000_000n, active: 20 })?.tier.rate).toBe(200);
    // Valid bet of the top tier but too few active members: the middle tier.
    expect(tierFor(salary, { validBet: 120_000_000n, active: 12 })?.tier.rate).toBe(150);
    expect(tierFor(salary, { validBet: 10_000_000n, active: 5 })?.tier.rate).toBe(100);
  });

  it('is null ("not reached") when no tier is met, by bet or by active members', () => {
    expect(tierFor(salary, { validBet: 9_999_999n, active: 100 })).toBeNull();
    expect(tierFor(salary, { validBet: 900_000_000n, active: 4 })).toBeNull();
    expect(tierFor([], { validBet: 1n, active: 1 })).toBeNull();
    expect(rateAt(salary, { validBet: 0n, active: 0 })).toBe(0);
  });

  it('requires the team loss only of dividend tiers that set one', () => {
    const dividend = [t(1000, 0n, 1, null), t(2000, 0n, 1, 5_000_000n)];
    expect(tierFor(dividend, { validBet: 0n, active: 1, teamLoss: 4_999_999n })?.tier.rate).toBe(1000);
    expect(tierFor(dividend, { validBet: 0n, active: 1, teamLoss: 5_000_000n })?.tier.rate).toBe(2000);
    expect(tierFor(dividend, { validBet: 0n, active: 1 })?.tier.rate).toBe(1000);
  });
});

describe('checkTerms', () => {
  it('accepts increasing rates and thresholds within the limits', () => {
    expect(checkTerms('DAILY', 'DAILY', salary)).toBeNull();
    expect(checkTerms('DIVIDEND', 'WEEKLY', [t(1000, 0n, 1, 100n), t(3000, 0n, 1, 200n)])).toBeNull();
  });

  it('refuses rates that do not strictly increase', () => {
    expect(checkTerms('DAILY', 'DAILY', [t(100, 1n), t(100, 2n)])).toEqual({
      problem: 'RATES_NOT_INCREASING',
      tier: 1,
    });
    expect(checkTerms('DAILY', 'DAILY', [t(150, 1n), t(100, 2n)])).toEqual({
      problem: 'RATES_NOT_INCREASING',
      tier: 1,
    });
  });

  it('refuses thresholds that go down, or a tier that could never apply', () => {
    expect(checkTerms('DAILY', 'DAILY', [t(100, 2n, 5), t(150, 3n, 4)])).toEqual({
      problem: 'THRESHOLDS_NOT_INCREASING',
      tier: 1,
    });
    expect(checkTerms('DAILY', 'DAILY', [t(100, 2n, 5), t(150, 2n, 5)])?.problem).toBe('THRESHOLDS_NOT_INCREASING');
  });

  it('keeps rates and thresholds within the system minimum and maximum', () => {
    expect(checkTerms('DAILY', 'DAILY', [t(0, 1n)])).toEqual({ problem: 'RATE_RANGE', tier: 0 });
    expect(checkTerms('DAILY', 'DAILY', [t(301, 1n)])).toEqual({ problem: 'RATE_RANGE', tier: 0 });
    expect(checkTerms('DIVIDEND', 'MONTHLY', [t(6000, 1n)])).toBeNull();
    expect(checkTerms('DIVIDEND', 'MONTHLY', [t(6001, 1n)])?.problem).toBe('RATE_RANGE');
    expect(checkTerms('DAILY', 'DAILY', [t(100, 100_000_000_001n)])?.problem).toBe('THRESHOLD_RANGE');
    expect(checkTerms('DAILY', 'DAILY', [t(100, 1n, 100_001)])?.problem).toBe('THRESHOLD_RANGE');
    expect(checkTerms('DAILY', 'DAILY', [t(100, -1n)])?.problem).toBe('THRESHOLD_RANGE');
  });

  it('refuses no tiers, too many, a team loss on a salary and a period the kind has not', () => {
    expect(checkTerms('DAILY', 'DAILY', [])).toEqual({ problem: 'TIERS_COUNT' });
    const eleven = Array.from({ length: 11 }, (_, i) => t(i + 1, BigInt(i)));
    expect(checkTerms('DAILY', 'DAILY', eleven)).toEqual({ problem: 'TIERS_COUNT' });
    expect(checkTerms('HOURLY', 'HOURLY', [t(100, 1n, 0, 5n)])?.problem).toBe('TEAM_LOSS_NOT_DIVIDEND');
    expect(checkTerms('DAILY', 'WEEKLY', salary)).toEqual({ problem: 'PERIOD_INVALID' });
    expect(checkTerms('DIVIDEND', 'HOURLY', [t(100, 1n)])).toEqual({ problem: 'PERIOD_INVALID' });
  });
});

describe("a downline's rate never exceeds its upline's at the same thresholds", () => {
  const upline = [t(100, 10_000_000n), t(200, 100_000_000n)];

  it('accepts terms at or under the upline everywhere', () => {
    expect(exceedsUpline(upline, [t(100, 10_000_000n), t(150, 100_000_000n)])).toBeNull();
    expect(exceedsUpline(upline, [t(100, 50_000_000n), t(200, 200_000_000n)])).toBeNull();
    expect(validateOffer('DAILY', 'DAILY', [t(50, 0n)], null)).toBeNull();
  });

  it('refuses a higher rate at the same thresholds', () => {
    expect(exceedsUpline(upline, [t(100, 10_000_000n), t(201, 100_000_000n)])).toEqual({ tier: 1, uplineRate: 200 });
  });

  it('refuses a tier reached earlier than the upline reaches that rate', () => {
    // 1.5 % from 500,000.00 while the upline pays only 1 % until 1,000,000.00.
    expect(exceedsUpline(upline, [t(150, 50_000_000n)])).toEqual({ tier: 0, uplineRate: 100 });
    // Any rate below the upline's first threshold, where the upline pays nothing.
    expect(exceedsUpline(upline, [t(10, 0n)])).toEqual({ tier: 0, uplineRate: 0 });
    expect(validateOffer('DAILY', 'DAILY', [t(10, 0n)], upline)).toEqual({
      problem: 'ABOVE_UPLINE',
      tier: 0,
      uplineRate: 0,
    });
  });

  it('compares active members and team loss as thresholds too', () => {
    const up = [t(1000, 0n, 10, 1_000n)];
    expect(exceedsUpline(up, [t(1000, 0n, 10, 1_000n)])).toBeNull();
    expect(exceedsUpline(up, [t(1000, 0n, 9, 1_000n)])).not.toBeNull();
    expect(exceedsUpline(up, [t(1000, 0n, 10, null)])).not.toBeNull();
  });
});

describe('the level-difference rule', () => {
  it('pays the worked example: A 2 %, B 1.5 %, team 1.2M of which B 500k', () => {
    const aTiers = [t(200, 0n)];
    const bTiers = [t(150, 0n)];
    const aRate = rateAt(aTiers, { validBet: 120_000_000n, active: 0 });
    const bRate = rateAt(bTiers, { validBet: 50_000_000n, active: 0 });
    const aGross = amountAtRate(120_000_000n, aRate);
    const bGross = amountAtRate(50_000_000n, bRate);
    expect(aGross).toBe(2_400_000n); // 24,000.00
    expect(bGross).toBe(750_000n); // 7,500.00
    expect(levelDifference(aGross, [bGross])).toEqual({ gross: 2_400_000n, downlineTotal: 750_000n, net: 1_650_000n });
  });

  it('floors dividends at zero, and rounds amounts down to the minor unit', () => {
    expect(levelDifference(100n, [80n, 50n], { floorAtZero: true })).toEqual({
      gross: 100n,
      downlineTotal: 130n,
      net: 0n,
    });
    expect(levelDifference(100n, [80n, 50n]).net).toBe(-30n);
    expect(amountAtRate(999n, 150)).toBe(14n);
    expect(amountAtRate(-5n, 150)).toBe(0n);
  });
});

describe('tier forms', () => {
  it('round-trips between input, storage and the wire', () => {
    const tier = tierFromInput({ rate: 150, validBet: '500000.5', active: 3, teamLoss: null });
    expect(tier).toEqual(t(150, 50_000_050n, 3, null));
    expect(tiersFromStored([tierToStored(tier)])).toEqual([tier]);
    expect(tiersFromStored([{ rate: 1, validBet: 5, active: 0 }])).toEqual([t(1, 5n)]);
    expect(tierToWire(t(1, 5n, 0, 120n))).toEqual({ rate: 1, validBet: '0.05', active: 0, teamLoss: '1.20' });
  });
});
