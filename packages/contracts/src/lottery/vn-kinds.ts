import { z } from 'zod';
import { approxChance, chance, choose, oneGroup, outcome, type BetKind } from './bet-kind.js';
import { vnNumbers, vnSlots, type VnRegion, type VnSheet } from './vn-sheets.js';

/**
 * The Vietnamese lottery's bet kinds (LOTTERY.md), one set per region (the North reads 27
 * numbers, the Centre and South 18). Numbers are picked as text ("07", "123").
 * - lô 2 / lô 3: the last two (three) digits of every number long enough; a pick costs one unit
 *   per slot read and each occurrence is a hit (bought "in points": a point = slots × unit);
 * - đề: the last two digits of ĐB; đề đầu: its first two; đề giải 1: G1's last two; 3 càng: ĐB's
 *   last three;
 * - xiên 2/3/4: every chosen number among the lô (last two digits of all numbers);
 * - lô trượt 4/8/10: none of the chosen numbers among the lô;
 * - Centre and South also: đầu (the G8 number) and 7 lô (the last two digits of G8, G7, G6, G5, ĐB).
 */
type Kind<S> = BetKind<'VN', VnSheet, S>;

const distinct = <T>(list: T[]) => new Set(list).size === list.length;
const picks = (width: number, max: number) =>
  z
    .array(z.string().regex(new RegExp(`^\\d{${width}}$`)))
    .min(1)
    .max(max)
    .refine(distinct, 'duplicate');
const Two = picks(2, 100);
const Three = picks(3, 100);

const tail = (n: string, width: number): string => n.slice(-width);
const countHits = (numbers: string[], pick: string, width: number): number =>
  numbers.filter((n) => n.length >= width && tail(n, width) === pick).length;

/** The chance that all `k` given numbers show among `slots` independent two-digit tails. */
function allAmong(k: number, slots: number): number {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** slots;
  return p;
}

const SOUTH_7_LO = ['G8', 'G7', 'G6', 'G5', 'DB'] as const;

export function vnKinds(region: VnRegion) {
  const numbers = (sheet: VnSheet) => vnNumbers(region, sheet);
  const lo = (code: string, width: number, Picks: typeof Two): Kind<{ numbers: string[] }> => ({
    code,
    family: 'VN',
    selection: z.object({ numbers: Picks }).strict(),
    groups: (s) => oneGroup('n', s.numbers.length, chance(1, 10 ** width), undefined, vnSlots(region, width)),
    settle: (s, sheet) => {
      const all = numbers(sheet);
      return outcome(
        'n',
        s.numbers.reduce((n, pick) => n + countHits(all, pick, width), 0),
      );
    },
  });
  const onePrize = (
    code: string,
    width: number,
    Picks: typeof Two,
    read: (sheet: VnSheet) => string,
  ): Kind<{ numbers: string[] }> => ({
    code,
    family: 'VN',
    selection: z.object({ numbers: Picks }).strict(),
    groups: (s) => oneGroup('n', s.numbers.length, chance(1, 10 ** width)),
    settle: (s, sheet) => outcome('n', s.numbers.includes(read(sheet)) ? 1 : 0),
  });
  const combo = (
    code: string,
    sizes: readonly number[],
    hitWhenShown: boolean,
  ): Kind<{ k: number; numbers: string[] }> => ({
    code,
    family: 'VN',
    selection: z
      .object({
        k: z
          .number()
          .int()
          .refine((k) => sizes.includes(k), 'size'),
        numbers: Two,
      })
      .strict()
      .refine((s) => s.numbers.length >= s.k, { path: ['numbers'], message: 'tooFew' }),
    groups: (s) => {
      const slots = vnSlots(region, 2);
      const p = hitWhenShown ? allAmong(s.k, slots) : (1 - s.k / 100) ** slots;
      return oneGroup('n', choose(s.numbers.length, s.k), approxChance(p));
    },
    settle: (s, sheet) => {
      const shown = new Set(numbers(sheet).map((n) => tail(n, 2)));
      const matching = s.numbers.filter((n) => shown.has(n) === hitWhenShown).length;
      return outcome('n', choose(matching, s.k));
    },
  });

  const kinds: Kind<never>[] = [
    lo('VN_LO2', 2, Two),
    lo('VN_LO3', 3, Three),
    onePrize('VN_DE', 2, Two, (sh) => tail(sh.DB?.[0] ?? '', 2)),
    onePrize('VN_DE_HEAD', 2, Two, (sh) => (sh.DB?.[0] ?? '').slice(0, 2)),
    onePrize('VN_DE_G1', 2, Two, (sh) => tail(sh.G1?.[0] ?? '', 2)),
    onePrize('VN_CANG3', 3, Three, (sh) => tail(sh.DB?.[0] ?? '', 3)),
    combo('VN_XIEN', [2, 3, 4], true),
    combo('VN_TRUOT', [4, 8, 10], false),
  ] as never;
  if (region !== 'NORTH') {
    kinds.push(onePrize('VN_HEAD_G8', 2, Two, (sh) => sh.G8?.[0] ?? '') as never);
    kinds.push({
      code: 'VN_LO7',
      family: 'VN',
      selection: z.object({ numbers: Two }).strict(),
      groups: (s: { numbers: string[] }) => oneGroup('n', s.numbers.length, chance(1, 100), undefined, 7),
      settle: (s: { numbers: string[] }, sheet: VnSheet) => {
        const seven = SOUTH_7_LO.flatMap((t) => sheet[t] ?? []);
        return outcome(
          'n',
          s.numbers.reduce((n, pick) => n + countHits(seven, pick, 2), 0),
        );
      },
    } as never);
  }
  return new Map(kinds.map((k) => [k.code, k]));
}

export const VN_KINDS: Record<VnRegion, ReturnType<typeof vnKinds>> = {
  NORTH: vnKinds('NORTH'),
  CENTRE: vnKinds('CENTRE'),
  SOUTH: vnKinds('SOUTH'),
};
