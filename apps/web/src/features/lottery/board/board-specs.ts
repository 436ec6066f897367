import { SSC_DIRECT_SPANS, SSC_SHAPES } from '@fortuna/contracts/lottery/ssc-kinds';

/**
 * How each bet kind is picked on the board. The kinds themselves (selection schema, notes, odds,
 * settlement) are the contracts' (packages/contracts/src/lottery); this only says which controls
 * build a selection of the kind:
 * - `options`: one-of settings shown as a segmented row (ball, place, part, span, N of xiên…);
 * - `pick`: what the player picks — numbers from a range (several), a side or shape (several: one
 *   line each), rows of digits (a direct pick per ball), typed numbers of a width (VN, Thai, 4D:
 *   with a 00–99 grid when two digits wide), or nothing (any triple, straight).
 */
export type BoardOption = { field: string; values: readonly (string | number)[] };
export type BoardPick =
  | { type: 'range'; field: string; values: readonly number[]; pad?: number }
  | { type: 'choice'; field: string; values: readonly string[] }
  | { type: 'rows'; field: string; values: readonly number[]; rowsFrom: (options: OptionValues) => number }
  | { type: 'typed'; field: string; width: number }
  | { type: 'none' };
export type OptionValues = Record<string, string | number>;
export type BoardSpec = { options: BoardOption[]; pick: BoardPick };

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
const DIGITS = range(0, 9);
const typed = (width: number): BoardSpec => ({ options: [], pick: { type: 'typed', field: 'numbers', width } });

const SPECS: Record<string, BoardSpec> = {
  SSC_POSITION_NUMBER: {
    options: [{ field: 'ball', values: range(1, 5) }],
    pick: { type: 'range', field: 'digits', values: DIGITS },
  },
  SSC_POSITION_SIDE: {
    options: [{ field: 'ball', values: range(1, 5) }],
    pick: { type: 'choice', field: 'pick', values: SIDES },
  },
  SSC_SUM_SIDE: { options: [], pick: { type: 'choice', field: 'pick', values: SIDES } },
  SSC_DRAGON_TIGER: { options: [], pick: { type: 'choice', field: 'pick', values: ['DRAGON', 'TIGER', 'TIE'] } },
  SSC_SHAPE: {
    options: [{ field: 'part', values: ['FRONT', 'MIDDLE', 'BACK'] }],
    pick: { type: 'choice', field: 'pick', values: SSC_SHAPES },
  },
  SSC_DIRECT: {
    options: [{ field: 'span', values: Object.keys(SSC_DIRECT_SPANS) }],
    pick: {
      type: 'rows',
      field: 'digits',
      values: DIGITS,
      rowsFrom: (o) => SSC_DIRECT_SPANS[o.span as keyof typeof SSC_DIRECT_SPANS].length,
    },
  },
  PK10_PLACE_NUMBER: {
    options: [{ field: 'place', values: range(1, 10) }],
    pick: { type: 'range', field: 'cars', values: range(1, 10), pad: 2 },
  },
  PK10_PLACE_SIDE: {
    options: [{ field: 'place', values: range(1, 10) }],
    pick: { type: 'choice', field: 'pick', values: SIDES },
  },
  PK10_DRAGON_TIGER: {
    options: [{ field: 'place', values: range(1, 5) }],
    pick: { type: 'choice', field: 'pick', values: ['DRAGON', 'TIGER'] },
  },
  PK10_SUM_NUMBER: { options: [], pick: { type: 'range', field: 'sums', values: range(3, 19) } },
  PK10_SUM_SIDE: { options: [], pick: { type: 'choice', field: 'pick', values: SIDES } },
  K3_SUM_NUMBER: { options: [], pick: { type: 'range', field: 'sums', values: range(3, 18) } },
  K3_SUM_SIDE: { options: [], pick: { type: 'choice', field: 'pick', values: SIDES } },
  K3_FACE: { options: [], pick: { type: 'range', field: 'faces', values: range(1, 6) } },
  K3_PAIR: { options: [], pick: { type: 'range', field: 'faces', values: range(1, 6) } },
  K3_TRIPLE: { options: [], pick: { type: 'range', field: 'faces', values: range(1, 6) } },
  K3_ANY_TRIPLE: { options: [], pick: { type: 'none' } },
  K3_STRAIGHT: { options: [], pick: { type: 'none' } },
  X115_PLACE_NUMBER: {
    options: [{ field: 'place', values: range(1, 5) }],
    pick: { type: 'range', field: 'numbers', values: range(1, 11), pad: 2 },
  },
  X115_ANY: {
    options: [{ field: 'n', values: range(1, 5) }],
    pick: { type: 'range', field: 'numbers', values: range(1, 11), pad: 2 },
  },
  X115_PLACE_SIDE: {
    options: [{ field: 'place', values: range(1, 5) }],
    pick: { type: 'choice', field: 'pick', values: SIDES },
  },
  VN_LO2: typed(2),
  VN_LO3: typed(3),
  VN_DE: typed(2),
  VN_DE_HEAD: typed(2),
  VN_DE_G1: typed(2),
  VN_CANG3: typed(3),
  VN_XIEN: { options: [{ field: 'k', values: [2, 3, 4] }], pick: { type: 'typed', field: 'numbers', width: 2 } },
  VN_TRUOT: { options: [{ field: 'k', values: [4, 8, 10] }], pick: { type: 'typed', field: 'numbers', width: 2 } },
  VN_HEAD_G8: typed(2),
  VN_LO7: typed(2),
  TH_3TOP: typed(3),
  TH_3TOTE: typed(3),
  TH_3FRONT: typed(3),
  TH_3BACK: typed(3),
  TH_2TOP: typed(2),
  TH_2BOTTOM: typed(2),
  TH_RUN_TOP: typed(1),
  TH_RUN_BOTTOM: typed(1),
  '4D_BIG': typed(4),
  '4D_SMALL': typed(4),
  '4D_IBOX_BIG': typed(4),
  '4D_IBOX_SMALL': typed(4),
};

