import { describe, expect, it } from 'vitest';
import { linePayout, priceLine } from './bet-kind.js';
import { VN_KINDS } from './vn-kinds.js';
import { vnNumbers, vnSheetProblems, vnSlots, type VnRegion, type VnSheet } from './vn-sheets.js';

/** The North's published sheet of Friday 1 January 2016 (Hải Phòng), as the result sites show it. */
const NORTH_2016_01_01: VnSheet = {
  DB: ['52552'],
  G1: ['56247'],
  G2: ['84402', '15788'],
  G3: ['06060', '22520', '39216', '26435', '51168', '06334'],
  G4: ['9032', '2187', '5037', '1935'],
  G5: ['5704', '9718', '1378', '8009', '0896', '7197'],
  G6: ['488', '376', '768'],
  G7: ['78', '72', '17', '16'],
};
/** The same day's lô table as published beside it (đầu: first digit → đuôi: second digits). */
const PUBLISHED_LO_TABLE: Record<string, string> = {
  '0': '249',
  '1': '6876',
  '2': '0',
  '3': '54275',
  '4': '7',
  '5': '2',
  '6': '088',
  '7': '8682',
  '8': '878',
  '9': '67',
};

const UNIT = 200;
const MULTIPLE = 3; // a note unit stakes ₱6.00

function settle(region: VnRegion, code: string, selection: unknown, sheet: VnSheet) {
  const kind = VN_KINDS[region].get(code)!;
  const parsed = kind.selection.parse(selection);
  const line = priceLine(kind, parsed, UNIT, MULTIPLE, 1980);
  return { line, ...linePayout(line, kind.settle(parsed, sheet)) };
}

describe('the North sheet', () => {
  it('holds 27 numbers; its lô (last two digits) are the published table', () => {
    const numbers = vnNumbers('NORTH', NORTH_2016_01_01);
    expect(numbers).toHaveLength(27);
    const lo = numbers.map((n) => n.slice(-2));
    const fromTable = Object.entries(PUBLISHED_LO_TABLE).flatMap(([head, tails]) => [...tails].map((t) => head + t));
    expect(lo.sort()).toEqual(fromTable.sort());
    expect(vnSlots('NORTH', 2)).toBe(27);
    expect(vnSlots('NORTH', 3)).toBe(23);
    expect(vnSheetProblems('NORTH', NORTH_2016_01_01)).toEqual([]);
  });

  it.each([
    // lô 2 số: 16 shows twice (39216, G7 16), 35 twice (26435, 1935), 99 never: 4 hits at 99×.
    ['lô 16, 35, 99: 4 hits', 'VN_LO2', { numbers: ['16', '35', '99'] }, 3 * 27 * 600, 4 * 59_400],
    ['lô 88: 15788 and 488', 'VN_LO2', { numbers: ['88'] }, 27 * 600, 2 * 59_400],
    ['lô 3 số 552 and 216: one hit each at 990×', 'VN_LO3', { numbers: ['552', '216'] }, 2 * 23 * 600, 2 * 594_000],
    ['đề 52 (ĐB 52552)', 'VN_DE', { numbers: ['52', '25'] }, 1200, 59_400],
    ['đề đầu 55: ĐB starts 52, lost', 'VN_DE_HEAD', { numbers: ['55'] }, 600, 0],
    ['đề giải nhất 47 (G1 56247)', 'VN_DE_G1', { numbers: ['47'] }, 600, 59_400],
    ['3 càng 552', 'VN_CANG3', { numbers: ['552'] }, 600, 594_000],
  ])('%s', (_name, code, selection, stake, payout) => {
    const out = settle('NORTH', code, selection, NORTH_2016_01_01);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });

  it('xiên 2 of 16, 35, 99: three notes, the one of 16 and 35 wins', () => {
    const out = settle('NORTH', 'VN_XIEN', { k: 2, numbers: ['16', '35', '99'] }, NORTH_2016_01_01);
    expect(out.line.notes).toBe(3);
    expect(out.won).toBe(1);
    // Chance both show among 27 tails: 1 − 2·0.99²⁷ + 0.98²⁷ ≈ 0.0551; odds ≈ 0.99 / 0.0551.
    const odds = out.line.groups[0]!.oddsBp / 10_000;
    expect(odds).toBeCloseTo(0.99 / (1 - 2 * 0.99 ** 27 + 0.98 ** 27), 2);
    expect(out.payout).toBe(Math.floor((600 * out.line.groups[0]!.oddsBp) / 10_000));
  });

  it('lô trượt 4 of 00, 01, 03, 05, 99: none shows, all five notes win', () => {
    const out = settle('NORTH', 'VN_TRUOT', { k: 4, numbers: ['00', '01', '03', '05', '99'] }, NORTH_2016_01_01);
    expect(out.line.notes).toBe(5);
    expect(out.won).toBe(5);
    expect(out.line.groups[0]!.oddsBp / 10_000).toBeCloseTo(0.99 / 0.96 ** 27, 2);
  });

  it('lô trượt loses a note when one of its numbers shows', () => {
    expect(settle('NORTH', 'VN_TRUOT', { k: 4, numbers: ['00', '01', '03', '16'] }, NORTH_2016_01_01).won).toBe(0);
  });

  it('offers no South-only kinds in the North', () => {
    expect(VN_KINDS.NORTH.has('VN_HEAD_G8')).toBe(false);
    expect(VN_KINDS.NORTH.has('VN_LO7')).toBe(false);
  });
});

