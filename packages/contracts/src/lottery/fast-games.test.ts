import { describe, expect, it } from 'vitest';
import { chance, linePayout, NEVER, oddsBasisPoints, priceLine } from './bet-kind.js';
import { FAST_KINDS, formatFastResult, parseFastResult, type FastFamily } from './fast-games.js';
import { PK10_SUM_COUNTS } from './pk10-kinds.js';
import { K3_SUM_COUNTS } from './k3-kinds.js';
import { SSC_SHAPE_COUNTS, sscShape } from './ssc-kinds.js';

const PRIZE_GROUP = 1980;
const UNIT = 200; // ₱2.00 a note
const MULTIPLE = 3;

/** Settles one line (kind, selection) against a result as the server will: parse, price, settle, pay. */
function settle(family: FastFamily, kindCode: string, selection: unknown, resultText: string) {
  const kind = FAST_KINDS.get(kindCode)!;
  expect(kind.family).toBe(family);
  const parsed = kind.selection.parse(selection);
  const line = priceLine(kind, parsed, UNIT, MULTIPLE, PRIZE_GROUP);
  const result = parseFastResult(family, resultText)!;
  return { line, ...linePayout(line, kind.settle(parsed, result)) };
}

describe('odds from the prize group', () => {
  it('pays every kind prizeGroup/2000 of its stake over all results (1980 → 99 %)', () => {
    expect(oddsBasisPoints(1980, chance(1, 2), NEVER)).toBe(19_800);
    expect(oddsBasisPoints(1980, chance(1, 10), NEVER)).toBe(99_000);
    expect(oddsBasisPoints(1980, chance(45, 100), NEVER)).toBe(22_000);
    // PK10 first-two sum big/small: 40 of 90 win, 10 of 90 (sum 11) refund.
    expect(oddsBasisPoints(1980, chance(40, 90), chance(10, 90))).toBe(19_775);
    expect(oddsBasisPoints(1900, chance(1, 2), NEVER)).toBe(19_000);
  });

  // Hand-checked: half-straight = 10 adjacent pairs × 6 third digits × 6 orders; K3 small =
  // 108 sums of 3–10 less the triples 1-1-1, 2-2-2, 3-3-3; 11x5 odd = (0.99 − 1/11) / (5/11).
  it('counts the finite spaces exactly', () => {
    expect(Object.fromEntries(SSC_SHAPE_COUNTS)).toEqual({
      TRIPLE: 10,
      STRAIGHT: 60,
      PAIR: 270,
      HALF_STRAIGHT: 360,
      MIXED: 300,
    });
    expect(PK10_SUM_COUNTS.get(11)).toBe(10);
    expect(PK10_SUM_COUNTS.get(3)).toBe(2);
    expect(K3_SUM_COUNTS.get(10)).toBe(27);
    expect(K3_SUM_COUNTS.get(3)).toBe(1);
    expect(sscShape([9, 0, 1])).toBe('STRAIGHT');
    expect(sscShape([0, 7, 1])).toBe('HALF_STRAIGHT');
  });
});

describe('SSC settles against 3,0,7,1,9', () => {
  const r = '3,0,7,1,9';
  it.each([
    ['ball 1 is 3 or 5: one of two notes wins 9.9×', 'SSC_POSITION_NUMBER', { ball: 1, digits: [3, 5] }, 1200, 5940],
    ['ball 3 big (7)', 'SSC_POSITION_SIDE', { ball: 3, pick: 'BIG' }, 600, 1188],
    ['ball 2 odd (0): lost', 'SSC_POSITION_SIDE', { ball: 2, pick: 'ODD' }, 600, 0],
    ['sum 20 small', 'SSC_SUM_SIDE', { pick: 'SMALL' }, 600, 1188],
    ['sum 20 even', 'SSC_SUM_SIDE', { pick: 'EVEN' }, 600, 1188],
    ['3 < 9: tiger', 'SSC_DRAGON_TIGER', { pick: 'TIGER' }, 600, 1320],
    ['dragon loses', 'SSC_DRAGON_TIGER', { pick: 'DRAGON' }, 600, 0],
    ['middle 0,7,1 half-straight', 'SSC_SHAPE', { part: 'MIDDLE', pick: 'HALF_STRAIGHT' }, 600, 1650],
    ['front 3,0,7 mixed', 'SSC_SHAPE', { part: 'FRONT', pick: 'MIXED' }, 600, 1980],
    [
      'front three direct: 2 notes, one wins 990×',
      'SSC_DIRECT',
      { span: 'FRONT3', digits: [[3], [0, 1], [7]] },
      1200,
      594_000,
    ],
  ])('%s', (_name, kind, selection, stake, payout) => {
    const out = settle('SSC', kind, selection, r);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });
});

