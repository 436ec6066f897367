import { createHash, createHmac, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairWords, fairBlockMessage } from './fair-fns.js';
import { FAST_DRAW, type FastFamily } from './fast-games.js';

// Issue 20 "Must show": each fast game's mapping over 10^6 draws passes chi-square at 99 %. The
// draws are real derivations (HMAC-SHA256 of one seed over 10^6 issue codes), so this takes a
// few seconds a family; it has a file of its own to run beside the other tests.
const TIMEOUT_MS = 300_000;

function draw(family: FastFamily, issue: string, seed: Buffer): number[] {
  const key = createSecretKey(seed);
  return FAST_DRAW[family](new FairWords((i) => createHmac('sha256', key).update(fairBlockMessage(issue, i)).digest()));
}

/** The chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/** The 99 % critical value of chi-square with `df` degrees of freedom (Wilson–Hilferty). */
function critical99(df: number): number {
  const z = 2.3263;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

const DRAWS = 1_000_000;

describe('draw fairness: chi-square over 10^6 draws at the 99 % level', () => {
  // Each family's mapping over consecutive issue codes of one seed: per place, every value
  // equally often; for K3 every one of the 216 ordered outcomes equally often.
  const tally = (family: FastFamily, places: number, values: number, offset: number) => {
    const counts = Array.from({ length: places }, () => new Array<number>(values).fill(0));
    const seed = createHash('sha256').update(`fairness ${family}`).digest();
    for (let i = 0; i < DRAWS; i++) {
      const result = draw(family, `F${i}`, seed);
      for (let p = 0; p < places; p++) counts[p]![result[p]! - offset]! += 1;
    }
    return counts;
  };

  it.each([
    ['SSC', 5, 10, 0],
    ['PK10', 10, 10, 1],
    ['11X5', 5, 11, 1],
  ] as const)(
    '%s: each place takes each value equally often',
    (family, places, values, offset) => {
      for (const counts of tally(family, places, values, offset)) {
        expect(chiSquare(counts)).toBeLessThan(critical99(values - 1));
      }
    },
    TIMEOUT_MS,
  );

  it(
    'K3: each of the 216 ordered outcomes equally often',
    () => {
      const counts = new Array<number>(216).fill(0);
      const seed = createHash('sha256').update('fairness K3').digest();
      for (let i = 0; i < DRAWS; i++) {
        const [a, b, c] = draw('K3', `F${i}`, seed) as [number, number, number];
        counts[(a - 1) * 36 + (b - 1) * 6 + (c - 1)]! += 1;
      }
      expect(chiSquare(counts)).toBeLessThan(critical99(215));
    },
    TIMEOUT_MS,
  );
});
