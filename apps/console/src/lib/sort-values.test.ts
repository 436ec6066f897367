import { describe, expect, it } from 'vitest';
import { compareDecimal, compareValues, isScalar, type Scalar } from './sort-values';

const sorted = (values: Scalar[], locale?: string) => [...values].sort((a, b) => compareValues(a, b, locale));

describe('grid value order', () => {
  it('orders money strings by value, exactly', () => {
    expect(sorted(['1234.50', '999.99', '-5.00', '10000.00', '0.00', '-12.50'])).toEqual([
      '-12.50',
      '-5.00',
      '0.00',
      '999.99',
      '1234.50',
      '10000.00',
    ]);
    expect(compareDecimal('90071992547409931.01', '90071992547409931.02')).toBe(-1);
    expect(compareDecimal('1.5', '1.50')).toBe(0);
  });
  it('puts empty values lowest and orders numbers, booleans and ISO instants', () => {
    expect(sorted([3, null, 1, 2])).toEqual([null, 1, 2, 3]);
    // (Array#sort puts undefined last itself: the comparator is asked directly)
    expect(compareValues(undefined, 1)).toBe(-1);
    expect(compareValues(null, undefined)).toBe(0);
    expect(sorted([true, false, true])).toEqual([false, true, true]);
    expect(sorted(['2026-11-26T10:00:00.000Z', '', '2026-01-02T00:00:00.000Z'])).toEqual([
      '',
      '2026-01-02T00:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
    ]);
  });
  it('orders text with numbers inside naturally, ignoring case', () => {
    expect(sorted(['item10', 'Item2', 'item1', 'beta', 'Alpha'])).toEqual([
      'Alpha',
      'beta',
      'item1',
      'Item2',
      'item10',
    ]);
  });
  it('tells which values a column can be sorted by', () => {
    expect(isScalar('a')).toBe(true);
    expect(isScalar(null)).toBe(true);
    expect(isScalar(['203.0.113.0/24'])).toBe(false);
    expect(isScalar({ state: 'ok' })).toBe(false);
  });
});
