import type { z } from 'zod';

/**
 * A bet kind of a lottery game (LOTTERY.md): what a player picks (its selection schema), how many
 * notes a pick makes, the chance of each note, and how a drawn result settles it.
 *
 * Odds come from the chances and the prize group, one formula for every kind: a note that wins
 * with chance pWin, is refunded (push) with chance pPush and loses otherwise pays
 * odds = (prizeGroup / 2000 − pPush) / pWin times its stake, stake included, so every kind returns
 * prizeGroup / 2000 of what is staked on it (1980 → 99 %). Odds are kept as integer basis points
 * (1.98 → 19_800), rounded down, and fixed on the ticket when it is accepted.
 */

/** A chance as an exact fraction. */
export type Chance = { num: number; den: number };

/** Notes of one line that share their chances (and so their odds), e.g. every note of a direct pick. */
export type NoteGroup = {
  /** Stable within the kind: the settlement's counts and the ticket's odds are keyed by it. */
  key: string;
  notes: number;
  pWin: Chance;
  pPush: Chance;
};

/** What one group of a line gets from a result: notes that won, notes refunded. */
export type GroupOutcome = { win: number; push: number };

export type BetKind<Family extends string, Result, Selection> = {
  code: string;
  family: Family;
  selection: z.ZodType<Selection>;
  /** The line's notes, grouped by chance; their sum is the line's note count. */
  groups(selection: Selection): NoteGroup[];
  /** The outcome per group key; a group left out won nothing and pushed nothing. */
  settle(selection: Selection, result: Result): Record<string, GroupOutcome>;
};

export const PRIZE_GROUP_BASE = 2000;
export const ODDS_SCALE = 10_000;

/** Odds in basis points (stake included) for a note with these chances under a prize group. */
export function oddsBasisPoints(prizeGroup: number, pWin: Chance, pPush: Chance): number {
  // (g/2000 − pp.num/pp.den) / (pw.num/pw.den) × 10_000, in integers, rounded down.
  const numerator = (prizeGroup * pPush.den - PRIZE_GROUP_BASE * pPush.num) * pWin.den * ODDS_SCALE;
  const denominator = PRIZE_GROUP_BASE * pPush.den * pWin.num;
  return Math.floor(numerator / denominator);
}

export const chance = (num: number, den: number): Chance => ({ num, den });
export const NEVER: Chance = { num: 0, den: 1 };

/** How many of `count` elements can be chosen `k` at a time. */
export function choose(count: number, k: number): number {
  if (k < 0 || k > count) return 0;
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (count - k + i)) / i;
  return Math.round(out);
}

/** One group of `notes` notes; the usual shape of a line whose notes all share one chance. */
export const oneGroup = (key: string, notes: number, pWin: Chance, pPush: Chance = NEVER): NoteGroup[] =>
  notes > 0 ? [{ key, notes, pWin, pPush }] : [];

/** The outcome record of a one-group line. */
export const outcome = (key: string, win: number, push = 0): Record<string, GroupOutcome> =>
  win > 0 || push > 0 ? { [key]: { win, push } } : {};

/** The chance of each value of `f` over every element of a finite space, as exact counts. */
export function countBy<T>(space: readonly T[], f: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of space) {
    const k = f(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
