import { describe, expect, it } from 'vitest';
import { priceLine, type AnyBetKind } from './bet-kind.js';
import { closedNumberOf, exposureOf, lineMaxPayout, restrictLine, sumExposures } from './exposure-fns.js';
import { FAST_KINDS } from './fast-games.js';
import { THAI_KINDS } from './sea-kinds.js';
import { VN_KINDS } from './vn-kinds.js';

const kindOf = (code: string): AnyBetKind =>
  (FAST_KINDS.get(code) ?? THAI_KINDS.get(code) ?? VN_KINDS.NORTH.get(code)) as AnyBetKind;

function line(code: string, selection: unknown, unit = 100, multiple = 1) {
  const kind = kindOf(code);
  const parsed = kind.selection.parse(selection);
  const priced = priceLine(kind, parsed, unit, multiple, 1980);
  return { priced, exposures: exposureOf(code, parsed, priced) };
}

describe('exposureOf', () => {
  it('stakes each lô number with its points (slots × unit)', () => {
    const { priced, exposures } = line('VN_LO2', { numbers: ['27', '05'] });
    expect(priced.stake).toBe(2 * 27 * 100);
    expect(exposures).toEqual([
      { numberKey: 'VN_LO2:27', number: '27', stake: 2700 },
      { numberKey: 'VN_LO2:05', number: '05', stake: 2700 },
    ]);
  });

  it('stakes a xiên number with the combinations that hold it', () => {
    const { priced, exposures } = line('VN_XIEN', { k: 2, numbers: ['01', '02', '03', '04'] });
    expect(priced.notes).toBe(6);
    // Each number is in 3 of the 6 pairs; the exposures add up to k × the stake.
    expect(exposures.map((e) => e.stake)).toEqual([300, 300, 300, 300]);
  });

  it('scopes position picks by their ball and stakes each digit once', () => {
    const { exposures } = line('SSC_POSITION_NUMBER', { ball: 2, digits: [7, 3] }, 200, 3);
    expect(exposures).toEqual([
      { numberKey: 'SSC_POSITION_NUMBER:b2:7', number: '7', stake: 600 },
      { numberKey: 'SSC_POSITION_NUMBER:b2:3', number: '3', stake: 600 },
    ]);
  });

  it('stakes a side pick with the whole line, and a direct pick per digit at its ball', () => {
    expect(line('SSC_SUM_SIDE', { pick: 'BIG' }, 100, 5).exposures).toEqual([
      { numberKey: 'SSC_SUM_SIDE:BIG', number: 'BIG', stake: 500 },
    ]);
    const direct = line('SSC_DIRECT', { span: 'FRONT2', digits: [[1, 2], [3]] });
    expect(direct.priced.notes).toBe(2);
    expect(direct.exposures.map((e) => [e.numberKey, e.stake])).toEqual([
      ['SSC_DIRECT:FRONT2:b1=1', 100],
      ['SSC_DIRECT:FRONT2:b1=2', 100],
      ['SSC_DIRECT:FRONT2:b2=3', 200],
    ]);
  });

  it('stakes each Thai number through its own group', () => {
    const { exposures } = line('TH_2TOP', { numbers: ['12', '34'] }, 1000);
    expect(exposures.map((e) => e.stake)).toEqual([1000, 1000]);
  });

  it('sums one number staked on several lines of a slip', () => {
    const a = line('VN_LO2', { numbers: ['27'] }).exposures;
    const b = line('VN_LO2', { numbers: ['27', '99'] }).exposures;
    expect(sumExposures([...a, ...b])).toEqual([
      { numberKey: 'VN_LO2:27', number: '27', stake: 5400 },
      { numberKey: 'VN_LO2:99', number: '99', stake: 2700 },
    ]);
  });
});

describe('closed and restricted numbers', () => {
  it('finds a number closed for its kind, for every kind, with or without its ball', () => {
    const { exposures } = line('SSC_POSITION_NUMBER', { ball: 1, digits: [4, 8] });
    expect(closedNumberOf('SSC_POSITION_NUMBER', exposures, ['*:8'])?.number).toBe('8');
    expect(closedNumberOf('SSC_POSITION_NUMBER', exposures, ['SSC_POSITION_NUMBER:b1:4'])?.number).toBe('4');
    expect(closedNumberOf('SSC_POSITION_NUMBER', exposures, ['SSC_POSITION_NUMBER:b2:4', 'VN_LO2:8'])).toBeNull();
  });

  it('pays a restricted number its percent of the odds: its own group, or a shared group at the lowest', () => {
    const thai = line('TH_2TOP', { numbers: ['12', '34'] });
    const cut = restrictLine('TH_2TOP', thai.priced, thai.exposures, { 'TH_2TOP:12': 50 });
    expect(cut.groups.map((g) => g.oddsBp)).toEqual([
      Math.floor(thai.priced.groups[0]!.oddsBp / 2),
      thai.priced.groups[1]!.oddsBp,
    ]);
    const lo = line('VN_LO2', { numbers: ['27', '05'] });
    const loCut = restrictLine('VN_LO2', lo.priced, lo.exposures, { '*:05': 40 });
    expect(loCut.groups[0]!.oddsBp).toBe(Math.floor((lo.priced.groups[0]!.oddsBp * 40) / 100));
    expect(restrictLine('VN_LO2', lo.priced, lo.exposures, { '*:06': 40 })).toBe(lo.priced);
  });

  it('counts the most a line pays as one hit per note', () => {
    const { priced } = line('SSC_POSITION_NUMBER', { ball: 1, digits: [1, 2, 3] }, 200);
    expect(priced.groups[0]!.oddsBp).toBe(99_000);
    expect(lineMaxPayout(priced)).toBe(3 * 200 * 9.9);
  });
});
