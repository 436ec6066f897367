import type { Rng } from './rng.js';
import { FORTUNA_FRUITS } from './slot-game.js';
import { checkDefinition, REELS, type SlotDefinition } from './slot-definition.js';

export type LineWin = { line: number; symbol: string; count: number; payMinor: bigint };
export type ScatterWin = { count: number; payMinor: bigint };
export type SpinResult = {
  /** Top-row strip index per reel. */
  stops: number[];
  /** window[reel][row], row 0 at the top. */
  window: string[][];
  lineWins: LineWin[];
  scatterWin: ScatterWin | null;
  totalWinMinor: bigint;
};

export class SlotBetError extends Error {}

/** What one line reads: the paying symbol, how many reels it covers, and the line-bet multiple (0: no win). */
export type LineRead = { symbol: number; count: number; multiplier: number };

/**
 * Reads one line of five symbol ids under the published rules: a win is 3+ matching symbols on
 * consecutive reels from the leftmost; the wild matches every symbol but the scatter; a leading
 * run of wilds also pays as the wild, and the line pays the better of the two readings (never both).
 */
export function readLine(def: SlotDefinition, ids: readonly number[]): LineRead {
  const wildId = def.symbols.indexOf(def.wild);
  const scatterId = def.symbols.indexOf(def.scatter);
  let wilds = 0;
  while (wilds < REELS && ids[wilds] === wildId) wilds += 1;
  const wildPay = wilds >= 3 ? payOf(def, wildId, wilds) : 0;
  const first = ids[wilds];
  if (first === undefined || first === scatterId) return { symbol: wildId, count: wilds, multiplier: wildPay };
  let count = wilds + 1;
  while (count < REELS && (ids[count] === first || ids[count] === wildId)) count += 1;
  const symbolPay = count >= 3 ? payOf(def, first, count) : 0;
  return symbolPay >= wildPay
    ? { symbol: first, count, multiplier: symbolPay }
    : { symbol: wildId, count: wilds, multiplier: wildPay };
}

function payOf(def: SlotDefinition, symbolId: number, count: number): number {
  return def.linePays[def.symbols[symbolId] ?? '']?.[count - 3] ?? 0;
}

/** A definition turned into numeric tables, so one spin is a few array reads per line. */
export type CompiledSlot = {
  def: SlotDefinition;
  /** Symbols in the definition (the base of the line keys). */
  symbolCount: number;
  rows: number;
  lineCount: number;
  scatterId: number;
  /** strips[reel][index] → symbol id. */
  strips: Uint8Array[];
  /** Line reads for every five-symbol tuple, keyed by base-symbolCount digits (reel 1 most significant). */
  lineMultiplier: Int32Array;
  lineSymbol: Uint8Array;
  lineRun: Uint8Array;
  /** scatterMultiplier[k]: total-bet multiple for k scatters in the window. */
  scatterMultiplier: number[];
};

export function compileSlot(def: SlotDefinition): CompiledSlot {
  checkDefinition(def);
  const k = def.symbols.length;
  const strips = def.strips.map((strip) => Uint8Array.from(strip, (s) => def.symbols.indexOf(s)));
  const size = k ** REELS;
  const lineMultiplier = new Int32Array(size);
  const lineSymbol = new Uint8Array(size);
  const lineRun = new Uint8Array(size);
  const ids = [0, 0, 0, 0, 0];
  for (let key = 0; key < size; key += 1) {
    let rest = key;
    for (let reel = REELS - 1; reel >= 0; reel -= 1) {
      ids[reel] = rest % k;
      rest = Math.floor(rest / k);
    }
    const read = readLine(def, ids);
    lineMultiplier[key] = read.multiplier;
    lineSymbol[key] = read.symbol;
    lineRun[key] = read.count;
  }
  const scatterMultiplier = Array.from({ length: REELS * def.rows + 1 }, (_, n) =>
    n >= 3 ? (def.scatterPays[Math.min(n, 5) - 3] ?? 0) : 0,
  );
  return {
    def,
    symbolCount: k,
    rows: def.rows,
    lineCount: def.paylines.length,
    scatterId: def.symbols.indexOf(def.scatter),
    strips,
    lineMultiplier,
    lineSymbol,
    lineRun,
    scatterMultiplier,
  };
}

