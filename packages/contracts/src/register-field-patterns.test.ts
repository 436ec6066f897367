import { describe, expect, it } from 'vitest';
import {
  compileAcceptedPattern,
  isCalendarDate,
  isValidAcceptedPattern,
  normalizeAcceptedPattern,
  registerFieldSchema,
  validateField,
} from './patterns.js';
import type { RegisterFieldSetting } from './system.js';

/**
 * The brand's registration fields: calendar dates, the accepted pattern as an operator types it, a
 * field's verdict and its schema. The pattern kinds and their length bounds: patterns.test.ts.
 */
describe('isCalendarDate', () => {
  it('knows leap years by the Gregorian rule', () => {
    expect(isCalendarDate('2400-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('02-29-1996')).toBe(true);
    expect(isCalendarDate('02-30-1996')).toBe(false);
  });
  it('refuses day 31 in thirty-day months', () => {
    for (const month of ['04', '06', '09', '11']) expect(isCalendarDate(`2024-${month}-31`)).toBe(false);
    expect(isCalendarDate('2024-12-31')).toBe(true);
  });
});

describe('normalizeAcceptedPattern', () => {
  it('turns a bare * (or an empty pattern) into anything', () => {
    expect(normalizeAcceptedPattern('*')).toBe('^.*$');
    expect(normalizeAcceptedPattern(' * ')).toBe('^.*$');
    expect(normalizeAcceptedPattern('')).toBe('^.*$');
  });
  it('anchors an unanchored pattern around the whole alternation', () => {
    expect(normalizeAcceptedPattern('[0-9]+')).toBe('^(?:[0-9]+)$');
    expect(normalizeAcceptedPattern('a|b')).toBe('^(?:a|b)$');
    expect(compileAcceptedPattern('a|b')?.test('ab')).toBe(false);
  });
  it('keeps existing anchors single', () => {
    expect(normalizeAcceptedPattern('^09\\d{9}$')).toBe('^(?:09\\d{9})$');
    expect(normalizeAcceptedPattern('^abc')).toBe('^(?:abc)$');
    expect(normalizeAcceptedPattern('abc$')).toBe('^(?:abc)$');
  });
  it('does not take an escaped dollar for an anchor', () => {
    expect(normalizeAcceptedPattern('price\\$')).toBe('^(?:price\\$)$');
    expect(compileAcceptedPattern('price\\$')?.test('price$')).toBe(true);
    expect(normalizeAcceptedPattern('a\\\\$')).toBe('^(?:a\\\\)$');
  });
  it('compiles with the u flag, so . is one emoji', () => {
    expect(compileAcceptedPattern('.{2}')?.test('😀😀')).toBe(true);
  });
  it('compiles legacy-only syntax without the u flag', () => {
    expect(compileAcceptedPattern('a\\-b')?.test('a-b')).toBe(true);
  });
  it('reports a pattern that cannot compile', () => {
    expect(compileAcceptedPattern('([a-z')).toBeNull();
    expect(isValidAcceptedPattern('([a-z')).toBe(false);
    expect(isValidAcceptedPattern('*')).toBe(true);
  });
});

const setting = (over: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  field: 'username',
  shown: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'LETTER_START_ALNUM',
  min: 6,
  max: 12,
  ...over,
});

describe('validateField', () => {
  it('accepts a value matching the kind when the accepted pattern is *', () => {
    expect(validateField('player01', setting())).toEqual({ ok: true });
  });
  it('names the pattern kind and its bounds when the kind fails', () => {
    expect(validateField('1player', setting())).toEqual({
      ok: false,
      messageKey: 'validation:LETTER_START_ALNUM',
      params: { min: 6, max: 12 },
    });
    expect(validateField('abc', setting())).toMatchObject({ ok: false, messageKey: 'validation:LETTER_START_ALNUM' });
  });
  it('needs the accepted pattern too', () => {
    const mobile = setting({ field: 'mobileNum', patternId: 'DIGITS', acceptedPattern: '09[0-9]+', min: 11, max: 11 });
    expect(validateField('09171234567', mobile)).toEqual({ ok: true });
    // One exact length: "Enter exactly 11 digits", not "(11 - 11 digits)".
    expect(validateField('08171234567', mobile)).toEqual({
      ok: false,
      messageKey: 'validation:DIGITS_EXACT',
      params: { min: 11, max: 11 },
    });
    expect(validateField('0917123456', mobile)).toMatchObject({ ok: false });
  });
  it('asks for a required field left empty or blank', () => {
    expect(validateField('', setting())).toEqual({
      ok: false,
      messageKey: 'validation:required',
      params: { min: 6, max: 12 },
    });
    expect(validateField('   ', setting())).toMatchObject({ messageKey: 'validation:required' });
    expect(validateField('', setting({ field: 'captcha', patternId: 'DIGITS' }))).toMatchObject({
      messageKey: 'validation:enterCaptcha',
    });
  });
  it('lets an optional field stay empty but still judges it when filled', () => {
    const email = setting({ field: 'email', required: false, patternId: 'EMAIL', min: 5, max: 60 });
    expect(validateField('', email)).toEqual({ ok: true });
    expect(validateField('not-an-email', email)).toMatchObject({ ok: false, messageKey: 'validation:EMAIL' });
  });
  it('does not judge a hidden field', () => {
    expect(validateField('', setting({ shown: false }))).toEqual({ ok: true });
  });
  it('ignores an accepted pattern that cannot compile and keeps the built-in kind', () => {
    const broken = setting({ acceptedPattern: '([a-z' });
    expect(validateField('player01', broken)).toEqual({ ok: true });
    expect(validateField('1player', broken)).toMatchObject({ ok: false, messageKey: 'validation:LETTER_START_ALNUM' });
  });
  it('judges a date kind by the calendar', () => {
    const birthday = setting({ field: 'birthday', patternId: 'DATE', min: 10, max: 10 });
    expect(validateField('1990-02-28', birthday)).toEqual({ ok: true });
    expect(validateField('1990-02-29', birthday)).toMatchObject({ ok: false, messageKey: 'validation:DATE' });
  });
});

describe('registerFieldSchema', () => {
  it('passes a valid value through', () => {
    expect(registerFieldSchema(setting()).parse('player01')).toBe('player01');
  });
  it('reports the message key and bounds as the issue', () => {
    const result = registerFieldSchema(setting()).safeParse('1x');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('validation:LETTER_START_ALNUM');
    expect(issue).toMatchObject({ params: { min: 6, max: 12 } });
  });
});
