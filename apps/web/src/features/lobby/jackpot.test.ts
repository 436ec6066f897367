import { describe, expect, it } from 'vitest';
import {
  initialJackpot,
  JACKPOT_MAX,
  JACKPOT_MIN,
  jackpotDelayMs,
  jackpotIncrement,
  nextJackpot,
  restoreJackpot,
} from './jackpot';

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

describe('the session jackpot (sessionStorage)', () => {
  it('starts a new figure in range when nothing valid is stored', () => {
    for (const saved of [
      null,
      {},
      { amount: 5, at: 0 },
      { amount: 13_000_000, at: 'x' },
      { amount: 13_000_000, at: 9e15 },
    ]) {
      const state = restoreJackpot(saved, 1_000, () => 0.5);
      expect(state).toEqual({ amount: 15_000_000, at: 1_000 });
    }
  });
  it('continues the stored figure: unchanged within a tick, risen by the ticks missed since', () => {
    const saved = { amount: 13_000_000, at: 10_000 };
    expect(restoreJackpot(saved, 12_000, () => 0.5)).toEqual(saved);
    expect(restoreJackpot(saved, 22_000, () => 0.5)).toEqual({ amount: 13_000_900, at: 22_000 });
  });
  it('stays in range after a long absence', () => {
    const { amount } = restoreJackpot({ amount: 17_999_000, at: 0 }, 86_400_000, () => 0.5);
    expect(amount).toBeGreaterThanOrEqual(JACKPOT_MIN);
    expect(amount).toBeLessThanOrEqual(JACKPOT_MAX);
  });
});
