import type { BetKind } from './bet-kind.js';
import { drawDice, drawDigits, drawOrdered, type FairWords } from './fair-fns.js';
import { K3_KINDS } from './k3-kinds.js';
import { PK10_KINDS } from './pk10-kinds.js';
import { SSC_KINDS } from './ssc-kinds.js';
import { X115_KINDS } from './x115-kinds.js';

/** The fast-game families of LOTT and ELOTT (LOTTERY.md "Fast games"). */
export const FAST_FAMILIES = ['SSC', 'PK10', 'K3', '11X5'] as const;
export type FastFamily = (typeof FAST_FAMILIES)[number];
export type FastResult = readonly number[];

/** Each family's draw from the fair words: SSC 5 digits, PK10 a permutation of 1–10, K3 3 dice, 11x5 5 of 1–11. */
export const FAST_DRAW: Record<FastFamily, (words: FairWords) => number[]> = {
  SSC: (w) => drawDigits(w, 5),
  PK10: (w) => drawOrdered(w, 10),
  K3: (w) => drawDice(w, 3),
  '11X5': (w) => drawOrdered(w, 11, 5),
};

/** How many values each family's result holds and the range of each (for parsing a stored result). */
export const FAST_RESULT_SHAPE: Record<FastFamily, { length: number; min: number; max: number; distinct: boolean }> = {
  SSC: { length: 5, min: 0, max: 9, distinct: false },
  PK10: { length: 10, min: 1, max: 10, distinct: true },
  K3: { length: 3, min: 1, max: 6, distinct: false },
  '11X5': { length: 5, min: 1, max: 11, distinct: true },
};

/** A result as the site shows and stores it: "3,0,7,1,9"; PK10 and 11x5 numbers two digits wide. */
export function formatFastResult(family: FastFamily, result: FastResult): string {
  const wide = family === 'PK10' || family === '11X5';
  return result.map((v) => (wide ? String(v).padStart(2, '0') : String(v))).join(',');
}

/** The inverse of formatFastResult; null when the text is not a result of the family. */
export function parseFastResult(family: FastFamily, text: string): number[] | null {
  const shape = FAST_RESULT_SHAPE[family];
  const values = text.split(',').map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (values.length !== shape.length || values.some((v) => !(v >= shape.min && v <= shape.max))) return null;
  if (shape.distinct && new Set(values).size !== values.length) return null;
  return values;
}

// Each family's kinds share the result type of their family; the registry keeps them by code.
type AnyFastKind = BetKind<FastFamily, FastResult, never>;
const ALL_FAST_KINDS: readonly AnyFastKind[] = [...SSC_KINDS, ...PK10_KINDS, ...K3_KINDS, ...X115_KINDS] as never;
export const FAST_KINDS: ReadonlyMap<string, AnyFastKind> = new Map(ALL_FAST_KINDS.map((k) => [k.code, k]));

/** The bet kinds of one family, in board order. */
export const fastKindsOf = (family: FastFamily): AnyFastKind[] => ALL_FAST_KINDS.filter((k) => k.family === family);