export const FORTUNA_FRUITS_COMPILED = compileSlot(FORTUNA_FRUITS);

/**
 * The total bet is spread over the slot's lines, so it must be a positive multiple of the line
 * count in minor units: every pay is then an exact integer (line bet × multiplier, total bet ×
 * scatter multiplier) and the paid return equals the published one with no rounding.
 */
export function lineBetOf(totalBetMinor: bigint, slot: CompiledSlot = FORTUNA_FRUITS_COMPILED): bigint {
  if (typeof totalBetMinor !== 'bigint' || totalBetMinor <= 0n)
    throw new SlotBetError('the total bet must be a positive amount');
  const lines = BigInt(slot.lineCount);
  if (totalBetMinor % lines !== 0n)
    throw new SlotBetError(`the total bet must be a multiple of ${lines} minor units (one equal bet per line)`);
  return totalBetMinor / lines;
}

/** One spin: an independent uniform stop per reel from `rng`, then the pays for that window. */
export function spin(rng: Rng, totalBetMinor: bigint, slot: CompiledSlot = FORTUNA_FRUITS_COMPILED): SpinResult {
  lineBetOf(totalBetMinor, slot);
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
    return Array.from(
      { length: slot.rows },
      (_, row) => slot.def.symbols[strip[(stop + row) % strip.length] ?? 0] ?? '',
    );
  });
  return { stops: [...stops], ...evaluateWindow(window, totalBetMinor, slot) };
}

/** Pays for a window (window[reel][row]) under the slot's lines and pay table. */
export function evaluateWindow(
  window: readonly (readonly string[])[],
  totalBetMinor: bigint,
  slot: CompiledSlot = FORTUNA_FRUITS_COMPILED,
): Omit<SpinResult, 'stops'> {
  const lineBet = lineBetOf(totalBetMinor, slot);
  const { def, symbolCount } = slot;
  if (window.length !== REELS || window.some((column) => column.length !== slot.rows))
    throw new Error(`a window is ${REELS} reels × ${slot.rows} rows`);
  const cells = window.map((column) =>
    column.map((symbol) => {
      const id = def.symbols.indexOf(symbol);
      if (id < 0) throw new Error(`unknown symbol ${symbol}`);
      return id;
    }),
  );
  const lineWins: LineWin[] = [];
  let lineMultiplierSum = 0;
  def.paylines.forEach((rows, index) => {
    let key = 0;
    for (let reel = 0; reel < REELS; reel += 1) key = key * symbolCount + (cells[reel]?.[rows[reel] ?? 0] ?? 0);
    const multiplier = slot.lineMultiplier[key] ?? 0;
    if (multiplier > 0) {
      lineMultiplierSum += multiplier;
      lineWins.push({
        line: index + 1,
        symbol: def.symbols[slot.lineSymbol[key] ?? 0] ?? def.wild,
        count: slot.lineRun[key] ?? 0,
        payMinor: lineBet * BigInt(multiplier),
      });
    }
  });
  let scatters = 0;
  for (const column of cells) for (const id of column) if (id === slot.scatterId) scatters += 1;
  const scatterMultiplier = slot.scatterMultiplier[scatters] ?? 0;
  const scatterWin =
    scatterMultiplier > 0 ? { count: scatters, payMinor: totalBetMinor * BigInt(scatterMultiplier) } : null;
  return {
    window: window.map((column) => [...column]),
    lineWins,
    scatterWin,
    totalWinMinor: lineBet * BigInt(lineMultiplierSum) + (scatterWin?.payMinor ?? 0n),
  };
}