describe('a South sheet (constructed: 18 numbers, 6-digit ĐB)', () => {
  const SOUTH: VnSheet = {
    G8: ['47'],
    G7: ['512'],
    G6: ['3047', '8821', '0090'],
    G5: ['6547'],
    G4: ['11111', '22222', '33347', '44444', '55555', '66666', '77777'],
    G3: ['88888', '99999'],
    G2: ['12345'],
    G1: ['54321'],
    DB: ['901247'],
  };

  it('checks the sheet and counts 18 slots, 17 of three digits', () => {
    expect(vnSheetProblems('SOUTH', SOUTH)).toEqual([]);
    expect(vnSheetProblems('SOUTH', { ...SOUTH, DB: ['90124'] })).toEqual(['DB: 6 digits each']);
    expect(vnNumbers('SOUTH', SOUTH)).toHaveLength(18);
    expect(vnSlots('SOUTH', 3)).toBe(17);
  });

  it.each([
    // 47 shows in G8, G6 3047, G5 6547, G4 33347 and ĐB 901247: 5 hits of 18 slots.
    ['bao lô 47: 5 hits', 'VN_LO2', { numbers: ['47'] }, 18 * 600, 5 * 59_400],
    ['7 lô 47: G8, G6 3047, G5 6547, ĐB (not G4): 4 hits', 'VN_LO7', { numbers: ['47'] }, 7 * 600, 4 * 59_400],
    ['đầu (G8) 47', 'VN_HEAD_G8', { numbers: ['47'] }, 600, 59_400],
    ['đuôi: ĐB ends 47', 'VN_DE', { numbers: ['47'] }, 600, 59_400],
    ['3 càng 247', 'VN_CANG3', { numbers: ['247'] }, 600, 594_000],
  ])('%s', (_name, code, selection, stake, payout) => {
    const out = settle('SOUTH', code, selection, SOUTH);
    expect(out.line.stake).toBe(stake);
    expect(out.payout).toBe(payout);
  });
});

describe('picks', () => {
  it('refuses numbers of the wrong width, duplicates and sizes not offered', () => {
    const lo = VN_KINDS.NORTH.get('VN_LO2')!.selection;
    expect(lo.safeParse({ numbers: ['7'] }).success).toBe(false);
    expect(lo.safeParse({ numbers: ['07', '07'] }).success).toBe(false);
    expect(
      VN_KINDS.NORTH.get('VN_XIEN')!.selection.safeParse({ k: 5, numbers: ['01', '02', '03', '04', '05'] }).success,
    ).toBe(false);
    expect(VN_KINDS.NORTH.get('VN_TRUOT')!.selection.safeParse({ k: 8, numbers: ['01', '02'] }).success).toBe(false);
  });
});
