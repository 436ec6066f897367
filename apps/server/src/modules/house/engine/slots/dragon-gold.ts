import type { SlotDefinition } from '../slot-definition.js';
import { threeRowLines } from './three-row-lines.js';

/**
 * "Dragon's Gold": a lucky-charms video slot, 5 reels × 3 rows and 25 fixed lines. The wild stands
 * in for every symbol but the gold coin (the scatter, paid anywhere on the total bet); a reel
 * shows at most one coin.
 */
// prettier-ignore
const STRIPS: readonly (readonly string[])[] = [
  // Reel 1: 43 stops
  [
    'Q', 'INGOT', 'FAN', 'LANTERN', 'INGOT', 'TEN', 'Q', 'Q', 'J', 'TEN', 'WILD', 'J', 'J', 'J',
    'A', 'FAN', 'K', 'TEN', 'WILD', 'K', 'INGOT', 'JADE', 'A', 'FAN', 'Q', 'TEN', 'WILD', 'TEN',
    'A', 'JADE', 'COIN', 'A', 'Q', 'COIN', 'J', 'FAN', 'TEN', 'JADE', 'LANTERN', 'K', 'K', 'K',
    'TEN',
  ],
  // Reel 2: 43 stops
  [
    'Q', 'J', 'FAN', 'Q', 'Q', 'COIN', 'JADE', 'K', 'WILD', 'TEN', 'A', 'JADE', 'LANTERN', 'J',
    'K', 'Q', 'J', 'INGOT', 'WILD', 'COIN', 'LANTERN', 'TEN', 'K', 'A', 'Q', 'J', 'A', 'FAN',
    'JADE', 'FAN', 'INGOT', 'TEN', 'WILD', 'J', 'TEN', 'K', 'A', 'TEN', 'TEN', 'INGOT', 'K', 'TEN',
    'FAN',
  ],
  // Reel 3: 43 stops
  [
    'J', 'K', 'TEN', 'K', 'J', 'J', 'INGOT', 'TEN', 'FAN', 'Q', 'Q', 'WILD', 'FAN', 'LANTERN',
    'COIN', 'A', 'JADE', 'LANTERN', 'K', 'FAN', 'TEN', 'K', 'A', 'COIN', 'FAN', 'K', 'Q', 'INGOT',
    'J', 'Q', 'JADE', 'J', 'A', 'Q', 'TEN', 'TEN', 'WILD', 'JADE', 'TEN', 'INGOT', 'WILD', 'TEN',
    'A',
  ],
  // Reel 4: 43 stops
  [
    'Q', 'INGOT', 'Q', 'J', 'J', 'A', 'J', 'LANTERN', 'K', 'Q', 'TEN', 'TEN', 'TEN', 'INGOT',
    'JADE', 'WILD', 'K', 'FAN', 'K', 'FAN', 'A', 'TEN', 'K', 'JADE', 'FAN', 'COIN', 'J', 'K',
    'WILD', 'FAN', 'Q', 'LANTERN', 'JADE', 'TEN', 'TEN', 'A', 'J', 'INGOT', 'WILD', 'TEN', 'COIN', 'Q',
    'A',
  ],
  // Reel 5: 43 stops
  [
    'TEN', 'J', 'TEN', 'Q', 'JADE', 'COIN', 'WILD', 'TEN', 'TEN', 'Q', 'A', 'FAN', 'INGOT', 'A',
    'TEN', 'K', 'J', 'FAN', 'J', 'WILD', 'JADE', 'K', 'FAN', 'INGOT', 'J', 'A', 'K', 'WILD',
    'J', 'TEN', 'K', 'Q', 'A', 'TEN', 'Q', 'JADE', 'FAN', 'INGOT', 'LANTERN', 'Q', 'K', 'LANTERN',
    'COIN',
  ],
];

export const DRAGON_GOLD: SlotDefinition = {
  id: 'dragon-gold',
  name: "Dragon's Gold",
  symbols: ['WILD', 'COIN', 'LANTERN', 'INGOT', 'JADE', 'FAN', 'A', 'K', 'Q', 'J', 'TEN'],
  wild: 'WILD',
  scatter: 'COIN',
  rows: 3,
  strips: STRIPS,
  paylines: threeRowLines(25),
  linePays: {
    WILD: [80, 400, 2000],
    LANTERN: [45, 180, 900],
    INGOT: [30, 120, 500],
    JADE: [25, 80, 300],
    FAN: [20, 60, 200],
    A: [12, 30, 120],
    K: [10, 25, 100],
    Q: [8, 20, 80],
    J: [6, 16, 60],
    TEN: [5, 12, 50],
  },
  scatterPays: [3, 15, 60],
  bets: ['0.25', '0.50', '1.25', '2.50', '5.00', '12.50', '25.00', '50.00', '100.00'],
  // Exact from computeRtp over all 147,008,443 stop combinations; slot.test.ts recomputes them.
  published: {
    rtp: 0.947705,
    rtpFraction: { numerator: 139_320_696n, denominator: 147_008_443n },
    variance: 5.799544,
    hitFrequency: 0.477859,
  },
};
