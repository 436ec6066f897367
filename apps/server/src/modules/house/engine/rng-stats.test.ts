import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deal } from './baccarat.js';
import { BACCARAT_PROBABILITIES } from './baccarat-odds.js';
import { createRng, cryptoUint32Source, scriptedSource } from './rng.js';
import type { Rng } from './rng.js';
import { REEL_STRIPS } from './slot-game.js';
import { spin } from './slot.js';

/**
 * The issue asks for "chi-square on 10^6 scaled draws at 99 % confidence". Each check below draws
 * 10^6 values, bins them, and fails when Pearson's statistic exceeds the chi-square critical value
 * at p = 0.01 for (categories − 1) degrees of freedom.
 *
 * A fair generator fails a 1 % test one run in a hundred, which would make CI flaky. So a check
 * that fails gets exactly ONE retry with fresh draws, and only a second failure fails the test:
 * a fair generator then fails with probability 0.01² = 10^-4 per check, while a biased one (the
 * negative controls) fails both times, by orders of magnitude.
 */
const DRAWS = 1_000_000;
const Z_99 = 2.3263478740408408; // standard normal quantile at 0.99

/**
 * Chi-square critical value at p = 0.01 by the Wilson–Hilferty approximation: (χ²/k)^(1/3) is
 * nearly normal with mean 1 − 2/(9k) and variance 2/(9k). Within 0.5 % of the exact table for
 * every k ≥ 2 (checked below), and far better for the k ≥ 12 most checks use.
 */
function chiSquareCritical99(degreesOfFreedom: number): number {
  const v = 2 / (9 * degreesOfFreedom);
  return degreesOfFreedom * (1 - v + Z_99 * Math.sqrt(v)) ** 3;
}

type ChiSquare = { name: string; statistic: number; critical: number; pass: boolean };

function chiSquare(name: string, observed: ArrayLike<number>, expectedShare: readonly number[]): ChiSquare {
  let total = 0;
  for (let i = 0; i < observed.length; i += 1) total += observed[i] ?? 0;
  let statistic = 0;
  expectedShare.forEach((share, i) => {
    const expected = share * total;
    statistic += ((observed[i] ?? 0) - expected) ** 2 / expected;
  });
  const critical = chiSquareCritical99(expectedShare.length - 1);
  return { name, statistic, critical, pass: statistic <= critical };
}

/** Counts one draw in its bin; an out-of-range bin is a defect in the code under test. */
function tally(counts: Float64Array | undefined, bin: number) {
  if (!counts || !(bin >= 0 && bin < counts.length))
    throw new Error(`draw outside its ${counts?.length ?? 0} bins: ${bin}`);
  counts[bin] = (counts[bin] ?? 0) + 1;
}

const uniform = (k: number) => new Array<number>(k).fill(1 / k);

/** Runs a sample of checks; each failed check gets one fresh sample, and its second result stands. */
function withOneRetry(sample: () => ChiSquare[]): ChiSquare[] {
  const first = sample();
  if (first.every((r) => r.pass)) return first;
  const second = sample();
  return first.map((r, i) => (r.pass ? r : (second[i] ?? r)));
}

function expectAllPass(results: ChiSquare[]) {
  for (const r of results)
    expect(r.pass, `${r.name}: χ² ${r.statistic.toFixed(1)} > ${r.critical.toFixed(1)}`).toBe(true);
}

/**
 * rng.int(n) binned into `bins` equal slices of [0, n) (bins = n for small n). For n near 2^32 the
 * slices differ by at most one value in ~4·10^8, far below what 10^6 draws can see.
 */
function intCheck(rng: Rng, n: number, bins = Math.min(n, 64)): ChiSquare {
  const counts = new Float64Array(bins);
  for (let i = 0; i < DRAWS; i += 1) {
    const x = rng.int(n);
    tally(counts, bins === n ? x : Math.floor((x * bins) / n));
  }
  return chiSquare(`int(${n}) in ${bins} bins`, counts, uniform(bins));
}

const TWO_THIRDS_OF_2_32 = 2_863_311_531; // ≈ 2^32·2/3: `u % n` makes the lower half of [0, n) twice as likely

