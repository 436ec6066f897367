import { z } from 'zod';
import { chance, countBy, NEVER, oneGroup, outcome, type BetKind, type NoteGroup } from './bet-kind.js';

/**
 * PK10 (LOTTERY.md "Fast games"): a permutation of cars 1–10; result[i] is the car in place i + 1.
 * Big is 6–10; dragon/tiger compares place i with place 11 − i (never equal); the sum of the first
 * two places runs 3–19, big 12–19 and small 3–10, and a sum of 11 refunds big/small (DEFAULT; its
 * odd/even has no push: 11 is odd).
 */
export type Pk10Result = readonly number[];
type Kind<S> = BetKind<'PK10', Pk10Result, S>;

const Place = z.number().int().min(1).max(10);
const Car = z.number().int().min(1).max(10);
const distinct = <T>(list: T[]) => new Set(list).size === list.length;
const Cars = z.array(Car).min(1).max(10).refine(distinct, 'duplicate');
const Side = z.enum(['BIG', 'SMALL', 'ODD', 'EVEN']);
type Side = z.infer<typeof Side>;
const HALF = chance(1, 2);

const onSide = (pick: Side, value: number, bigFrom: number): boolean =>
  pick === 'BIG' ? value >= bigFrom : pick === 'SMALL' ? value < bigFrom : (value % 2 === 1) === (pick === 'ODD');

export const PK10_PLACE_NUMBER: Kind<{ place: number; cars: number[] }> = {
  code: 'PK10_PLACE_NUMBER',
  family: 'PK10',
  selection: z.object({ place: Place, cars: Cars }).strict(),
  groups: (s) => oneGroup('n', s.cars.length, chance(1, 10)),
  settle: (s, r) => outcome('n', s.cars.includes(r[s.place - 1]!) ? 1 : 0),
};

export const PK10_PLACE_SIDE: Kind<{ place: number; pick: Side }> = {
  code: 'PK10_PLACE_SIDE',
  family: 'PK10',
  selection: z.object({ place: Place, pick: Side }).strict(),
  groups: () => oneGroup('n', 1, HALF),
  settle: (s, r) => outcome('n', onSide(s.pick, r[s.place - 1]!, 6) ? 1 : 0),
};

export const PK10_DRAGON_TIGER: Kind<{ place: number; pick: 'DRAGON' | 'TIGER' }> = {
  code: 'PK10_DRAGON_TIGER',
  family: 'PK10',
  selection: z.object({ place: z.number().int().min(1).max(5), pick: z.enum(['DRAGON', 'TIGER']) }).strict(),
  groups: () => oneGroup('n', 1, HALF),
  settle: (s, r) => {
    const dragon = r[s.place - 1]! > r[10 - s.place]!;
    return outcome('n', dragon === (s.pick === 'DRAGON') ? 1 : 0);
  },
};

const FIRST_TWO = Array.from({ length: 100 }, (_, n) => [Math.floor(n / 10) + 1, (n % 10) + 1]).filter(
  ([a, b]) => a !== b,
);
/** Of the 90 ordered pairs of the first two places, how many give each sum (3: 2 … 11: 10 … 19: 2). */
export const PK10_SUM_COUNTS = countBy(FIRST_TWO, ([a, b]) => a! + b!);
const firstTwo = (r: Pk10Result): number => r[0]! + r[1]!;

/** Named sums of the first two places; each sum is a note with its own chance (and odds). */
export const PK10_SUM_NUMBER: Kind<{ sums: number[] }> = {
  code: 'PK10_SUM_NUMBER',
  family: 'PK10',
  selection: z
    .object({ sums: z.array(z.number().int().min(3).max(19)).min(1).max(17).refine(distinct, 'duplicate') })
    .strict(),
  groups: (s): NoteGroup[] =>
    s.sums.map((v) => ({ key: String(v), notes: 1, pWin: chance(PK10_SUM_COUNTS.get(v) ?? 0, 90), pPush: NEVER })),
  settle: (s, r) => {
    const v = firstTwo(r);
    return s.sums.includes(v) ? outcome(String(v), 1) : {};
  },
};

const PUSH_SUM = 11;
const pushes = PK10_SUM_COUNTS.get(PUSH_SUM) ?? 0;
const bigs = [...PK10_SUM_COUNTS].filter(([v]) => Number(v) > PUSH_SUM).reduce((n, [, c]) => n + c, 0);
const odds = [...PK10_SUM_COUNTS].filter(([v]) => Number(v) % 2 === 1).reduce((n, [, c]) => n + c, 0);

export const PK10_SUM_SIDE: Kind<{ pick: Side }> = {
  code: 'PK10_SUM_SIDE',
  family: 'PK10',
  selection: z.object({ pick: Side }).strict(),
  groups: (s) => {
    if (s.pick === 'BIG' || s.pick === 'SMALL') return oneGroup('n', 1, chance(bigs, 90), chance(pushes, 90));
    return oneGroup('n', 1, chance(s.pick === 'ODD' ? odds : 90 - odds, 90));
  },
  settle: (s, r) => {
    const v = firstTwo(r);
    if (v === PUSH_SUM && (s.pick === 'BIG' || s.pick === 'SMALL')) return outcome('n', 0, 1);
    return outcome('n', onSide(s.pick, v, PUSH_SUM + 1) ? 1 : 0);
  },
};

export const PK10_KINDS = [
  PK10_PLACE_NUMBER,
  PK10_PLACE_SIDE,
  PK10_DRAGON_TIGER,
  PK10_SUM_NUMBER,
  PK10_SUM_SIDE,
] as const;
