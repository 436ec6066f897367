/**
 * What a house video slot is, as data: the engine (`slot.ts`) plays any definition and
 * `slot-rtp.ts` derives its exact return from the same tables, so a new slot is a new data file
 * (`slots/`), never new code. Every slot has five reels; rows, lines, symbols, strips, pays and
 * bets are the slot's own.
 */
export const REELS = 5;

/** Line pays as multiples of the line bet for 3, 4 and 5 of a kind. */
export type LinePays = readonly [number, number, number];

/** The exact published figures; the unit tests recompute every one from the tables. */
export type PublishedReturn = {
  /** Expected return per unit of total bet, to 6 decimals (0.963727 = 96.3727 %). */
  rtp: number;
  /** The same as an exact fraction (Σ win in total bets / combinations, reduced). */
  rtpFraction: { numerator: bigint; denominator: bigint };
  /** Variance of one spin's win / total bet, to 6 decimals. */
  variance: number;
  /** Share of spins that pay anything, to 6 decimals. */
  hitFrequency: number;
};

export type SlotDefinition = {
  /** Stable id (the client's theme and the session's game), e.g. 'fortuna-fruits'. */
  id: string;
  name: string;
  /** Symbol ids in pay order, the wild and the scatter among them. */
  symbols: readonly string[];
  /** Stands in for every line symbol but the scatter; a run of wilds alone pays its own row. */
  wild: string;
  /** Pays anywhere in the window on the total bet. */
  scatter: string;
  rows: number;
  /** One strip per reel, read top to bottom and wrapping: stop s shows strip[s … s+rows−1]. */
  strips: readonly (readonly string[])[];
  /** Each line: the row (0 = top) read on reels 1 … 5. */
  paylines: readonly (readonly number[])[];
  /** Every symbol but the scatter. */
  linePays: Readonly<Record<string, LinePays>>;
  /** Total-bet multiples for 3, 4 and 5 (or more) scatters. */
  scatterPays: LinePays;
  /** Total bets offered, as amounts; each a multiple of the line count in minor units. */
  bets: readonly string[];
  published: PublishedReturn;
};

/** Checks a definition's shape, so a data mistake fails at start-up, not in a round. */
export function checkDefinition(def: SlotDefinition): void {
  const fail = (why: string) => {
    throw new Error(`slot ${def.id}: ${why}`);
  };
  if (def.strips.length !== REELS) fail(`needs ${REELS} strips`);
  if (!def.symbols.includes(def.wild) || !def.symbols.includes(def.scatter)) fail('wild and scatter must be symbols');
  if (def.symbols.length > 16) fail('at most 16 symbols');
  for (const symbol of def.symbols)
    if (symbol !== def.scatter && !def.linePays[symbol]) fail(`no line pays for ${symbol}`);
  const lines = new Set(def.paylines.map((l) => l.join(',')));
  if (lines.size !== def.paylines.length) fail('lines must be distinct');
  for (const line of def.paylines)
    if (line.length !== REELS || line.some((row) => !Number.isInteger(row) || row < 0 || row >= def.rows))
      fail(`line ${line.join(',')} is off the window`);
  for (const strip of def.strips) {
    if (strip.length < def.rows) fail('a strip is shorter than the window');
    strip.forEach((symbol, i) => {
      if (!def.symbols.includes(symbol)) fail(`unknown symbol ${symbol}`);
      // A reel shows at most one scatter: scatters sit at least `rows` apart (wrapping).
      for (let k = 1; k < def.rows; k += 1)
        if (symbol === def.scatter && strip[(i + k) % strip.length] === def.scatter) fail('scatters too close');
    });
  }
}