/** Deliberately wrong scaling, as a naive implementation would write it. */
const moduloRng = (source: () => number): Rng => ({ int: (n) => source() % n });
function uint8Source(): () => number {
  const pool = new Uint8Array(65_536);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return pool[next++] ?? 0;
  };
}

describe('rng', () => {
  it('refuses ranges that are not integers in 1 … 2^32', () => {
    const rng = createRng();
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => rng.int(n)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('rejects draws in the incomplete top block instead of folding them', () => {
    // 2^32 mod 3 = 1, so 2^32 − 1 would give residue 0 an extra pre-image: it is skipped.
    expect(createRng(scriptedSource([2 ** 32 - 1, 5])).int(3)).toBe(2);
    expect(createRng(scriptedSource([2 ** 32 - 2])).int(3)).toBe((2 ** 32 - 2) % 3);
  });

  it('refuses a source that does not give uint32 values', () => {
    expect(() => createRng(() => -1).int(6)).toThrow(RangeError);
    expect(() => createRng(() => 2 ** 32).int(6)).toThrow(RangeError);
  });

  it('uses a Wilson–Hilferty critical value close to the chi-square table', () => {
    const table: [number, number][] = [
      [2, 9.21],
      [5, 15.086],
      [12, 26.217],
      [30, 50.892],
      [36, 58.619],
      [63, 92.01],
    ];
    for (const [k, exact] of table) expect(Math.abs(chiSquareCritical99(k) / exact - 1)).toBeLessThan(0.005);
  });
});

describe('chi-square at 99 % on 10^6 draws', () => {
  it('finds rng.int(n) uniform for n = 6, 37, the reel lengths and n ≈ 2^32·2/3', () => {
    const rng = createRng();
    const sizes = [...new Set([6, 37, ...REEL_STRIPS.map((s) => s.length)])];
    expectAllPass(withOneRetry(() => [...sizes.map((n) => intCheck(rng, n)), intCheck(rng, TWO_THIRDS_OF_2_32, 10)]));
  });

  it('finds every reel stop of real spins uniform', () => {
    const rng = createRng();
    expectAllPass(
      withOneRetry(() => {
        const counts = REEL_STRIPS.map((strip) => new Float64Array(strip.length));
        for (let i = 0; i < DRAWS; i += 1) {
          spin(rng, 20n).stops.forEach((stop, reel) => tally(counts[reel], stop));
        }
        return counts.map((c, reel) => chiSquare(`reel ${reel + 1} stops`, c, uniform(c.length)));
      }),
    );
  });

  it('finds the first card rank of dealt baccarat rounds uniform and outcomes at their exact odds', () => {
    const rng = createRng();
    const winners = ['PLAYER', 'BANKER', 'TIE'] as const;
    expectAllPass(
      withOneRetry(() => {
        const ranks = new Float64Array(13);
        const outcomes = new Float64Array(3);
        for (let i = 0; i < DRAWS; i += 1) {
          const round = deal(rng);
          tally(ranks, (round.playerCards[0]?.rank ?? 0) - 1);
          tally(outcomes, winners.indexOf(round.winner));
        }
        // An 8-deck shoe holds 32 of each rank, so the first card's rank is uniform over 13.
        const p = BACCARAT_PROBABILITIES;
        const total = p.PLAYER + p.BANKER + p.TIE; // 1 up to the published rounding
        return [
          chiSquare('first card rank', ranks, uniform(13)),
          chiSquare('round winner', outcomes, [p.PLAYER / total, p.BANKER / total, p.TIE / total]),
        ];
      }),
    );
  });

  it('fails a modulo-biased generator (negative control: the check can fail)', () => {
    // uint8 % 6: 256 = 6·42 + 4, so 0–3 come up 43/256 of the time and 4–5 only 42/256.
    const small = withOneRetry(() => [intCheck(moduloRng(uint8Source()), 6)]);
    // uint32 % n for n ≈ 2^32·2/3: the lower half of the range is twice as likely.
    const large = withOneRetry(() => [intCheck(moduloRng(cryptoUint32Source()), TWO_THIRDS_OF_2_32, 10)]);
    for (const r of [...small, ...large])
      expect(r.pass, `${r.name} should fail: χ² ${r.statistic.toFixed(1)}`).toBe(false);
  });
});
