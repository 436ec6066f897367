import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLanguage, parseLanguage, storeLanguage } from './language';
import { formatDateTime, formatMoney } from './format';

const memory = (entries: Record<string, string> = {}) => {
  const data = new Map(Object.entries(entries));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('console language', () => {
  it('parses folder codes and i18next tags', () => {
    expect(parseLanguage('TY')).toBe('ty');
    expect(parseLanguage('fil')).toBe('ty');
    expect(parseLanguage(' th ')).toBe('th');
    expect(parseLanguage('de')).toBeNull();
    expect(parseLanguage(undefined)).toBeNull();
  });
  it('starts with the stored choice, else the browser language, else English', () => {
    expect(initialLanguage(memory({ [LANGUAGE_STORAGE_KEY]: 'th' }), ['fil-PH'])).toBe('th');
    expect(initialLanguage(memory({ [LANGUAGE_STORAGE_KEY]: 'xx' }), ['de-DE', 'fil-PH'])).toBe('ty');
    expect(initialLanguage(memory(), ['th-TH'])).toBe('th');
    expect(initialLanguage(null, [])).toBe('en');
  });
  it('stores the choice, and survives a refusing storage', () => {
    const store = memory();
    storeLanguage('ty', store);
    expect(store.data.get(LANGUAGE_STORAGE_KEY)).toBe('ty');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => storeLanguage('th', refusing)).not.toThrow();
    expect(initialLanguage(refusing, [])).toBe('en');
  });
  it('formats dates and money in the language, Thai years Gregorian', () => {
    const iso = '2026-11-26T03:04:05Z';
    expect(formatDateTime(iso, 'th')).toContain('2026');
    expect(formatDateTime(iso, 'th')).not.toContain('2569');
    expect(formatDateTime(iso, 'en')).toMatch(/Nov 2026/);
    expect(formatDateTime(iso, 'ty')).toMatch(/Nob|Nov/);
    expect(formatMoney('1234567.5', 'th')).toBe('1,234,567.50');
    expect(formatMoney('-1234.50', 'en')).toBe('-1,234.50');
    expect(formatDateTime(null, 'en')).toBe('—');
  });
});
