import { describe, expect, it } from 'vitest';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { boardSpecOf, defaultOptions } from '../board/board-specs';
import {
  oddsText,
  parseChaseIssues,
  parseMultiple,
  priceSelection,
  priceSlip,
  quickPickSelection,
  randomBelow,
  type SlipLine,
} from './slip-fns';

const ssc = familyRules('SSC')!;
const vnNorth = familyRules('VN_NORTH')!;
const line = (kind: string, selection: unknown, unit = 100, multiple = 1): SlipLine => ({
  id: kind,
  kind,
  selection,
  unit,
  multiple,
});

describe('the bet slip', () => {
  it('prices stake = notes × unit × multiple with the contracts priceLine, and a chase N times', () => {
    const lines = [
      // 3 × 2 × 1 direct notes on the first three balls at 1.00 × 2.
      line('SSC_DIRECT', { span: 'FRONT3', digits: [[1, 2, 3], [4, 5], [6]] }, 100, 2),
      // One big-sum note at 0.10 × 5.
      line('SSC_SUM_SIDE', { pick: 'BIG' }, 10, 5),
    ];
    const { lines: priced, totals } = priceSlip(lines, ssc.kindOf, 1980, 3);
    expect(priced.map((l) => [l.priced?.notes, l.priced?.stake])).toEqual([
      [6, 1200],
      [1, 50],
    ]);
    expect(totals).toEqual({ lines: 2, notes: 7, stake: 1250, chaseIssues: 3, total: 3750 });
    // Big sum: half the results, prize group 1980 → 1.98 including stake.
    expect(oddsText(priced[1]!.priced!)).toBe('1.98');
  });

  it('prices a Vietnamese lô point as one unit per number the North reads (27)', () => {
    const { totals } = priceSlip([line('VN_LO2', { numbers: ['07', '68'] })], vnNorth.kindOf, 1980);
    expect(totals.stake).toBe(2 * 27 * 100);
  });

  it('leaves a selection its kind refuses unpriced, so the slip cannot be placed', () => {
    const { lines, totals } = priceSlip([line('SSC_POSITION_NUMBER', { ball: 6, digits: [1] })], ssc.kindOf, 1980);
    expect(lines[0]!.priced).toBeNull();
    expect(totals.lines).toBe(0);
  });

  it('shows a range of odds when the notes of a line have different chances', () => {
    const k3 = familyRules('K3')!;
    const priced = priceSelection(k3.kindOf('K3_SUM_NUMBER')!, { sums: [4, 10] }, 100, 1, 1980)!;
    expect(oddsText(priced)).toMatch(/^\d+\.\d{2}–\d+\.\d{2}$/);
  });

  it('reads multiples and chase lengths as whole numbers within their limits', () => {
    expect(parseMultiple('12')).toBe(12);
    expect([parseMultiple('0'), parseMultiple('1.5'), parseMultiple('abc')]).toEqual([null, null, null]);
    expect(parseChaseIssues('3', 10)).toBe(3);
    expect(parseChaseIssues('11', 10)).toBeNull();
  });
});

describe('quick pick', () => {
  it('gives every kind of every family a selection its kind accepts, for each of its options', () => {
    for (const family of ['SSC', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_SOUTH', 'THAI', '4D']) {
      const rules = familyRules(family)!;
      for (const kind of rules.kinds.values()) {
        const spec = boardSpecOf(kind.code);
        expect({ kind: kind.code, spec: Boolean(spec) }).toEqual({ kind: kind.code, spec: true });
        const base = defaultOptions(spec!);
        const variants = spec!.options.length
          ? spec!.options[0]!.values.map((v) => ({ ...base, [spec!.options[0]!.field]: v }))
          : [base];
        for (const options of variants) {
          const selection = quickPickSelection(spec!, options);
          expect({ kind: kind.code, ok: kind.selection.safeParse(selection).success }).toEqual({
            kind: kind.code,
            ok: true,
          });
        }
      }
    }
  });

  it('draws without modulo bias: a word at or above the limit is skipped', () => {
    const words = [0xffff_ffff, 17];
    const random = (buf: Uint32Array) => {
      buf[0] = words.shift()!;
      return buf;
    };
    expect(randomBelow(10, random)).toBe(7);
  });
});
