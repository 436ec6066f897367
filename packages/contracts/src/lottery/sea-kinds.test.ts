import { describe, expect, it } from 'vitest';
import { linePayout, priceLine, type AnyBetKind } from './bet-kind.js';
import { FOUR_D_KINDS, orderings, THAI_KINDS, type FourDSheet, type ThaiSheet } from './sea-kinds.js';

// Constructed sheets (the shapes of the official ones), settled at prize group 1980, ₱6.00 a note.
const THAI: ThaiSheet = { first: '820866', front3: ['266', '830'], back3: ['112', '112'], back2: '06' };
const FOUR_D: FourDSheet = {
  first: '1234',
  second: '5678',
  third: '9012',
  starter: ['4321', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
  consolation: ['3412', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
};

function settle<S>(kinds: ReadonlyMap<string, AnyBetKind>, code: string, selection: unknown, sheet: S) {
  const kind = kinds.get(code)!;
  const parsed = kind.selection.parse(selection);
  const line = priceLine(kind, parsed, 200, 3, 1980);
  return { line, ...linePayout(line, kind.settle(parsed, sheet)) };
}

describe('Thai government lottery', () => {
  it.each([
    ['3 top 866 at 990×', 'TH_3TOP', ['866'], 594_000],
    ['3 tote 668 (three orderings) at 330×', 'TH_3TOTE', ['668'], 198_000],
    ['3 front 266 at 495×', 'TH_3FRONT', ['266'], 297_000],
    ['3 back 112 drawn twice: two hits', 'TH_3BACK', ['112'], 594_000],
    ['2 top 66', 'TH_2TOP', ['66'], 59_400],
    ['2 bottom 06', 'TH_2BOTTOM', ['06'], 59_400],
    ['2 bottom 60 lost', 'TH_2BOTTOM', ['60'], 0],
    ['run top 8 (0.99 / 0.271)', 'TH_RUN_TOP', ['8'], 2191],
    ['run bottom 0 (0.99 / 0.19)', 'TH_RUN_BOTTOM', ['0'], 3126],
  ])('%s', (_name, code, numbers, payout) => {
    expect(settle(THAI_KINDS, code, { numbers }, THAI).payout).toBe(payout);
  });

  it('counts orderings of a pick', () => {
    expect([orderings('123'), orderings('112'), orderings('111'), orderings('1234'), orderings('1122')]).toEqual([
      6, 3, 1, 24, 6,
    ]);
  });
});

describe('4D', () => {
  it('Big on the first prize: 125 of 320 weight units at 0.99 × 10,000 / 320', () => {
    const out = settle(FOUR_D_KINDS, '4D_BIG', { numbers: ['1234', '7777'] }, FOUR_D);
    expect(out.line.stake).toBe(1200);
    expect(out.payout).toBe(2_320_312);
  });

  it('Small pays only the top three', () => {
    expect(settle(FOUR_D_KINDS, '4D_SMALL', { numbers: ['1234'] }, FOUR_D).payout).toBe(3_198_461);
    expect(settle(FOUR_D_KINDS, '4D_SMALL', { numbers: ['4321'] }, FOUR_D).payout).toBe(0);
    expect(settle(FOUR_D_KINDS, '4D_BIG', { numbers: ['4321'] }, FOUR_D).payout).toBe(
      Math.floor((9 * 600 * 309_375) / 10_000),
    );
  });

  it('iBox Big on 4321 covers 1234 (first), 4321 (starter) and 3412 (consolation), its odds divided by 24', () => {
    const out = settle(FOUR_D_KINDS, '4D_IBOX_BIG', { numbers: ['4321'] }, FOUR_D);
    expect(out.line.groups[0]!.oddsBp).toBe(12_890);
    expect(out.payout).toBe(105_955);
  });
});
