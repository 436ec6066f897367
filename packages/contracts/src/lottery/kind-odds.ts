import { oddsBasisPoints, type AnyBetKind } from './bet-kind.js';
import { SSC_DIRECT_SPANS, SSC_SHAPES } from './ssc-kinds.js';

/**
 * A kind's odds table at a prize group, for the bet board: one row per different odds. Most kinds
 * pay one odds whatever is picked (variant ""); the others pay by pick (a side or shape, a sum, the
 * size of a xiên, a direct span, the orderings of a boxed 4D number). Found by probing the kind with
 * sample selections its own schema accepts, so a new kind needs no entry here.
 */
export type KindOdds = { variant: string; oddsBp: number };

const PICKS = ['BIG', 'SMALL', 'ODD', 'EVEN', 'DRAGON', 'TIGER', 'TIE', ...SSC_SHAPES];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Sample selections with the variant each would be shown as. */
function samples(): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [['', {}]];
  for (const pick of PICKS) {
    out.push([pick, { pick }]);
    out.push([pick, { ball: 1, pick }], [pick, { place: 1, pick }], [pick, { part: 'FRONT', pick }]);
  }
  out.push(['', { ball: 1, digits: [0] }], ['', { place: 1, cars: [1] }], ['', { place: 1, numbers: [1] }]);
  out.push(['', { faces: [1] }]);
  for (const sum of range(3, 19)) out.push([String(sum), { sums: [sum] }]);
  for (const [span, balls] of Object.entries(SSC_DIRECT_SPANS))
    out.push([span, { span, digits: balls.map(() => [0]) }]);
  for (const width of [1, 2, 3]) out.push(['', { numbers: ['0'.repeat(width)] }]);
  // 4D: a number's orderings change a boxed bet's odds (24, 12, 6, 4 or 1 orderings).
  for (const [n, orderings] of [
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
    ['1111', 1],
  ] as const)
    out.push([String(orderings), { numbers: [n] }]);
  // Thai 3 tote likewise (6, 3 or 1 orderings of three digits).
  for (const [n, orderings] of [
    ['123', 6],
    ['112', 3],
    ['111', 1],
  ] as const)
    out.push([String(orderings), { numbers: [n] }]);
  for (const k of range(1, 10)) {
    const numbers = range(1, k).map((i) => String(i).padStart(2, '0'));
    out.push([`k=${k}`, { k, numbers }], [`n=${k}`, { n: k, numbers: range(1, k) }]);
  }
  return out;
}

const SAMPLES = samples();

/** The kind's odds by variant at the prize group (variants in probe order, equal odds merged). */
export function kindOdds(kind: AnyBetKind, prizeGroup: number): KindOdds[] {
  const rows: KindOdds[] = [];
  for (const [variant, selection] of SAMPLES) {
    const parsed = kind.selection.safeParse(selection);
    if (!parsed.success) continue;
    for (const g of kind.groups(parsed.data)) {
      const oddsBp = oddsBasisPoints(prizeGroup, g.pWin, g.pPush);
      if (rows.some((r) => r.variant === variant && r.oddsBp === oddsBp)) continue;
      rows.push({ variant, oddsBp });
    }
  }
  const distinct = new Set(rows.map((r) => r.oddsBp));
  // One odds for every pick: a single row without a variant.
  if (distinct.size === 1) return [{ variant: '', oddsBp: rows[0]!.oddsBp }];
  // Several: one row per variant named by its pick (a bare sample's row repeats one of them).
  return rows.filter((r, i) => r.variant !== '' && rows.findIndex((o) => o.variant === r.variant) === i);
}
