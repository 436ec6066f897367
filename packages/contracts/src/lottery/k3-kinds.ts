import { z } from 'zod';
import { chance, countBy, NEVER, oneGroup, outcome, type BetKind, type NoteGroup } from './bet-kind.js';

/**
 * K3 (LOTTERY.md "Fast games"): three dice. The sum runs 3–18; big is 11–17 and small 4–10, odd and
 * even likewise, and a triple loses all four; a face bet wins when the face shows at least once, a
 * pair bet when it shows at least twice, a triple bet on three of it; any triple; a straight is
 * three consecutive faces (1-2-3 … 4-5-6) in any order.
 */
export type K3Result = readonly number[];
type Kind<S> = BetKind<'K3', K3Result, S>;

const Face = z.number().int().min(1).max(6);
const distinct = <T>(list: T[]) => new Set(list).size === list.length;
const Faces = z.array(Face).min(1).max(6).refine(distinct, 'duplicate');

const THREE_DICE = Array.from({ length: 216 }, (_, n) => [
  Math.floor(n / 36) + 1,
  (Math.floor(n / 6) % 6) + 1,
  (n % 6) + 1,
]);
const total = (d: readonly number[]): number => d[0]! + d[1]! + d[2]!;
const isTriple = (d: readonly number[]): boolean => d[0] === d[1] && d[1] === d[2];
const shows = (d: readonly number[], face: number): number => d.filter((x) => x === face).length;
const isStraight = (d: readonly number[]): boolean => {
  const s = [...d].sort((a, b) => a - b);
  return s[1] === s[0]! + 1 && s[2] === s[1] + 1;
};

/** Of the 216 outcomes, how many give each sum (3: 1, 4: 3 … 10 and 11: 27 … 18: 1). */
export const K3_SUM_COUNTS = countBy(THREE_DICE, total);

type Side = 'BIG' | 'SMALL' | 'ODD' | 'EVEN';
const onSide = (pick: Side, d: readonly number[]): boolean => {
  if (isTriple(d)) return false;
  const v = total(d);
  if (pick === 'BIG') return v >= 11;
  if (pick === 'SMALL') return v <= 10;
  return (v % 2 === 1) === (pick === 'ODD');
};
const SIDE_WINS = Object.fromEntries(
  (['BIG', 'SMALL', 'ODD', 'EVEN'] as const).map((p) => [p, THREE_DICE.filter((d) => onSide(p, d)).length]),
) as Record<Side, number>;

export const K3_SUM_NUMBER: Kind<{ sums: number[] }> = {
  code: 'K3_SUM_NUMBER',
  family: 'K3',
  selection: z
    .object({ sums: z.array(z.number().int().min(3).max(18)).min(1).max(16).refine(distinct, 'duplicate') })
    .strict(),
  groups: (s): NoteGroup[] =>
    s.sums.map((v) => ({ key: String(v), notes: 1, pWin: chance(K3_SUM_COUNTS.get(v) ?? 0, 216), pPush: NEVER })),
  settle: (s, r) => (s.sums.includes(total(r)) ? outcome(String(total(r)), 1) : {}),
};

export const K3_SUM_SIDE: Kind<{ pick: Side }> = {
  code: 'K3_SUM_SIDE',
  family: 'K3',
  selection: z.object({ pick: z.enum(['BIG', 'SMALL', 'ODD', 'EVEN']) }).strict(),
  groups: (s) => oneGroup('n', 1, chance(SIDE_WINS[s.pick], 216)),
  settle: (s, r) => outcome('n', onSide(s.pick, r) ? 1 : 0),
};

/** The chance that a given face shows at least `times` times among three dice. */
const atLeast = (times: number): number => THREE_DICE.filter((d) => shows(d, 1) >= times).length;

export const K3_FACE: Kind<{ faces: number[] }> = {
  code: 'K3_FACE',
  family: 'K3',
  selection: z.object({ faces: Faces }).strict(),
  groups: (s) => oneGroup('n', s.faces.length, chance(atLeast(1), 216)),
  settle: (s, r) => outcome('n', s.faces.filter((f) => shows(r, f) >= 1).length),
};

export const K3_PAIR: Kind<{ faces: number[] }> = {
  code: 'K3_PAIR',
  family: 'K3',
  selection: z.object({ faces: Faces }).strict(),
  groups: (s) => oneGroup('n', s.faces.length, chance(atLeast(2), 216)),
  settle: (s, r) => outcome('n', s.faces.filter((f) => shows(r, f) >= 2).length),
};

export const K3_TRIPLE: Kind<{ faces: number[] }> = {
  code: 'K3_TRIPLE',
  family: 'K3',
  selection: z.object({ faces: Faces }).strict(),
  groups: (s) => oneGroup('n', s.faces.length, chance(1, 216)),
  settle: (s, r) => outcome('n', s.faces.filter((f) => shows(r, f) === 3).length),
};

export const K3_ANY_TRIPLE: Kind<Record<string, never>> = {
  code: 'K3_ANY_TRIPLE',
  family: 'K3',
  selection: z.object({}).strict(),
  groups: () => oneGroup('n', 1, chance(6, 216)),
  settle: (_s, r) => outcome('n', isTriple(r) ? 1 : 0),
};

export const K3_STRAIGHT: Kind<Record<string, never>> = {
  code: 'K3_STRAIGHT',
  family: 'K3',
  selection: z.object({}).strict(),
  groups: () => oneGroup('n', 1, chance(THREE_DICE.filter(isStraight).length, 216)),
  settle: (_s, r) => outcome('n', isStraight(r) ? 1 : 0),
};

export const K3_KINDS = [K3_SUM_NUMBER, K3_SUM_SIDE, K3_FACE, K3_PAIR, K3_TRIPLE, K3_ANY_TRIPLE, K3_STRAIGHT] as const;
