import { describe, expect, it } from 'vitest';
import { FAST_KINDS } from './fast-games.js';
import { kindOdds } from './kind-odds.js';
import { FOUR_D_KINDS, THAI_KINDS } from './sea-kinds.js';
import { VN_KINDS } from './vn-kinds.js';
import type { AnyBetKind } from './bet-kind.js';

const kind = (map: ReadonlyMap<string, unknown>, code: string) => map.get(code) as AnyBetKind;

describe('kindOdds', () => {
  it('gives one row without a variant when every pick pays alike', () => {
    expect(kindOdds(kind(FAST_KINDS, 'SSC_POSITION_NUMBER'), 1980)).toEqual([{ variant: '', oddsBp: 99_000 }]);
    expect(kindOdds(kind(VN_KINDS.NORTH, 'VN_LO2'), 1980)).toEqual([{ variant: '', oddsBp: 990_000 }]);
  });

  it('gives a row per pick when the odds differ by pick', () => {
    expect(kindOdds(kind(FAST_KINDS, 'SSC_DRAGON_TIGER'), 1980)).toEqual([
      { variant: 'DRAGON', oddsBp: 22_000 },
      { variant: 'TIGER', oddsBp: 22_000 },
      { variant: 'TIE', oddsBp: 99_000 },
    ]);
    expect(kindOdds(kind(VN_KINDS.NORTH, 'VN_XIEN'), 1980).map((r) => r.variant)).toEqual(['k=2', 'k=3', 'k=4']);
    expect(kindOdds(kind(THAI_KINDS, 'TH_3TOTE'), 1980).map((r) => r.variant)).toEqual(['6', '3', '1']);
    expect(kindOdds(kind(FOUR_D_KINDS, '4D_IBOX_BIG'), 1980).map((r) => r.variant)).toEqual([
      '24',
      '12',
      '6',
      '4',
      '1',
    ]);
  });

  it('follows the prize group', () => {
    expect(kindOdds(kind(FAST_KINDS, 'SSC_SUM_SIDE'), 1900)).toEqual([{ variant: '', oddsBp: 19_000 }]);
  });
});
