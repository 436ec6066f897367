import type { Rng } from './rng.js';
import { FORTUNA_FRUITS, LINE_COUNT, REELS, ROWS, SCATTER, SYMBOLS, WILD } from './slot-game.js';
import type { SlotDefinition, SlotSymbol } from './slot-game.js';

export type LineWin = { line: number; symbol: SlotSymbol; count: number; payMinor: bigint };
export type ScatterWin = { count: number; payMinor: bigint };
export type SpinResult = {
  /** Top-row strip index per reel. */
  stops: number[];
  /** window[reel][row], row 0 at the top. */
  window: SlotSymbol[][];
  lineWins: LineWin[];
  scatterWin: ScatterWin | null;
  totalWinMinor: bigint;
};

export class SlotBetError extends Error {}

const SYMBOL_COUNT = SYMBOLS.length;
const WILD_ID = SYMBOLS.indexOf(WILD);
const SCATTER_ID = SYMBOLS.indexOf(SCATTER);

/** What one line reads: the paying symbol, how many reels it covers, and the line-bet multiple (0: no win). */
export type LineRead = { symbol: number; count: number; multiplier: number };

/**
 * Reads one line of five symbol ids under the published rules: a win is 3+ matching symbols on
 * consecutive reels from the leftmost; WILD matches every symbol but STAR; a leading run of wilds
 * also pays as WILD, and the line pays the better of the two readings (never both).
 */
export function readLine(def: SlotDefinition, ids: readonly number[]): LineRead {
  let wilds = 0;
  while (wilds < REELS && ids[wilds] === WILD_ID) wilds += 1;
  const wildPay = wilds >= 3 ? payOf(def, WILD_ID, wilds) : 0;
  const first = ids[wilds];
  if (first === undefined || first === SCATTER_ID) {
    return { symbol: WILD_ID, count: wilds, multiplier: wildPay };
  }
  let count = wilds + 1;
  while (count < REELS && (ids[count] === first || ids[count] === WILD_ID)) count += 1;
  const symbolPay = count >= 3 ? payOf(def, first, count) : 0;
  return symbolPay >= wildPay
    ? { symbol: first, count, multiplier: symbolPay }
    : { symbol: WILD_ID, count: wilds, multiplier: wildPay };
}

function payOf(def: SlotDefinition, symbolId: number, count: number): number {
  const symbol = SYMBOLS[symbolId] as Exclude<SlotSymbol, 'STAR'>;
  return def.linePays[symbol][count - 3] ?? 0;
}

/** A definition turned into numeric tables, so one spin is a few array reads per line. */
export type CompiledSlot = {
  def: SlotDefinition;
  /** strips[reel][index] → symbol id. */
  strips: Uint8Array[];
  /** Line reads for every five-symbol tuple, keyed by base-SYMBOL_COUNT digits (reel 1 most significant). */
  lineMultiplier: Int32Array;
  lineSymbol: Uint8Array;
  lineCount: Uint8Array;
  /** scatterMultiplier[k]: total-bet multiple for k stars in the window. */
  scatterMultiplier: number[];
};

