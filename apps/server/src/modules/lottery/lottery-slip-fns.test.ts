import { describe, expect, it } from 'vitest';
import type { LotteryPlaceSlip } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import { DEFAULT_KIND_LIMITS, limitsOf, priceSlip, slipHash, type BetGame } from './lottery-slip-fns.js';

const game = (more: Partial<BetGame> = {}): BetGame => ({
  family: 'VN_NORTH',
  prizeGroup: 1980,
  limits: {},
  maxPayoutPerPlayer: 50_000_000,
  restricted: {},
  closedNumbers: [],
  ...more,
});
const lo = (numbers: string[], unit = '1.00', multiple = 1) => ({
  kind: 'VN_LO2',
  selection: { numbers },
  unit,
  multiple,
});
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, details: e.details };
    throw e;
  }
  throw new Error('not refused');
};

describe('limitsOf', () => {
  it('takes the kind’s limit, else the game’s "*" default, else the platform DEFAULT, field by field', () => {
    const g = game({ limits: { '*': { maxStake: 900 }, VN_LO2: { minStake: 50 } } });
    expect(limitsOf(g, 'VN_LO2')).toEqual({
      minStake: 50,
      maxStake: 900,
      maxPerNumber: DEFAULT_KIND_LIMITS.maxPerNumber,
    });
    expect(limitsOf(g, 'VN_DE')).toEqual({ ...DEFAULT_KIND_LIMITS, maxStake: 900 });
  });
});

describe('priceSlip', () => {
  it('prices lô in points (27 slots in the North) and sums one number over lines', () => {
    const slip = priceSlip(game(), [lo(['27', '05']), lo(['27'], '2.00')]);
    expect(slip.stake).toBe(27 * 100 * 2 + 27 * 200);
    expect(slip.exposures.map((e) => [e.number, e.stake])).toEqual([
      ['05', 2_700],
      ['27', 8_100],
    ]);
    expect(slip.lines[0]).toMatchObject({ kind: 'VN_LO2', notes: 2, noteStake: 100, groups: [{ key: 'n', cost: 27 }] });
  });

  it('refuses the slip whole when one number over its lines passes the per-number limit', () => {
    const g = game({ limits: { VN_LO2: { maxPerNumber: 5_000 } } });
    expect(refusal(() => priceSlip(g, [lo(['27']), lo(['27', '30'])]))).toEqual({
      code: 'LOTTERY_LIMIT',
      details: { limit: 'maxPerNumber', value: '50.00', kind: 'VN_LO2', number: '27', line: 1 },
    });
  });

  it('names a closed number with its line, and the maximum payout', () => {
    expect(refusal(() => priceSlip(game({ closedNumbers: ['VN_LO2:30'] }), [lo(['01']), lo(['30'])]))).toEqual({
      code: 'NUMBER_CLOSED',
      details: { kind: 'VN_LO2', number: '30', line: 2 },
    });
    expect(refusal(() => priceSlip(game({ maxPayoutPerPlayer: 1_000 }), [lo(['01'])])).details).toEqual({
      limit: 'maxPayout',
      value: '10.00',
    });
  });

  it('refuses a kind of another family and a selection its kind refuses', () => {
    expect(refusal(() => priceSlip(game(), [{ ...lo(['01']), kind: 'SSC_SUM_SIDE' }])).code).toBe('VALIDATION_FAILED');
    expect(refusal(() => priceSlip(game(), [lo(['1'])])).code).toBe('VALIDATION_FAILED');
  });
});

describe('slipHash', () => {
  const slip: LotteryPlaceSlip = {
    gameCode: 'X',
    issueCode: '1',
    lines: [lo(['01'])],
    idempotencyKey: 'key-00001',
  };
  it('ignores the key and the order of fields, not the picks', () => {
    expect(slipHash({ ...slip, idempotencyKey: 'another-key' })).toBe(slipHash(slip));
    expect(slipHash({ lines: slip.lines, idempotencyKey: 'k', issueCode: '1', gameCode: 'X' })).toBe(slipHash(slip));
    expect(slipHash({ ...slip, lines: [lo(['02'])] })).not.toBe(slipHash(slip));
  });
});
