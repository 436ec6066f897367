import { describe, expect, it } from 'vitest';
import { initialJackpot, JACKPOT_MAX, JACKPOT_MIN, jackpotDelayMs, jackpotIncrement, nextJackpot } from './jackpot';

describe('jackpot counter', () => {
  it('starts inside 12,000,000 – 18,000,000', () => {
    expect(initialJackpot(() => 0)).toBe(JACKPOT_MIN);
    expect(initialJackpot(() => 0.999999)).toBeLessThanOrEqual(JACKPOT_MAX);
  });
  it('rises by 100 to 500 with two decimals', () => {
    expect(jackpotIncrement(() => 0)).toBe(100);
    expect(jackpotIncrement(() => 0.999999)).toBeLessThanOrEqual(500);
    expect(nextJackpot(12_000_000, () => 0.5)).toBe(12_000_300);
  });
  it('ticks every 3, 4 or 5 seconds', () => {
    expect([0, 0.4, 0.99].map((r) => jackpotDelayMs(() => r))).toEqual([3000, 4000, 5000]);
  });
  it('never leaves the range', () => {
    expect(nextJackpot(JACKPOT_MAX - 50, () => 1)).toBe(JACKPOT_MIN);
  });
});