export function compileSlot(def: SlotDefinition): CompiledSlot {
  if (def.strips.length !== REELS) throw new Error(`a slot needs ${REELS} strips`);
  if (def.paylines.length !== LINE_COUNT) throw new Error(`a slot needs ${LINE_COUNT} lines`);
  const strips = def.strips.map((strip) => Uint8Array.from(strip, (s) => SYMBOLS.indexOf(s)));
  const size = SYMBOL_COUNT ** REELS;
  const lineMultiplier = new Int32Array(size);
  const lineSymbol = new Uint8Array(size);
  const lineCount = new Uint8Array(size);
  const ids = [0, 0, 0, 0, 0];
  for (let key = 0; key < size; key += 1) {
    let rest = key;
    for (let reel = REELS - 1; reel >= 0; reel -= 1) {
      ids[reel] = rest % SYMBOL_COUNT;
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    const read = readLine(def, ids);
    lineMultiplier[key] = read.multiplier;
    lineSymbol[key] = read.symbol;
    lineCount[key] = read.count;
  }
  const scatterMultiplier = Array.from({ length: REELS * ROWS + 1 }, (_, k) =>
    k >= 3 ? (def.scatterPays[Math.min(k, 5) - 3] ?? 0) : 0,
  );
  return { def, strips, lineMultiplier, lineSymbol, lineCount, scatterMultiplier };
}

export const FORTUNA_FRUITS_COMPILED = compileSlot(FORTUNA_FRUITS);

/**
 * The total bet is spread over the 20 lines, so it must be a positive multiple of 20 minor units:
 * every pay is then an exact integer (line bet × multiplier, total bet × scatter multiplier) and
 * the paid return equals the published one with no rounding.
 */
export function lineBetOf(totalBetMinor: bigint): bigint {
  if (typeof totalBetMinor !== 'bigint' || totalBetMinor <= 0n)
    throw new SlotBetError('the total bet must be a positive amount');
  if (totalBetMinor % BigInt(LINE_COUNT) !== 0n) {
    throw new SlotBetError(`the total bet must be a multiple of ${LINE_COUNT} minor units (one equal bet per line)`);
  }
  return totalBetMinor / BigInt(LINE_COUNT);
}

/** One spin: an independent uniform stop per reel from `rng`, then the pays for that window. */
export function spin(rng: Rng, totalBetMinor: bigint, slot: CompiledSlot = FORTUNA_FRUITS_COMPILED): SpinResult {
  lineBetOf(totalBetMinor);
  const stops = slot.strips.map((strip) => rng.int(strip.length));
  return evaluateStops(stops, totalBetMinor, slot);
}

/** The window and pays for given stops; pure, so a recorded round can be replayed and audited. */
export function evaluateStops(
  stops: readonly number[],
  totalBetMinor: bigint,
  slot: CompiledSlot = FORTUNA_FRUITS_COMPILED,
): SpinResult {
  if (stops.length !== REELS) throw new Error(`need ${REELS} stops`);
  const window = slot.strips.map((strip, reel) => {
    const stop = stops[reel] ?? -1;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length)
      throw new RangeError(`stop ${stop} is off reel ${reel + 1}`);
    return [0, 1, 2].map((row) => SYMBOLS[strip[(stop + row) % strip.length] ?? 0] ?? WILD);
  });
  return { stops: [...stops], ...evaluateWindow(window, totalBetMinor, slot) };
}

/** Pays for a window (window[reel][row]) under the slot's lines and pay table. */
export function evaluateWindow(
  window: readonly (readonly SlotSymbol[])[],
  totalBetMinor: bigint,
  slot: CompiledSlot = FORTUNA_FRUITS_COMPILED,
): Omit<SpinResult, 'stops'> {
  const lineBet = lineBetOf(totalBetMinor);
  if (window.length !== REELS || window.some((column) => column.length !== ROWS))
    throw new Error(`a window is ${REELS} reels × ${ROWS} rows`);
  const cells = window.map((column) =>
    column.map((symbol) => {
      const id = SYMBOLS.indexOf(symbol);
      if (id < 0) throw new Error(`unknown symbol ${symbol}`);
      return id;
    }),
  );
  const lineWins: LineWin[] = [];
  let lineMultiplierSum = 0;
  slot.def.paylines.forEach((rows, index) => {
    let key = 0;
    for (let reel = 0; reel < REELS; reel += 1) key = key * SYMBOL_COUNT + (cells[reel]?.[rows[reel] ?? 0] ?? 0);
    const multiplier = slot.lineMultiplier[key] ?? 0;
    if (multiplier > 0) {
      lineMultiplierSum += multiplier;
      lineWins.push({
        line: index + 1,
        symbol: SYMBOLS[slot.lineSymbol[key] ?? 0] ?? WILD,
        count: slot.lineCount[key] ?? 0,
        payMinor: lineBet * BigInt(multiplier),
      });
    }
  });
  let stars = 0;
  for (const column of cells) for (const id of column) if (id === SCATTER_ID) stars += 1;
  const scatterMultiplier = slot.scatterMultiplier[stars] ?? 0;
  const scatterWin =
    scatterMultiplier > 0 ? { count: stars, payMinor: totalBetMinor * BigInt(scatterMultiplier) } : null;
  return {
    window: window.map((column) => [...column]),
    lineWins,
    scatterWin,
    totalWinMinor: lineBet * BigInt(lineMultiplierSum) + (scatterWin?.payMinor ?? 0n),
  };
}
