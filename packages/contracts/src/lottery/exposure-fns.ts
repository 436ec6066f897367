import { choose, type PricedLine } from './bet-kind.js';

/**
 * Which "numbers" a line stakes on, for the risk limits (LOTTERY.md "Risk control"): the stake on
 * one number of one issue across all players is capped, and numbers can be restricted (reduced
 * odds) or closed. A number is the thing picked, scoped by the ball or place it was picked for:
 * - a list of picks (numbers, digits, cars, faces, sums) — each element, staked with the notes
 *   that hold it (one note each; C(n − 1, k − 1) notes in a xiên, lô trượt or any-k-of-5 line)
 *   times the note's cost and unit stake;
 * - a side, shape or dragon/tiger pick — the pick, staked with the whole line;
 * - a direct pick (digits per ball) — each digit at its ball, staked with the notes that hold it
 *   (DEFAULT: a direct line of 10 × 10 × 10 digits would otherwise make 1,000 numbers);
 * - a line with nothing to pick (K3 any triple, straight) — "*", the whole line.
 * Keys are `<kind>:<scope><number>`, scope `b<ball>:`, `p<place>:`, a part or span name and ':'.
 */
export type Exposure = {
  /** `<kind>:<scope><number>`: the per-number counter's key. */
  numberKey: string;
  /** The number as a player reads it (and as closed and restricted numbers are written). */
  number: string;
  /** Minor units. */
  stake: number;
};

const LISTS = ['numbers', 'digits', 'cars', 'faces', 'sums'] as const;
const SCOPES = [
  ['ball', 'b'],
  ['place', 'p'],
] as const;

type Selection = Record<string, unknown>;

/** The scope prefix of a selection: `b1:`, `p3:`, `FRONT:`, `FRONT3:` or ''. */
function scopeOf(s: Selection): string {
  for (const [field, letter] of SCOPES) if (typeof s[field] === 'number') return `${letter}${s[field]}:`;
  if (typeof s.part === 'string') return `${s.part}:`;
  if (typeof s.span === 'string') return `${s.span}:`;
  return '';
}

const text = (v: unknown): string => (typeof v === 'string' ? v : String(v));

/** The picked elements of a selection's flat list, and how many of them each note takes (k). */
function listOf(s: Selection): { elements: string[]; k: number } | null {
  for (const field of LISTS) {
    const list = s[field];
    if (Array.isArray(list) && list.every((v) => !Array.isArray(v))) {
      const k = typeof s.k === 'number' ? s.k : typeof s.n === 'number' ? s.n : 1;
      return { elements: list.map(text), k };
    }
  }
  return null;
}

/** The exposures of a priced line (its selection already parsed by the kind). */
export function exposureOf(kind: string, selection: unknown, line: PricedLine): Exposure[] {
  const s = (selection ?? {}) as Selection;
  const scope = scopeOf(s);
  const at = (number: string, stake: number): Exposure => ({ numberKey: `${kind}:${scope}${number}`, number, stake });
  const list = listOf(s);
  if (list) {
    const byKey = new Map(line.groups.map((g) => [g.key, g]));
    const only = line.groups.length === 1 ? line.groups[0] : undefined;
    return list.elements.map((e) => {
      // Kinds with a group per picked number (Thai, 4D, sums) carry its cost there; others share one group.
      const g = byKey.get(e) ?? only;
      const cost = g?.cost ?? 1;
      const notes = byKey.has(e) ? byKey.get(e)!.notes : choose(list.elements.length - 1, list.k - 1);
      return at(e, notes * cost * line.noteStake);
    });
  }
  if (Array.isArray(s.digits)) {
    // Direct pick: digits per ball of the span; a digit at a ball is in notes / (digits at that ball) notes.
    const perBall = s.digits as unknown[][];
    const out: Exposure[] = [];
    perBall.forEach((digits, i) => {
      const share = line.notes / Math.max(1, digits.length);
      for (const d of digits)
        out.push({
          numberKey: `${kind}:${scope}b${i + 1}=${text(d)}`,
          number: `${i + 1}=${text(d)}`,
          stake: share * line.noteStake,
        });
    });
    return out;
  }
  if (typeof s.pick === 'string') return [at(s.pick, line.stake)];
  return [at('*', line.stake)];
}

/** Sums exposures by key (a slip may stake one number on several lines). */
export function sumExposures(list: readonly Exposure[]): Exposure[] {
  const byKey = new Map<string, Exposure>();
  for (const e of list) {
    const seen = byKey.get(e.numberKey);
    if (seen) seen.stake += e.stake;
    else byKey.set(e.numberKey, { ...e });
  }
  return [...byKey.values()].sort((a, b) => (a.numberKey < b.numberKey ? -1 : a.numberKey > b.numberKey ? 1 : 0));
}

/**
 * The ways a picked number can be written in a game's closed and restricted lists: with its kind or
 * "*" (every kind), with its scope ("SSC_POSITION_NUMBER:b1:7") or without ("SSC_POSITION_NUMBER:7").
 */
export function riskNamesOf(kind: string, e: Exposure): string[] {
  const scoped = e.numberKey.slice(kind.length + 1);
  const names = new Set([`${kind}:${e.number}`, `*:${e.number}`, `${kind}:${scoped}`, `*:${scoped}`]);
  return [...names];
}

/** The closed number a line's exposures hit, if any. */
export function closedNumberOf(
  kind: string,
  exposures: readonly Exposure[],
  closed: readonly string[],
): Exposure | null {
  if (closed.length === 0) return null;
  const set = new Set(closed);
  return exposures.find((e) => riskNamesOf(kind, e).some((n) => set.has(n))) ?? null;
}

/**
 * The line with restricted numbers' odds reduced (DEFAULT): a group keyed by a restricted number
 * (Thai, 4D, sums) pays that number's percent of its odds; a group shared by several numbers (a lô
 * line, a xiên) pays the lowest percent among its numbers. Rounded down to a basis point.
 */
export function restrictLine(
  kind: string,
  line: PricedLine,
  exposures: readonly Exposure[],
  restricted: Readonly<Record<string, number>>,
): PricedLine {
  const percentOf = (e: Exposure): number => Math.min(100, ...riskNamesOf(kind, e).map((n) => restricted[n] ?? 100));
  const percents = new Map(exposures.map((e) => [e.number, percentOf(e)]));
  const lowest = Math.min(100, ...percents.values());
  if (lowest >= 100) return line;
  const single = line.groups.length === 1;
  return {
    ...line,
    groups: line.groups.map((g) => {
      const percent = percents.get(g.key) ?? (single ? lowest : 100);
      return percent >= 100 ? g : { ...g, oddsBp: Math.floor((g.oddsBp * percent) / 100) };
    }),
  };
}

/** What a priced line pays at most: one hit on every note (minor units, rounded down per group). */
export const lineMaxPayout = (line: PricedLine): number =>
  line.groups.reduce((sum, g) => sum + Math.floor((g.notes * line.noteStake * g.oddsBp) / 10_000), 0);