/** The board of a kind; null for a kind the board does not know (it is then not offered). */
export const boardSpecOf = (code: string): BoardSpec | null => SPECS[code] ?? null;

/** The first value of every option: the board's starting settings for a kind. */
export const defaultOptions = (spec: BoardSpec): OptionValues =>
  Object.fromEntries(spec.options.map((o) => [o.field, o.values[0]!]));

/**
 * What the player has picked on the board for one kind: numbers (range), choices, one list of
 * digits per row, typed numbers (text with their leading zeros).
 */
export type BoardPicks = { numbers: number[]; choices: string[]; rows: number[][]; typed: string[] };
export const EMPTY_PICKS: BoardPicks = { numbers: [], choices: [], rows: [], typed: [] };

/**
 * The selections the picks make: one for numbers, rows or typed numbers; one per choice (each side
 * or shape becomes its own line); one for a kind with nothing to pick.
 */
export function selectionsOf(spec: BoardSpec, options: OptionValues, picks: BoardPicks): unknown[] {
  const { pick } = spec;
  const base = { ...options };
  switch (pick.type) {
    case 'none':
      return [base];
    case 'choice':
      return picks.choices.map((c) => ({ ...base, [pick.field]: c }));
    case 'range':
      return picks.numbers.length ? [{ ...base, [pick.field]: [...picks.numbers].sort((a, b) => a - b) }] : [];
    case 'rows': {
      const rows = Array.from({ length: pick.rowsFrom(options) }, (_, i) =>
        [...(picks.rows[i] ?? [])].sort((a, b) => a - b),
      );
      return rows.every((r) => r.length > 0) ? [{ ...base, [pick.field]: rows }] : [];
    }
    case 'typed':
      return picks.typed.length ? [{ ...base, [pick.field]: [...picks.typed] }] : [];
  }
}

/** Pulls numbers of a width out of free text ("12 34,56" → 12, 34, 56), in order, each once. */
export function parseTypedNumbers(text: string, width: number): { numbers: string[]; rejected: string[] } {
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\s,;.]+/).filter(Boolean)) {
    if (new RegExp(`^\\d{${width}}$`).test(token)) {
      if (!numbers.includes(token)) numbers.push(token);
    } else rejected.push(token);
  }
  return { numbers, rejected };
}
