import type { SlotDefinition } from '../slot-definition.js';
import { threeRowLines } from './three-row-lines.js';

/**
 * "Pharaoh's Sun": an ancient-Egypt video slot, 5 reels × 3 rows and 10 fixed lines, with fewer and
 * larger wins than the others. The wild stands in for every symbol but the pyramid (the scatter,
 * paid anywhere on the total bet); a reel shows at most one pyramid.
 */
// prettier-ignore
const STRIPS: readonly (readonly string[])[] = [
  // Reel 1: 35 stops
  [
    'J', 'K', 'A', 'TEN', 'TEN', 'TEN', 'Q', 'K', 'J', 'EYE', 'Q', 'J', 'WILD', 'K',
    'Q', 'A', 'SCARAB', 'J', 'PYRAMID', 'ANKH', 'TEN', 'K', 'WILD', 'PYRAMID', 'SCARAB', 'ANKH', 'SCARAB', 'TEN',
    'A', 'Q', 'Q', 'EYE', 'ANKH', 'A', 'J',
  ],
  // Reel 2: 36 stops
  [
    'WILD', 'J', 'ANKH', 'Q', 'SCARAB', 'TEN', 'TEN', 'Q', 'PYRAMID', 'Q', 'ANKH', 'Q', 'TEN', 'SCARAB',
    'EYE', 'K', 'EYE', 'ANKH', 'J', 'A', 'TEN', 'TEN', 'A', 'K', 'K', 'PYRAMID', 'SCARAB', 'J',
    'WILD', 'J', 'A', 'Q', 'A', 'J', 'WILD', 'K',
  ],
  // Reel 3: 36 stops
  [
    'PYRAMID', 'J', 'EYE', 'ANKH', 'Q', 'ANKH', 'TEN', 'SCARAB', 'J', 'A', 'PYRAMID', 'TEN', 'K', 'A',
    'EYE', 'A', 'K', 'A', 'Q', 'TEN', 'TEN', 'WILD', 'Q', 'K', 'TEN', 'ANKH', 'J', 'WILD',
    'K', 'Q', 'J', 'SCARAB', 'Q', 'SCARAB', 'J', 'WILD',
  ],
  // Reel 4: 36 stops
  [
    'A', 'J', 'SCARAB', 'K', 'SCARAB', 'Q', 'EYE', 'K', 'WILD', 'J', 'Q', 'SCARAB', 'PYRAMID', 'A',
    'A', 'TEN', 'Q', 'J', 'ANKH', 'WILD', 'ANKH', 'WILD', 'K', 'TEN', 'Q', 'A', 'TEN', 'TEN',
    'PYRAMID', 'Q', 'ANKH', 'K', 'J', 'TEN', 'EYE', 'J',
  ],
  // Reel 5: 36 stops
  [
    'TEN', 'A', 'ANKH', 'EYE', 'Q', 'TEN', 'ANKH', 'SCARAB', 'K', 'J', 'TEN', 'TEN', 'K', 'WILD',
    'ANKH', 'A', 'Q', 'SCARAB', 'Q', 'J', 'EYE', 'WILD', 'PYRAMID', 'Q', 'A', 'A', 'PYRAMID', 'J',
    'SCARAB', 'TEN', 'Q', 'K', 'J', 'WILD', 'K', 'J',
  ],
];

export const PHARAOH_SUN: SlotDefinition = {
  id: 'pharaoh-sun',
  name: "Pharaoh's Sun",
  symbols: ['WILD', 'PYRAMID', 'EYE', 'ANKH', 'SCARAB', 'A', 'K', 'Q', 'J', 'TEN'],
  wild: 'WILD',
  scatter: 'PYRAMID',
  rows: 3,
  strips: STRIPS,
  paylines: threeRowLines(10),
  linePays: {
    WILD: [50, 250, 2000],
    EYE: [22, 110, 550],
    ANKH: [20, 80, 400],
    SCARAB: [15, 50, 200],
    A: [10, 25, 100],
    K: [8, 20, 80],
    Q: [6, 15, 60],
    J: [5, 12, 50],
    TEN: [4, 10, 40],
  },
  scatterPays: [4, 20, 100],
  bets: ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  // Exact from computeRtp over all 58,786,560 stop combinations; slot.test.ts recomputes them.
  published: {
    rtp: 0.968088,
    rtpFraction: { numerator: 14_227_639n, denominator: 14_696_640n },
    variance: 10.313586,
    hitFrequency: 0.362838,
  },
};