describe('PK10 settles against 03,08,01,10,05,02,09,04,06,07', () => {
  const r = '03,08,01,10,05,02,09,04,06,07';
  it.each([
    ['place 2 is 8', 'PK10_PLACE_NUMBER', { place: 2, cars: [8, 9] }, 1200, 5940],
    ['place 2 big', 'PK10_PLACE_SIDE', { place: 2, pick: 'BIG' }, 600, 1188],
    ['place 1 (3) vs place 10 (7): tiger', 'PK10_DRAGON_TIGER', { place: 1, pick: 'TIGER' }, 600, 1188],
    ['first two sum 11: big refunded', 'PK10_SUM_SIDE', { pick: 'BIG' }, 600, 600],
    ['first two sum 11: odd wins', 'PK10_SUM_SIDE', { pick: 'ODD' }, 600, 1069],
    ['sum 11 named: 1 in 9', 'PK10_SUM_NUMBER', { sums: [11, 12] }, 1200, 5346],
  ])('%s', (_name, kind, selection, stake, payout) => {
    const out = settle('PK10', kind, selection, r);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });
});

describe('K3 settles', () => {
  it.each([
    ['2,2,5: sum 9 small', '2,2,5', 'K3_SUM_SIDE', { pick: 'SMALL' }, 600, 1221],
    ['2,2,5: pair of 2', '2,2,5', 'K3_PAIR', { faces: [2, 5] }, 1200, 8019],
    ['2,2,5: faces 5 and 6, one shows', '2,2,5', 'K3_FACE', { faces: [5, 6] }, 1200, 1409],
    ['2,2,5: sum 9', '2,2,5', 'K3_SUM_NUMBER', { sums: [9] }, 600, 5132],
    ['4,4,4: a triple loses big', '4,4,4', 'K3_SUM_SIDE', { pick: 'BIG' }, 600, 0],
    ['4,4,4: any triple', '4,4,4', 'K3_ANY_TRIPLE', {}, 600, 21_384],
    ['4,4,4: triple of 4', '4,4,4', 'K3_TRIPLE', { faces: [4] }, 600, 128_304],
    ['3,5,4: straight', '3,5,4', 'K3_STRAIGHT', {}, 600, 5346],
  ])('%s', (_name, r, kind, selection, stake, payout) => {
    const out = settle('K3', kind, selection, r);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });
});

describe('11x5 settles against 03,11,07,01,09', () => {
  const r = '03,11,07,01,09';
  it.each([
    ['place 1 is 3', 'X115_PLACE_NUMBER', { place: 1, numbers: [3] }, 600, 6534],
    ['place 2 drew 11: big refunded', 'X115_PLACE_SIDE', { place: 2, pick: 'BIG' }, 600, 600],
    ['place 3 (7) odd', 'X115_PLACE_SIDE', { place: 3, pick: 'ODD' }, 600, 1186],
    ['any 2 of 3,7,8: 3 notes, one wins', 'X115_ANY', { n: 2, numbers: [3, 7, 8] }, 1800, 3267],
    ['any 5 of six: one note of six wins', 'X115_ANY', { n: 5, numbers: [1, 3, 7, 9, 11, 2] }, 3600, 274_428],
  ])('%s', (_name, kind, selection, stake, payout) => {
    const out = settle('11X5', kind, selection, r);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });
});

describe('selections and results', () => {
  it('refuses picks outside the board and duplicates', () => {
    expect(FAST_KINDS.get('SSC_POSITION_NUMBER')!.selection.safeParse({ ball: 6, digits: [1] }).success).toBe(false);
    expect(FAST_KINDS.get('SSC_POSITION_NUMBER')!.selection.safeParse({ ball: 1, digits: [1, 1] }).success).toBe(false);
    expect(FAST_KINDS.get('X115_ANY')!.selection.safeParse({ n: 3, numbers: [1, 2] }).success).toBe(false);
    expect(FAST_KINDS.get('SSC_DIRECT')!.selection.safeParse({ span: 'FRONT2', digits: [[1], [2], [3]] }).success).toBe(
      false,
    );
  });

  it('reads back what it writes, and nothing else', () => {
    expect(formatFastResult('11X5', [3, 11, 7, 1, 9])).toBe('03,11,07,01,09');
    expect(parseFastResult('11X5', '03,11,07,01,09')).toEqual([3, 11, 7, 1, 9]);
    expect(parseFastResult('11X5', '03,03,07,01,09')).toBeNull();
    expect(parseFastResult('K3', '0,1,2')).toBeNull();
    expect(parseFastResult('SSC', '1,2,3,4')).toBeNull();
  });
});
