import { REELS } from './slot-definition.js';
import { FORTUNA_FRUITS_COMPILED } from './slot.js';
import type { CompiledSlot } from './slot.js';

/**
 * The exact return of a slot over every equally likely stop combination (∏ strip lengths of
 * them). Wins are counted in line bets, so every win is an integer and the sums below are exact.
 * Return is win / total bet = win in line bets / line count.
 */
export type SlotReturn = {
  combinations: number;
  /** Σ win and Σ win² over all combinations, in line bets. */
  winSum: bigint;
  winSquareSum: bigint;
  /** Combinations that pay anything. */
  winningCombinations: number;
  /** Expected return per unit of total bet (0.95 = 95 %). */
  rtp: number;
  /** Variance of (win / total bet) for one spin; its square root is the per-spin standard deviation. */
  variance: number;
  hitFrequency: number;
};

/**
 * Walks all stop combinations exactly. A line pays only when reels 1–3 already form a 3-run, so
 * for each of the ∏(L1..L3) heads only the lines alive after reel 3 are read against the L4 × L5
 * tails; heads with no live line need only the tails' star counts. That keeps the full walk
 * (about 52 million combinations) to a second or two while still giving the exact second moment,
 * which the per-line shortcut cannot (lines share cells, so their pays are correlated).
 */
export function computeRtp(slot: CompiledSlot = FORTUNA_FRUITS_COMPILED): SlotReturn {
  const [r0, r1, r2, r3, r4] = slot.strips.map((strip) => windowsOf(slot, strip));
  if (!r0 || !r1 || !r2 || !r3 || !r4) throw new Error(`a slot needs ${REELS} strips`);
  const lines = slot.def.paylines;
  const { symbolCount: K, rows: R } = slot;
  const scatterInLines = slot.scatterMultiplier.map((m) => m * slot.lineCount);
  const prefixAlive = livePrefixes(slot);

  // Tails (reels 4 and 5) grouped by star count, for heads where no line is alive.
  const tailsByStars: number[] = [];
  for (const a of r3.stars) for (const b of r4.stars) tailsByStars[a + b] = (tailsByStars[a + b] ?? 0) + 1;

  let winSum = 0;
  let winSquareSum = 0;
  let winning = 0;
  const alive: number[] = [];
  for (let s0 = 0; s0 < r0.length; s0 += 1) {
    for (let s1 = 0; s1 < r1.length; s1 += 1) {
      for (let s2 = 0; s2 < r2.length; s2 += 1) {
        const headStars = (r0.stars[s0] ?? 0) + (r1.stars[s1] ?? 0) + (r2.stars[s2] ?? 0);
        alive.length = 0;
        for (let l = 0; l < lines.length; l += 1) {
          const rows = lines[l] ?? [];
          const prefix =
            ((r0.cells[s0 * R + (rows[0] ?? 0)] ?? 0) * K + (r1.cells[s1 * R + (rows[1] ?? 0)] ?? 0)) * K +
            (r2.cells[s2 * R + (rows[2] ?? 0)] ?? 0);
          if (prefixAlive[prefix] === 1) alive.push(l, prefix * K * K);
        }
        if (alive.length === 0) {
          tailsByStars.forEach((count, tailStars) => {
            const win = scatterInLines[headStars + tailStars] ?? 0;
            if (win > 0) {
              winSum += count * win;
              winSquareSum += count * win * win;
              winning += count;
            }
          });
          continue;
        }
        for (let s3 = 0; s3 < r3.length; s3 += 1) {
          for (let s4 = 0; s4 < r4.length; s4 += 1) {
            let win = scatterInLines[headStars + (r3.stars[s3] ?? 0) + (r4.stars[s4] ?? 0)] ?? 0;
            for (let i = 0; i < alive.length; i += 2) {
              const rows = lines[alive[i] ?? 0] ?? [];
              const key =
                (alive[i + 1] ?? 0) +
                (r3.cells[s3 * R + (rows[3] ?? 0)] ?? 0) * K +
                (r4.cells[s4 * R + (rows[4] ?? 0)] ?? 0);
              win += slot.lineMultiplier[key] ?? 0;
            }
            if (win > 0) {
              winSum += win;
              winSquareSum += win * win;
              winning += 1;
            }
          }
        }
      }
    }
  }
  // Both sums only grow, so if the totals are safe integers every partial sum was exact too.
  if (!Number.isSafeInteger(winSum) || !Number.isSafeInteger(winSquareSum))
    throw new Error('return sums exceed exact integer range');
  const combinations = r0.length * r1.length * r2.length * r3.length * r4.length;
  return momentsOf(slot.lineCount, combinations, BigInt(winSum), BigInt(winSquareSum), winning);
}

