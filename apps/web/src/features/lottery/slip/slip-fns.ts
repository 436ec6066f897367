import { priceLine, ODDS_SCALE, type AnyBetKind, type PricedLine } from '@fortuna/contracts/lottery/bet-kind';
import { formatMinor } from '@fortuna/contracts/money';
import type { BoardSpec, OptionValues } from '../board/board-specs';

/**
 * The bet slip (LOTTERY.md "Betting"): several lines, each one kind's selection with a unit and a
 * multiple; stake = notes × cost × unit × multiple, priced with the contracts' priceLine exactly
 * as the server prices the ticket (odds fixed per note group from the game's prize group). A chase
 * buys the same slip for the next N issues, so it costs N times the slip.
 */
export type SlipLine = {
  id: string;
  kind: string;
  selection: unknown;
  /** Stake of one note in minor units before the multiple (100 = 1.00). */
  unit: number;
  multiple: number;
};

/** Units a note may cost, minor units (1.00, 0.10, 0.01), the usual "yuan / jiao / fen" modes. */
export const SLIP_UNITS = [100, 10, 1] as const;
export const MAX_MULTIPLE = 99_999;
export const MAX_CHASE_ISSUES = 50;

export type PricedSlipLine = SlipLine & { priced: PricedLine | null };

/** Prices one selection of a kind; null when the selection is not one the kind accepts. */
export function priceSelection(
  kind: AnyBetKind,
  selection: unknown,
  unit: number,
  multiple: number,
  prizeGroup: number,
): PricedLine | null {
  const parsed = kind.selection.safeParse(selection);
  if (!parsed.success) return null;
  const priced = priceLine(kind, parsed.data, unit, multiple, prizeGroup);
  return priced.notes > 0 ? priced : null;
}

export type SlipTotals = { lines: number; notes: number; stake: number; chaseIssues: number; total: number };

export function priceSlip(
  lines: readonly SlipLine[],
  kindOf: (code: string) => AnyBetKind | null,
  prizeGroup: number,
  chaseIssues = 1,
): { lines: PricedSlipLine[]; totals: SlipTotals } {
  const priced = lines.map((line) => {
    const kind = kindOf(line.kind);
    return {
      ...line,
      priced: kind ? priceSelection(kind, line.selection, line.unit, line.multiple, prizeGroup) : null,
    };
  });
  const valid = priced.filter((l) => l.priced);
  const notes = valid.reduce((n, l) => n + l.priced!.notes, 0);
  const stake = valid.reduce((n, l) => n + l.priced!.stake, 0);
  const issues = Math.max(1, Math.floor(chaseIssues));
  return { lines: priced, totals: { lines: valid.length, notes, stake, chaseIssues: issues, total: stake * issues } };
}

/** Odds of a line as "1.98" (one group) or "8.40–118.80" (groups of different chances, e.g. sums). */
export function oddsText(line: PricedLine): string {
  const values = line.groups.map((g) => g.oddsBp);
  const fmt = (bp: number) => (bp / ODDS_SCALE).toFixed(2);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`;
}

/** What one hit of the line's best note pays, stake included, minor units. */
export const bestHitPayout = (line: PricedLine): number =>
  Math.max(...line.groups.map((g) => Math.floor((line.noteStake * g.oddsBp) / ODDS_SCALE)));

/** Minor units as the API's decimal string ("1234.50"). */
export const minorText = (minor: number): string => formatMinor(BigInt(minor));

/** A multiple typed by the player: a whole number 1…MAX_MULTIPLE, else null. */
export function parseMultiple(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_MULTIPLE ? n : null;
}

/** Chase issues typed by the player: 1…max (the issues the game has opened ahead). */
export function parseChaseIssues(text: string, max = MAX_CHASE_ISSUES): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** A uniform integer in [0, n) from the browser's CSPRNG, without modulo bias. */
export function randomBelow(n: number, random: (buf: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)) {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  const buf = new Uint32Array(1);
  for (;;) {
    const word = random(buf)[0]!;
    if (word < limit) return word % n;
  }
}

/** `count` different items of a list, in random order. */
export function randomDistinct<T>(list: readonly T[], count: number, below = randomBelow): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(below(pool.length), 1)[0]!);
  return out;
}

/** The fewest picks a kind's selection needs: N of "any N", k of xiên / lô trượt, else 1. */
const fewestPicks = (options: OptionValues): number =>
  typeof options.n === 'number' ? options.n : typeof options.k === 'number' ? options.k : 1;

/**
 * A quick pick: the fewest numbers the kind needs, drawn at random (one digit per row of a direct
 * pick, one side or shape, a random number of the width for typed kinds).
 */
export function quickPickSelection(spec: BoardSpec, options: OptionValues, below = randomBelow): unknown {
  const { pick } = spec;
  const count = fewestPicks(options);
  switch (pick.type) {
    case 'none':
      return { ...options };
    case 'choice':
      return { ...options, [pick.field]: pick.values[below(pick.values.length)] };
    case 'range':
      return { ...options, [pick.field]: randomDistinct(pick.values, count, below).sort((a, b) => a - b) };
    case 'rows':
      return {
        ...options,
        [pick.field]: Array.from({ length: pick.rowsFrom(options) }, () => [pick.values[below(pick.values.length)]]),
      };
    case 'typed': {
      const all = Array.from({ length: 10 ** pick.width }, (_, i) => String(i).padStart(pick.width, '0'));
      return { ...options, [pick.field]: randomDistinct(all, count, below).sort() };
    }
  }
}

/**
 * A fresh key (slip idempotency key, line id): 128 random bits as hex. getRandomValues works in
 * every context; crypto.randomUUID only over HTTPS or on localhost.
 */
export const newKey = (): string =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
