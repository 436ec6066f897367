import { describe, expect, it } from 'vitest';
import {
  type LanguageStorage,
  i18nCode,
  langFromI18nCode,
  localeFolder,
  parseLocaleLang,
  previousLanguage,
  resolveStoredLanguage,
  storeLanguageChange,
} from './language-fns';

/** An in-memory local storage holding the given entries. */
function fakeStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  const storage: LanguageStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}

describe('resolveStoredLanguage', () => {
  it('starts a first visit in Filipino (TY) and stores it', () => {
    const { storage, data } = fakeStorage();
    expect(resolveStoredLanguage(storage)).toBe('TY');
    expect(data.get('lang')).toBe('TY');
  });

  it('keeps a stored language that has locale files, TH included', () => {
    for (const lang of ['EN', 'TY', 'TH'] as const) {
      const { storage, data } = fakeStorage({ lang });
      expect(resolveStoredLanguage(storage)).toBe(lang);
      expect(data.get('lang')).toBe(lang);
    }
  });

  it('replaces an unsupported stored language with the default', () => {
    for (const stale of ['CN', 'VI', 'xx', '', 'undefined']) {
      const { storage, data } = fakeStorage({ lang: stale });
      expect(resolveStoredLanguage(storage)).toBe('TY');
      expect(data.get('lang')).toBe('TY');
    }
  });

  it('tidies a stored code written in lower case', () => {
    const { storage, data } = fakeStorage({ lang: ' en ' });
    expect(resolveStoredLanguage(storage)).toBe('EN');
    expect(data.get('lang')).toBe('EN');
  });

  it('drops a hisLang that names an unsupported or the current language, keeps a real previous one', () => {
    const unsupported = fakeStorage({ lang: 'EN', hisLang: 'CN' });
    resolveStoredLanguage(unsupported.storage);
    expect(unsupported.data.has('hisLang')).toBe(false);

    const same = fakeStorage({ lang: 'EN', hisLang: 'EN' });
    resolveStoredLanguage(same.storage);
    expect(same.data.has('hisLang')).toBe(false);

    const real = fakeStorage({ lang: 'EN', hisLang: 'TY' });
    resolveStoredLanguage(real.storage);
    expect(real.data.get('hisLang')).toBe('TY');
  });
});

describe('storeLanguageChange', () => {
  it('stores the new language and remembers the replaced one as hisLang', () => {
    const { storage, data } = fakeStorage({ lang: 'TY' });
    expect(storeLanguageChange(storage, 'EN')).toBe('TY');
    expect(data.get('lang')).toBe('EN');
    expect(data.get('hisLang')).toBe('TY');
    expect(previousLanguage(storage)).toBe('TY');
  });

  it('leaves hisLang alone when the language does not change', () => {
    const { storage, data } = fakeStorage({ lang: 'EN', hisLang: 'TY' });
    expect(storeLanguageChange(storage, 'EN')).toBeNull();
    expect(data.get('hisLang')).toBe('TY');
  });

  it('does not record an unsupported stored value as the previous language', () => {
    const { storage, data } = fakeStorage({ lang: 'CN' });
    expect(storeLanguageChange(storage, 'EN')).toBeNull();
    expect(data.has('hisLang')).toBe(false);
    expect(data.get('lang')).toBe('EN');
  });
});

describe('language codes', () => {
  it('parses spec codes case-insensitively and refuses the rest', () => {
    expect(parseLocaleLang('th')).toBe('TH');
    expect(parseLocaleLang('TY')).toBe('TY');
    expect(parseLocaleLang('JA')).toBeNull();
    expect(parseLocaleLang(null)).toBeNull();
    expect(parseLocaleLang(42)).toBeNull();
  });

  it('runs i18next on BCP-47 tags and maps them back', () => {
    expect(i18nCode('TY')).toBe('fil');
    expect(i18nCode('EN')).toBe('en');
    expect(i18nCode('TH')).toBe('th');
    expect(langFromI18nCode('fil')).toBe('TY');
    expect(langFromI18nCode('th')).toBe('TH');
    expect(langFromI18nCode('TY')).toBe('TY');
    expect(langFromI18nCode('cimode')).toBeNull();
    expect(langFromI18nCode(undefined)).toBeNull();
  });

  it('finds locale files in lower-case spec-code folders', () => {
    expect(localeFolder('TY')).toBe('ty');
  });
});