function momentsOf(
  lineCount: number,
  combinations: number,
  winSum: bigint,
  winSquareSum: bigint,
  winningCombinations: number,
): SlotReturn {
  const n = BigInt(combinations);
  const lines = BigInt(lineCount);
  // Var = E[X²] − E[X]² with X = win / total bet, kept as one exact fraction until the end.
  const varianceNumerator = n * winSquareSum - winSum * winSum;
  const varianceDenominator = n * n * lines * lines;
  return {
    combinations,
    winSum,
    winSquareSum,
    winningCombinations,
    rtp: ratio(winSum, n * lines),
    variance: ratio(varianceNumerator, varianceDenominator),
    hitFrequency: winningCombinations / combinations,
  };
}

/** numerator / denominator as a double, correct to well beyond the digits we publish. */
function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}

/**
 * The expected return alone, by a second independent route: for a uniform stop every row of a reel
 * shows each strip position equally often, so one line's pay depends only on each reel's symbol
 * counts (the reels are independent); stars are convolved per reel. Used to cross-check `computeRtp`.
 */
export function computeRtpFromSymbolCounts(slot: CompiledSlot = FORTUNA_FRUITS_COMPILED): {
  numerator: bigint;
  denominator: bigint;
  rtp: number;
} {
  const K = slot.symbolCount;
  const counts = slot.strips.map((strip) => {
    const c = new Array<number>(K).fill(0);
    for (const id of strip) c[id] = (c[id] ?? 0) + 1;
    return c;
  });
  let lineSum = 0n;
  const size = K ** REELS;
  for (let key = 0; key < size; key += 1) {
    const multiplier = slot.lineMultiplier[key] ?? 0;
    if (multiplier === 0) continue;
    let weight = 1n;
    let rest = key;
    for (let reel = REELS - 1; reel >= 0; reel -= 1) {
      weight *= BigInt(counts[reel]?.[rest % K] ?? 0);
      rest = Math.floor(rest / K);
    }
    lineSum += weight * BigInt(multiplier);
  }
  // Star-count distribution over all stop combinations, reel by reel.
  let starWays: bigint[] = [1n];
  for (const strip of slot.strips) {
    const perReel = windowsOf(slot, strip).stars;
    const next: bigint[] = [];
    starWays.forEach((ways, k) => {
      for (const s of perReel) next[k + s] = (next[k + s] ?? 0n) + ways;
    });
    starWays = next;
  }
  const scatterSum = starWays.reduce((sum, ways, k) => sum + ways * BigInt(slot.scatterMultiplier[k] ?? 0), 0n);
  const denominator = slot.strips.reduce((d, strip) => d * BigInt(strip.length), 1n);
  // Each of the L lines returns E[multiplier] line bets = E[multiplier] / L total bets.
  const numerator = lineSum + scatterSum;
  return { numerator, denominator, rtp: ratio(numerator, denominator) };
}

/** Per stop: the symbol ids shown (cells[stop*rows + row]) and how many are scatters. */
function windowsOf(slot: CompiledSlot, strip: Uint8Array): { length: number; cells: Uint8Array; stars: number[] } {
  const R = slot.rows;
  const cells = new Uint8Array(strip.length * R);
  const stars: number[] = [];
  for (let stop = 0; stop < strip.length; stop += 1) {
    let count = 0;
    for (let row = 0; row < R; row += 1) {
      const id = strip[(stop + row) % strip.length] ?? 0;
      cells[stop * R + row] = id;
      if (id === slot.scatterId) count += 1;
    }
    stars.push(count);
  }
  return { length: strip.length, cells, stars };
}

/** prefix (3 symbol ids, base symbolCount) → 1 when some ending on reels 4–5 pays the line. */
function livePrefixes(slot: CompiledSlot): Uint8Array {
  const tail = slot.symbolCount * slot.symbolCount;
  const alive = new Uint8Array(slot.symbolCount ** 3);
  for (let key = 0; key < slot.lineMultiplier.length; key += 1) {
    if ((slot.lineMultiplier[key] ?? 0) > 0) alive[Math.floor(key / tail)] = 1;
  }
  return alive;
}
