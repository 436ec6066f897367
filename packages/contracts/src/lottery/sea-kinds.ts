import { z } from 'zod';
import { chance, NEVER, type BetKind, type Chance, type NoteGroup } from './bet-kind.js';
import { drawDistinctNumbers, drawNumberText, type FairWords } from './fair-fns.js';

/**
 * The Southeast-Asian games of /seaLottery (LOTTERY.md "SEA lottery").
 *
 * Thai government lottery (the 1st and 16th): a 6-digit first prize, two 3-digit front numbers, two
 * 3-digit back numbers and a 2-digit back number. Bets: 3 top (the first prize's last three), 3 tote
 * (those three in any order), 3 front and 3 back (each matching number pays), 2 top (the first
 * prize's last two), 2 bottom (the 2-digit back number), run top (a digit among the first prize's
 * last three) and run bottom (a digit of the 2-digit back number).
 *
 * 4D: 23 different 4-digit numbers — 1st, 2nd, 3rd, 10 starters, 10 consolations. Big pays every
 * tier, Small the top three, in the usual proportions (Big 2500 : 1000 : 500 : 180 : 60, Small
 * 3500 : 2000 : 1000), scaled so the kind returns the prize group's share like every other kind;
 * iBox covers every ordering of the pick's digits, its prize divided among them.
 */
export type ThaiSheet = { first: string; front3: string[]; back3: string[]; back2: string };
export type FourDSheet = { first: string; second: string; third: string; starter: string[]; consolation: string[] };

export function drawThaiSheet(words: FairWords): ThaiSheet {
  const first = drawNumberText(words, 6);
  const three = () => drawNumberText(words, 3);
  return { first, front3: [three(), three()], back3: [three(), three()], back2: drawNumberText(words, 2) };
}

export function drawFourDSheet(words: FairWords): FourDSheet {
  const n = drawDistinctNumbers(words, 23, 4);
  return { first: n[0]!, second: n[1]!, third: n[2]!, starter: n.slice(3, 13), consolation: n.slice(13, 23) };
}

const distinct = <T>(list: T[]) => new Set(list).size === list.length;
const picks = (width: number) =>
  z
    .array(z.string().regex(new RegExp(`^\\d{${width}}$`)))
    .min(1)
    .max(100)
    .refine(distinct, 'duplicate');
type Numbers = { numbers: string[] };
type ThaiKind = BetKind<'THAI', ThaiSheet, Numbers>;

/** How many different orderings the digits of `n` have (123: 6, 112: 3, 111: 1). */
export function orderings(n: string): number {
  const counts = [...n].reduce<Record<string, number>>((m, d) => ({ ...m, [d]: (m[d] ?? 0) + 1 }), {});
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  return Object.values(counts).reduce((v, c) => v / factorial(c), factorial(n.length));
}
const sorted = (n: string): string => [...n].sort().join('');

const thai = (
  code: string,
  width: number,
  pWin: (pick: string) => Chance,
  hits: (pick: string, sheet: ThaiSheet) => number,
): ThaiKind => ({
  code,
  family: 'THAI',
  selection: z.object({ numbers: picks(width) }).strict(),
  groups: (s): NoteGroup[] => s.numbers.map((n) => ({ key: n, notes: 1, pWin: pWin(n), pPush: NEVER })),
  settle: (s, sheet) =>
    Object.fromEntries(
      s.numbers.flatMap((n) => {
        const h = hits(n, sheet);
        return h > 0 ? [[n, { win: h, push: 0 }]] : [];
      }),
    ),
});

const top = (sheet: ThaiSheet, width: number): string => sheet.first.slice(-width);

export const THAI_KINDS: ReadonlyMap<string, ThaiKind> = new Map(
  [
    thai(
      'TH_3TOP',
      3,
      () => chance(1, 1000),
      (n, sh) => (top(sh, 3) === n ? 1 : 0),
    ),
    thai(
      'TH_3TOTE',
      3,
      (n) => chance(orderings(n), 1000),
      (n, sh) => (sorted(top(sh, 3)) === sorted(n) ? 1 : 0),
    ),
    thai(
      'TH_3FRONT',
      3,
      () => chance(2, 1000),
      (n, sh) => sh.front3.filter((x) => x === n).length,
    ),
    thai(
      'TH_3BACK',
      3,
      () => chance(2, 1000),
      (n, sh) => sh.back3.filter((x) => x === n).length,
    ),
    thai(
      'TH_2TOP',
      2,
      () => chance(1, 100),
      (n, sh) => (top(sh, 2) === n ? 1 : 0),
    ),
    thai(
      'TH_2BOTTOM',
      2,
      () => chance(1, 100),
      (n, sh) => (sh.back2 === n ? 1 : 0),
    ),
    // A digit among three (two) independent digits: 1 − 0.9³ = 271/1000 (1 − 0.9² = 19/100).
    thai(
      'TH_RUN_TOP',
      1,
      () => chance(271, 1000),
      (n, sh) => (top(sh, 3).includes(n) ? 1 : 0),
    ),
    thai(
      'TH_RUN_BOTTOM',
      1,
      () => chance(19, 100),
      (n, sh) => (sh.back2.includes(n) ? 1 : 0),
    ),
  ].map((k) => [k.code, k]),
);

type FourDKind = BetKind<'4D', FourDSheet, Numbers>;
/** Prize weights per tier (Big 2500/1000/500/180/60 and Small 3500/2000/1000, divided by 20 and 500). */
const BIG = { first: 125, second: 50, third: 25, starter: 9, consolation: 3 };
const SMALL = { first: 7, second: 4, third: 2, starter: 0, consolation: 0 };
type Weights = typeof BIG;
/** Weighted hits a sheet gives one exact number. */
function weightOf(n: string, sheet: FourDSheet, w: Weights): number {
  if (sheet.first === n) return w.first;
  if (sheet.second === n) return w.second;
  if (sheet.third === n) return w.third;
  if (sheet.starter.includes(n)) return w.starter;
  if (sheet.consolation.includes(n)) return w.consolation;
  return 0;
}
const expectedWeight = (w: Weights): number => w.first + w.second + w.third + 10 * w.starter + 10 * w.consolation;

const fourD = (code: string, w: Weights, box: boolean): FourDKind => ({
  code,
  family: '4D',
  selection: z.object({ numbers: picks(4) }).strict(),
  groups: (s): NoteGroup[] =>
    s.numbers.map((n) => ({
      key: n,
      notes: 1,
      pWin: chance(expectedWeight(w) * (box ? orderings(n) : 1), 10_000),
      pPush: NEVER,
    })),
  settle: (s, sheet) => {
    const all = [sheet.first, sheet.second, sheet.third, ...sheet.starter, ...sheet.consolation];
    return Object.fromEntries(
      s.numbers.flatMap((n) => {
        const matches = box ? all.filter((x) => sorted(x) === sorted(n)) : [n];
        const win = matches.reduce((sum, x) => sum + weightOf(x, sheet, w), 0);
        return win > 0 ? [[n, { win, push: 0 }]] : [];
      }),
    );
  },
});

export const FOUR_D_KINDS: ReadonlyMap<string, FourDKind> = new Map(
  [
    fourD('4D_BIG', BIG, false),
    fourD('4D_SMALL', SMALL, false),
    fourD('4D_IBOX_BIG', BIG, true),
    fourD('4D_IBOX_SMALL', SMALL, true),
  ].map((k) => [k.code, k]),
);
