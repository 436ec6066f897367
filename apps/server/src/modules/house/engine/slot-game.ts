/**
 * "Fortuna Fruits": the published definition of the house video slot (5 reels × 3 rows, 20 fixed
 * lines). Everything a player or regulator needs to recompute the return is here as data: the
 * symbols, the five reel strips, the lines and the pay table. `slot.ts` plays it and
 * `slot-rtp.ts` computes its exact return from these same tables.
 */

import type { SlotDefinition } from './slot-definition.js';
import { threeRowLines } from './slots/three-row-lines.js';

export const SLOT_NAME = 'Fortuna Fruits';
export const ROWS = 3;

/** Symbol ids in pay order. WILD stands in for every line symbol except STAR (the scatter). */
export const SYMBOLS = ['WILD', 'STAR', 'SEVEN', 'BELL', 'MELON', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD: SlotSymbol = 'WILD';
export const SCATTER: SlotSymbol = 'STAR';

/**
 * Line pays as multiples of the line bet for 3, 4 and 5 of a kind on consecutive reels from the
 * leftmost. WILD's own row pays a line of wilds only; a line with wilds and one other symbol pays
 * as that symbol, and the better of the two is paid when both read the line.
 */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'STAR'>, readonly [number, number, number]>> = {
  WILD: [50, 200, 1000],
  SEVEN: [25, 100, 400],
  BELL: [15, 50, 200],
  MELON: [10, 30, 120],
  PLUM: [8, 25, 100],
  ORANGE: [5, 15, 60],
  LEMON: [4, 10, 40],
  CHERRY: [3, 8, 30],
};

/** STAR pays anywhere in the window, as a multiple of the total bet, for 3, 4 or 5 stars. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/**
 * The 20 lines, each the row (0 top, 1 middle, 2 bottom) read on reels 1 … 5. Line 1 is the middle row.
 */
export const PAYLINES = threeRowLines(20);

/**
 * Reel strips, read top to bottom and wrapping around: a stop `s` shows strip[s], strip[s+1] and
 * strip[s+2] (mod length) in rows 0, 1, 2. Stars sit at least three apart on every strip, so a
 * reel shows at most one star.
 */
// prettier-ignore
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  // Reel 1: 31 stops
  [
    'CHERRY', 'LEMON', 'PLUM', 'ORANGE', 'BELL', 'MELON', 'WILD', 'CHERRY', 'STAR', 'SEVEN', 'LEMON', 'PLUM', 'ORANGE', 'CHERRY', 'BELL', 'LEMON',
    'MELON', 'CHERRY', 'PLUM', 'ORANGE', 'LEMON', 'WILD', 'STAR', 'CHERRY', 'SEVEN', 'BELL', 'MELON', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY',
  ],
  // Reel 2: 32 stops
  [
    'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'MELON', 'CHERRY', 'BELL', 'WILD', 'LEMON', 'SEVEN', 'STAR', 'CHERRY', 'ORANGE', 'PLUM', 'LEMON', 'MELON',
    'CHERRY', 'BELL', 'WILD', 'ORANGE', 'PLUM', 'LEMON', 'CHERRY', 'SEVEN', 'STAR', 'MELON', 'ORANGE', 'CHERRY', 'LEMON', 'PLUM', 'BELL', 'WILD',
  ],
  // Reel 3: 32 stops
  [
    'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'MELON', 'CHERRY', 'LEMON', 'BELL', 'WILD', 'ORANGE', 'PLUM', 'MELON', 'CHERRY', 'LEMON', 'SEVEN', 'STAR',
    'BELL', 'ORANGE', 'CHERRY', 'PLUM', 'LEMON', 'MELON', 'WILD', 'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'MELON', 'BELL', 'SEVEN', 'STAR', 'WILD',
  ],
  // Reel 4: 31 stops
  [
    'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'CHERRY', 'LEMON', 'MELON', 'BELL', 'ORANGE', 'CHERRY', 'PLUM', 'LEMON', 'WILD', 'SEVEN', 'STAR', 'CHERRY',
    'MELON', 'ORANGE', 'LEMON', 'PLUM', 'BELL', 'WILD', 'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'MELON', 'BELL', 'SEVEN', 'STAR', 'WILD',
  ],
  // Reel 5: 31 stops
  [
    'CHERRY', 'LEMON', 'CHERRY', 'ORANGE', 'PLUM', 'LEMON', 'CHERRY', 'MELON', 'ORANGE', 'BELL', 'LEMON', 'CHERRY', 'PLUM', 'SEVEN', 'CHERRY', 'LEMON',
    'ORANGE', 'MELON', 'PLUM', 'STAR', 'BELL', 'CHERRY', 'WILD', 'LEMON', 'ORANGE', 'PLUM', 'MELON', 'BELL', 'SEVEN', 'STAR', 'WILD',
  ],
];

/**
 * The published return to player, exactly 29,399,432 / 30,505,984 = 96.3727 % (to 6 decimals here),
 * as `computeRtp()` derives it by walking all 30,505,984 stop combinations; `slot.test.ts` recomputes
 * it, so the strips or pay table cannot change without this number changing.
 */
export const publishedRtp = 0.963727;
export const publishedRtpFraction = { numerator: 29_399_432n, denominator: 30_505_984n } as const;

/**
 * Variance of one spin's win / total bet (exact, 6 decimals): standard deviation ≈ 2.167 total bets.
 * Over 10^7 spins the standard error of the measured return is 2.167 / √10^7 ≈ 0.069 percentage
 * points, so a ±0.5 pp tolerance is about 7.3 standard errors (a false alarm odds ~10^-12).
 */
export const publishedVariance = 4.695183;
/** Share of spins that pay anything (many pay less than the bet). */
export const publishedHitFrequency = 0.632479;

/** Total bets a spin may take (each a multiple of 20 minor units: one equal bet per line). */
export const FORTUNA_FRUITS_BETS = [
  '0.20',
  '0.40',
  '1.00',
  '2.00',
  '4.00',
  '10.00',
  '20.00',
  '50.00',
  '100.00',
] as const;

export const FORTUNA_FRUITS: SlotDefinition = {
  id: 'fortuna-fruits',
  name: SLOT_NAME,
  symbols: SYMBOLS,
  wild: WILD,
  scatter: SCATTER,
  rows: ROWS,
  strips: REEL_STRIPS,
  paylines: PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: SCATTER_PAYS,
  bets: FORTUNA_FRUITS_BETS,
  published: {
    rtp: publishedRtp,
    rtpFraction: publishedRtpFraction,
    variance: publishedVariance,
    hitFrequency: publishedHitFrequency,
  },
};
