import { z } from 'zod';
import { chance, choose, oneGroup, outcome, type BetKind } from './bet-kind.js';

/**
 * 11x5 (LOTTERY.md "Fast games"): five different numbers of 01–11 in draw order. A place bet names
 * numbers for one place; "any N of 5" names at least N numbers and each N of them is a note that
 * wins when all N are among the five drawn; big is 6–10 and small 1–5 for a place, odd and even
 * likewise, and a drawn 11 refunds all four (LOTTERY.md).
 */
export type X115Result = readonly number[];
type Kind<S> = BetKind<'11X5', X115Result, S>;

const Place = z.number().int().min(1).max(5);
const Num = z.number().int().min(1).max(11);
const distinct = <T>(list: T[]) => new Set(list).size === list.length;
const Nums = z.array(Num).min(1).max(11).refine(distinct, 'duplicate');
type Side = 'BIG' | 'SMALL' | 'ODD' | 'EVEN';

export const X115_PLACE_NUMBER: Kind<{ place: number; numbers: number[] }> = {
  code: 'X115_PLACE_NUMBER',
  family: '11X5',
  selection: z.object({ place: Place, numbers: Nums }).strict(),
  groups: (s) => oneGroup('n', s.numbers.length, chance(1, 11)),
  settle: (s, r) => outcome('n', s.numbers.includes(r[s.place - 1]!) ? 1 : 0),
};

/** Any N of 5, N = 1…5: notes = C(picked, N); a result with h of the picked numbers wins C(h, N). */
export const X115_ANY: Kind<{ n: number; numbers: number[] }> = {
  code: 'X115_ANY',
  family: '11X5',
  selection: z
    .object({ n: z.number().int().min(1).max(5), numbers: Nums })
    .strict()
    .refine((s) => s.numbers.length >= s.n, { path: ['numbers'], message: 'tooFew' }),
  groups: (s) => oneGroup('n', choose(s.numbers.length, s.n), chance(choose(5, s.n), choose(11, s.n))),
  settle: (s, r) => outcome('n', choose(s.numbers.filter((x) => r.includes(x)).length, s.n)),
};

export const X115_PLACE_SIDE: Kind<{ place: number; pick: Side }> = {
  code: 'X115_PLACE_SIDE',
  family: '11X5',
  selection: z.object({ place: Place, pick: z.enum(['BIG', 'SMALL', 'ODD', 'EVEN']) }).strict(),
  groups: () => oneGroup('n', 1, chance(5, 11), chance(1, 11)),
  settle: (s, r) => {
    const v = r[s.place - 1]!;
    if (v === 11) return outcome('n', 0, 1);
    const won = s.pick === 'BIG' ? v >= 6 : s.pick === 'SMALL' ? v <= 5 : (v % 2 === 1) === (s.pick === 'ODD');
    return outcome('n', won ? 1 : 0);
  },
};

export const X115_KINDS = [X115_PLACE_NUMBER, X115_ANY, X115_PLACE_SIDE] as const;
