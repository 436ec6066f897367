import { describe, expect, it } from 'vitest';
import { ageOn, AGE_OF_CONSENT, birthdayAgeMessage, BIRTHDAY_MIN_AGE } from './age.js';
import type { RegisterFieldSetting } from './system.js';
import { validateField } from './patterns.js';

const today = new Date('2025-06-15T12:00:00Z');

describe('age consent (spec §5: 18, and 21 for the birthday)', () => {
  it('names the spec ages', () => {
    expect(AGE_OF_CONSENT).toBe(18);
    expect(BIRTHDAY_MIN_AGE).toBe(21);
  });

  it('counts whole years on the UTC calendar day, in both date formats', () => {
    expect(ageOn('2004-06-15', today)).toBe(21);
    expect(ageOn('2004-06-16', today)).toBe(20);
    expect(ageOn('06-15-2004', today)).toBe(21);
    expect(ageOn('06-16-2004', today)).toBe(20);
    expect(ageOn('2030-01-01', today)).toBeLessThan(0);
    expect(ageOn('15/06/2004', today)).toBeNull();
    // Just before midnight UTC it is still the 14th, whatever the local clock says.
    expect(ageOn('2004-06-15', new Date('2025-06-14T23:59:59Z'))).toBe(20);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOn('2004-02-29', new Date('2025-02-28T00:00:00Z'))).toBe(20);
    expect(ageOn('2004-02-29', new Date('2025-03-01T00:00:00Z'))).toBe(21);
  });

  it('asks to confirm 21 years for a younger or future birthday, nothing otherwise', () => {
    expect(birthdayAgeMessage('2004-06-16', today)).toBe('validation:confirmAge21');
    expect(birthdayAgeMessage('2099-01-01', today)).toBe('validation:confirmAge21');
    expect(birthdayAgeMessage('2004-06-15', today)).toBeNull();
    expect(birthdayAgeMessage('1960-01-01', today)).toBeNull();
    expect(birthdayAgeMessage('not a date', today)).toBeNull();
  });
});

describe('validateField applies the birthday age', () => {
  const birthday: RegisterFieldSetting = {
    field: 'birthday',
    shown: true,
    required: false,
    acceptedPattern: '*',
    patternId: 'DATE',
    min: 10,
    max: 10,
  };

  it('refuses a birthday under 21 with the 21 message, after the date format', () => {
    expect(validateField('2010-01-01', birthday, today)).toMatchObject({
      ok: false,
      messageKey: 'validation:confirmAge21',
    });
    expect(validateField('2010-02-30', birthday, today)).toMatchObject({ ok: false, messageKey: 'validation:DATE' });
    expect(validateField('1990-05-20', birthday, today)).toEqual({ ok: true });
    expect(validateField('', birthday, today)).toEqual({ ok: true });
  });

  it('judges other DATE fields by format only', () => {
    expect(validateField('2020-01-01', { ...birthday, field: 'address' }, today)).toEqual({ ok: true });
  });
});
