import { z } from 'zod';
import { chance, countBy, oneGroup, outcome, type BetKind } from './bet-kind.js';

/**
 * SSC (LOTTERY.md "Fast games"): five balls 0–9. Big is 5–9 for a ball, 23–45 for the sum of five;
 * dragon/tiger compares ball 1 with ball 5 (equal: tie, and dragon and tiger lose — DEFAULT);
 * the shapes of three consecutive balls (front 1–3, middle 2–4, back 3–5) are triple, straight
 * (three consecutive digits in any order, 8-9-0 and 9-0-1 included), pair, half-straight (two
 * consecutive, neither a straight nor a pair) and mixed; direct picks name digits per ball.
 */
export type SscResult = readonly number[];
type Kind<S> = BetKind<'SSC', SscResult, S>;

const Ball = z.number().int().min(1).max(5);
const Digit = z.number().int().min(0).max(9);
/** Several different digits; each is a note. */
const Digits = z
  .array(Digit)
  .min(1)
  .max(10)
  .refine((d) => new Set(d).size === d.length, 'duplicate');
const BigSmall = z.enum(['BIG', 'SMALL']);
const OddEven = z.enum(['ODD', 'EVEN']);
const HALF = chance(1, 2);

const sideOf = (pick: 'BIG' | 'SMALL' | 'ODD' | 'EVEN', value: number, bigFrom: number): boolean =>
  pick === 'BIG' ? value >= bigFrom : pick === 'SMALL' ? value < bigFrom : (value % 2 === 1) === (pick === 'ODD');

const ball = (result: SscResult, position: number): number => result[position - 1]!;

export const SSC_POSITION_NUMBER: Kind<{ ball: number; digits: number[] }> = {
  code: 'SSC_POSITION_NUMBER',
  family: 'SSC',
  selection: z.object({ ball: Ball, digits: Digits }).strict(),
  groups: (s) => oneGroup('n', s.digits.length, chance(1, 10)),
  settle: (s, r) => outcome('n', s.digits.includes(ball(r, s.ball)) ? 1 : 0),
};

export const SSC_POSITION_SIDE: Kind<{ ball: number; pick: 'BIG' | 'SMALL' | 'ODD' | 'EVEN' }> = {
  code: 'SSC_POSITION_SIDE',
  family: 'SSC',
  selection: z.object({ ball: Ball, pick: z.union([BigSmall, OddEven]) }).strict(),
  groups: () => oneGroup('n', 1, HALF),
  settle: (s, r) => outcome('n', sideOf(s.pick, ball(r, s.ball), 5) ? 1 : 0),
};

const sum = (r: SscResult): number => r.reduce((a, b) => a + b, 0);

/** Sum of the five balls: 0–22 small, 23–45 big (each exactly half of the 100,000 results). */
export const SSC_SUM_SIDE: Kind<{ pick: 'BIG' | 'SMALL' | 'ODD' | 'EVEN' }> = {
  code: 'SSC_SUM_SIDE',
  family: 'SSC',
  selection: z.object({ pick: z.union([BigSmall, OddEven]) }).strict(),
  groups: () => oneGroup('n', 1, HALF),
  settle: (s, r) => outcome('n', sideOf(s.pick, sum(r), 23) ? 1 : 0),
};

const DragonTiger = z.enum(['DRAGON', 'TIGER', 'TIE']);
const dragonTiger = (r: SscResult): 'DRAGON' | 'TIGER' | 'TIE' =>
  r[0]! > r[4]! ? 'DRAGON' : r[0]! < r[4]! ? 'TIGER' : 'TIE';

export const SSC_DRAGON_TIGER: Kind<{ pick: 'DRAGON' | 'TIGER' | 'TIE' }> = {
  code: 'SSC_DRAGON_TIGER',
  family: 'SSC',
  selection: z.object({ pick: DragonTiger }).strict(),
  groups: (s) => oneGroup('n', 1, s.pick === 'TIE' ? chance(10, 100) : chance(45, 100)),
  settle: (s, r) => outcome('n', dragonTiger(r) === s.pick ? 1 : 0),
};

export const SSC_SHAPES = ['TRIPLE', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED'] as const;
export type SscShape = (typeof SSC_SHAPES)[number];
const PART_START = { FRONT: 0, MIDDLE: 1, BACK: 2 } as const;

const next = (a: number, b: number): boolean => (a + 1) % 10 === b || (b + 1) % 10 === a;

/** The shape of three digits (wrapping: 9 and 0 are consecutive). */
export function sscShape(three: readonly number[]): SscShape {
  const [a, b, c] = three as [number, number, number];
  if (a === b && b === c) return 'TRIPLE';
  if (a === b || b === c || a === c) return 'PAIR';
  const sorted = [a, b, c].sort((x, y) => x - y) as [number, number, number];
  const straights = ['012', '123', '234', '345', '456', '567', '678', '789', '089', '019'];
  if (straights.includes(sorted.join(''))) return 'STRAIGHT';
  if (next(a, b) || next(b, c) || next(a, c)) return 'HALF_STRAIGHT';
  return 'MIXED';
}

const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10]);
/** Of the 1,000 three-digit outcomes, how many have each shape (triple 10, straight 60, pair 270…). */
export const SSC_SHAPE_COUNTS = countBy(THREE_DIGITS, sscShape);

export const SSC_SHAPE: Kind<{ part: 'FRONT' | 'MIDDLE' | 'BACK'; pick: SscShape }> = {
  code: 'SSC_SHAPE',
  family: 'SSC',
  selection: z.object({ part: z.enum(['FRONT', 'MIDDLE', 'BACK']), pick: z.enum(SSC_SHAPES) }).strict(),
  groups: (s) => oneGroup('n', 1, chance(SSC_SHAPE_COUNTS.get(s.pick) ?? 0, 1000)),
  settle: (s, r) => {
    const start = PART_START[s.part];
    return outcome('n', sscShape(r.slice(start, start + 3)) === s.pick ? 1 : 0);
  },
};

/** Which balls a direct pick names: front two, back two, front/middle/back three, all five. */
export const SSC_DIRECT_SPANS = {
  FRONT2: [1, 2],
  BACK2: [4, 5],
  FRONT3: [1, 2, 3],
  MIDDLE3: [2, 3, 4],
  BACK3: [3, 4, 5],
  ALL5: [1, 2, 3, 4, 5],
} as const;
type Span = keyof typeof SSC_DIRECT_SPANS;

/** Digits per ball of the span; notes = the product of their counts, each pays if every ball matches. */
export const SSC_DIRECT: Kind<{ span: Span; digits: number[][] }> = {
  code: 'SSC_DIRECT',
  family: 'SSC',
  selection: z
    .object({ span: z.enum(Object.keys(SSC_DIRECT_SPANS) as [Span, ...Span[]]), digits: z.array(Digits).min(2).max(5) })
    .strict()
    .refine((s) => s.digits.length === SSC_DIRECT_SPANS[s.span].length, { path: ['digits'], message: 'span' }),
  groups: (s) =>
    oneGroup(
      'n',
      s.digits.reduce((n, d) => n * d.length, 1),
      chance(1, 10 ** s.digits.length),
    ),
  settle: (s, r) => {
    const balls = SSC_DIRECT_SPANS[s.span];
    return outcome('n', balls.every((b, i) => s.digits[i]!.includes(ball(r, b))) ? 1 : 0);
  },
};

export const SSC_KINDS = [
  SSC_POSITION_NUMBER,
  SSC_POSITION_SIDE,
  SSC_SUM_SIDE,
  SSC_DRAGON_TIGER,
  SSC_SHAPE,
  SSC_DIRECT,
] as const;
