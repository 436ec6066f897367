import { describe, expect, it } from 'vitest';
import { criterionOf, detectKind, maskAccountNo, mobilePrefixes } from './member-search-fns.js';

describe('member search fns', () => {
  it('picks the kind from the text’s shape', () => {
    expect(detectKind('#1042')).toBe('id');
    expect(detectKind('Juan@Mail')).toBe('email');
    expect(detectKind('203.0.113.9')).toBe('ip');
    expect(detectKind('203.0.')).toBe('ip');
    expect(detectKind('2001:db8::1')).toBe('ip');
    expect(detectKind('+63 917 123 4567')).toBe('mobile');
    expect(detectKind('09171234567')).toBe('mobile');
    expect(detectKind('1234')).toBe('username');
    expect(detectKind('juan dela cruz')).toBe('realName');
    expect(detectKind('juan_88')).toBe('username');
  });

  it('matches a typed mobile without leading zeros and without the brand’s dialing code', () => {
    expect(mobilePrefixes('0917 123', '63')).toEqual(['917123']);
    expect(mobilePrefixes('+63 917 123 4567', '63')).toEqual(['639171234567', '9171234567']);
    // Too short to be a dialing code and a number: taken as typed.
    expect(mobilePrefixes('6391', '63')).toEqual(['6391']);
  });

  it('turns a text into a criterion, or field errors', () => {
    expect(criterionOf(undefined, 'auto', '63')).toEqual({ kind: 'username', criterion: null });
    expect(criterionOf('  ', 'email', '63')).toEqual({ kind: 'email', criterion: null });
    expect(criterionOf('10.0.0.1', 'auto', '63')).toEqual({
      kind: 'ip',
      criterion: { kind: 'ip', value: '10.0.0.1', exact: true },
    });
    expect(criterionOf('10.0.', 'ip', '63')).toMatchObject({ criterion: { exact: false } });
    expect(criterionOf('Ana  Cruz', 'auto', '63')).toMatchObject({ criterion: { kind: 'realName', part: 'Ana Cruz' } });
    for (const [q, kind] of [
      ['a', 'realName'],
      ['abc', 'mobile'],
      ['12', 'mobile'],
      ['host.example', 'ip'],
      ['#x', 'id'],
      ['99999999999999999', 'id'],
    ] as const)
      expect(criterionOf(q, kind, '63'), `${kind} ${q}`).toHaveProperty('errors');
  });

  it('masks payout account numbers to their last four characters', () => {
    expect(maskAccountNo('001234567890')).toBe('********7890');
    expect(maskAccountNo('1234')).toBe('1234');
    expect(maskAccountNo('')).toBe('');
  });
});
