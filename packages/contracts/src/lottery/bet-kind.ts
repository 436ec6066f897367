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

/**
 * Notes of one line that share their chances (and so their odds), e.g. every note of a direct pick.
 * A note costs `cost` units (1, or a Vietnamese lô's number of result slots) and may hit more than
 * once (a lô number drawn twice); `pWin` is the expected number of hits per unit staked, `pPush`
 * the chance the note is refunded.
 */
export type NoteGroup = {
  /** Stable within the kind: the settlement's counts and the ticket's odds are keyed by it. */
  key: string;
  notes: number;
  cost?: number;
  pWin: Chance;
  pPush: Chance;
};

/** What one group of a line gets from a result: hits (each paid at the odds), notes refunded. */
export type GroupOutcome = { win: number; push: number };

// Kinds are stored by code; the settlement parses the selection with the kind's own schema.
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
  // (g/2000 − pp.num/pp.den) / (pw.num/pw.den) × 10_000, exactly (BigInt), rounded down.
  const big = BigInt;
  const numerator =
    (big(prizeGroup) * big(pPush.den) - big(PRIZE_GROUP_BASE) * big(pPush.num)) * big(pWin.den) * big(ODDS_SCALE);
  const denominator = big(PRIZE_GROUP_BASE) * big(pPush.den) * big(pWin.num);
  return Number(numerator / denominator);
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
export const oneGroup = (key: string, notes: number, pWin: Chance, pPush: Chance = NEVER, cost = 1): NoteGroup[] =>
  notes > 0 ? [{ key, notes, pWin, pPush, ...(cost === 1 ? {} : { cost }) }] : [];

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds kinds of every result type
export type AnyBetKind = BetKind<string, any, any>;

/** A line as priced when its ticket is accepted: notes, stake and the odds of each group. */
export type PricedLine = {
  kind: string;
  notes: number;
  /** Stake of one unit of a note in minor units: unit × multiple. */
  noteStake: number;
  stake: number;
  groups: Array<NoteGroup & { oddsBp: number }>;
};

/** Prices a parsed selection: stake = Σ notes × cost × unit × multiple (minor units); odds fixed per group. */
export function priceLine(
  kind: AnyBetKind,
  selection: unknown,
  unit: number,
  multiple: number,
  prizeGroup: number,
): PricedLine {
  const groups = kind.groups(selection).map((g) => ({ ...g, oddsBp: oddsBasisPoints(prizeGroup, g.pWin, g.pPush) }));
  const notes = groups.reduce((n, g) => n + g.notes, 0);
  const noteStake = unit * multiple;
  const stake = groups.reduce((n, g) => n + g.notes * (g.cost ?? 1) * noteStake, 0);
  return { kind: kind.code, notes, noteStake, stake, groups };
}

/**
 * What a priced line pays for a result, in minor units, stake included: a group's hits × the note's
 * unit stake × odds (rounded down to the minor unit once per group), each refunded note its stake.
 */
export function linePayout(
  line: PricedLine,
  outcomes: Record<string, GroupOutcome>,
): { payout: number; won: number; pushed: number } {
  let payout = 0;
  let won = 0;
  let pushed = 0;
  for (const g of line.groups) {
    const o = outcomes[g.key];
    if (!o) continue;
    payout += Math.floor((o.win * line.noteStake * g.oddsBp) / ODDS_SCALE) + o.push * (g.cost ?? 1) * line.noteStake;
    won += o.win;
    pushed += o.push;
  }
  return { payout, won, pushed };
}

/** A chance known as a decimal (sums over 100^27 outcomes have no small fraction), to 1e-9. */
export const approxChance = (p: number): Chance => ({ num: Math.round(p * 1e9), den: 1e9 });
