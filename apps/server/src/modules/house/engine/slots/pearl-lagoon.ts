import type { SlotDefinition } from '../slot-definition.js';

/**
 * "Pearl Lagoon": an undersea video slot, 5 reels × 4 rows and 40 fixed lines. The wild stands in
 * for every symbol but the pearl (the scatter, paid anywhere on the total bet); a reel shows at
 * most one pearl. Lower volatility than the others: many small wins over 40 lines.
 */
// prettier-ignore
const STRIPS: readonly (readonly string[])[] = [
  // Reel 1: 41 stops
  [
    'SHELL', 'FISH', 'TURTLE', 'K', 'K', 'J', 'J', 'Q', 'J', 'SHELL', 'A', 'FISH', 'Q', 'SHELL',
    'A', 'STARFISH', 'PEARL', 'A', 'J', 'K', 'Q', 'A', 'STARFISH', 'FISH', 'Q', 'PEARL', 'J', 'STARFISH',
    'J', 'TURTLE', 'A', 'K', 'K', 'TURTLE', 'SHELL', 'STARFISH', 'WILD', 'J', 'K', 'Q', 'Q',
  ],
  // Reel 2: 43 stops
  [
    'A', 'K', 'FISH', 'STARFISH', 'SHELL', 'WILD', 'Q', 'WILD', 'K', 'J', 'J', 'STARFISH', 'J', 'STARFISH',
    'TURTLE', 'A', 'FISH', 'WILD', 'FISH', 'J', 'Q', 'J', 'SHELL', 'Q', 'K', 'Q', 'K', 'Q',
    'K', 'STARFISH', 'A', 'PEARL', 'TURTLE', 'J', 'A', 'Q', 'A', 'J', 'K', 'SHELL', 'PEARL', 'SHELL',
    'TURTLE',
  ],
  // Reel 3: 43 stops
  [
    'J', 'STARFISH', 'Q', 'K', 'FISH', 'SHELL', 'J', 'TURTLE', 'J', 'A', 'STARFISH', 'SHELL', 'K', 'Q',
    'FISH', 'SHELL', 'K', 'J', 'K', 'TURTLE', 'A', 'STARFISH', 'PEARL', 'SHELL', 'K', 'TURTLE', 'K', 'J',
    'WILD', 'A', 'Q', 'J', 'WILD', 'PEARL', 'Q', 'J', 'A', 'FISH', 'STARFISH', 'Q', 'Q', 'A',
    'WILD',
  ],
  // Reel 4: 43 stops
  [
    'Q', 'FISH', 'PEARL', 'J', 'WILD', 'FISH', 'WILD', 'Q', 'J', 'K', 'TURTLE', 'K', 'A', 'A',
    'SHELL', 'A', 'STARFISH', 'J', 'Q', 'STARFISH', 'SHELL', 'K', 'J', 'STARFISH', 'K', 'STARFISH', 'Q', 'A',
    'WILD', 'PEARL', 'J', 'TURTLE', 'Q', 'K', 'SHELL', 'Q', 'SHELL', 'J', 'TURTLE', 'K', 'A', 'J',
    'FISH',
  ],
  // Reel 5: 44 stops
  [
    'J', 'A', 'J', 'FISH', 'SHELL', 'J', 'K', 'K', 'STARFISH', 'Q', 'K', 'PEARL', 'STARFISH', 'J',
    'K', 'PEARL', 'J', 'J', 'A', 'WILD', 'K', 'FISH', 'Q', 'SHELL', 'TURTLE', 'STARFISH', 'SHELL', 'Q',
    'J', 'STARFISH', 'Q', 'TURTLE', 'Q', 'A', 'SHELL', 'TURTLE', 'J', 'A', 'A', 'K', 'WILD', 'Q',
    'FISH', 'WILD',
  ],
];

export const PEARL_LAGOON: SlotDefinition = {
  id: 'pearl-lagoon',
  name: 'Pearl Lagoon',
  symbols: ['WILD', 'PEARL', 'TURTLE', 'FISH', 'SHELL', 'STARFISH', 'A', 'K', 'Q', 'J'],
  wild: 'WILD',
  scatter: 'PEARL',
  rows: 4,
  strips: STRIPS,
  paylines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
    [3, 3, 3, 3, 3],
    [0, 1, 2, 1, 0],
    [1, 2, 3, 2, 1],
    [3, 2, 1, 2, 3],
    [2, 1, 0, 1, 2],
    [0, 1, 0, 1, 0],
    [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2],
    [2, 3, 2, 3, 2],
    [3, 2, 3, 2, 3],
    [0, 0, 1, 0, 0],
    [0, 1, 1, 1, 0],
    [1, 0, 0, 0, 1],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [1, 2, 2, 2, 1],
    [2, 1, 1, 1, 2],
    [2, 2, 1, 2, 2],
    [2, 2, 3, 2, 2],
    [2, 3, 3, 3, 2],
    [3, 2, 2, 2, 3],
    [3, 3, 2, 3, 3],
    [0, 0, 0, 0, 1],
    [0, 0, 0, 1, 1],
    [0, 0, 1, 1, 1],
    [0, 1, 1, 1, 1],
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 1, 1, 0, 0],
    [1, 1, 1, 1, 0],
    [1, 1, 1, 1, 2],
    [1, 1, 1, 2, 2],
    [1, 1, 2, 2, 2],
    [1, 2, 2, 2, 2],
    [2, 1, 1, 1, 1],
    [2, 2, 1, 1, 1],
  ],
  linePays: {
    WILD: [50, 250, 1000],
    TURTLE: [40, 200, 800],
    FISH: [30, 120, 500],
    SHELL: [20, 80, 300],
    STARFISH: [15, 60, 240],
    A: [10, 30, 120],
    K: [8, 25, 100],
    Q: [6, 20, 80],
    J: [5, 15, 60],
  },
  scatterPays: [2, 10, 40],
  bets: ['0.40', '0.80', '2.00', '4.00', '8.00', '20.00', '40.00', '100.00'],
  // Exact from computeRtp over all 143,430,628 stop combinations; slot.test.ts recomputes them.
  published: {
    rtp: 0.952762,
    rtpFraction: { numerator: 34_163_826n, denominator: 35_857_657n },
    variance: 4.766515,
    hitFrequency: 0.538905,
  },
};
