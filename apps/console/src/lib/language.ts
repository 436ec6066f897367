/**
 * The console's languages: the player site's three (EN, TY, TH), by the lower-case folder code of
 * src/locales/<lang>/. i18next runs on the BCP-47 tag (en, fil, th), which is also <html lang>, so
 * plural rules follow the real language. The reader's choice is kept in localStorage, under a key
 * of the console's own: the player site on the same origin keeps its own `lang`.
 */
export const LANGUAGES = ['en', 'ty', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** i18next code and <html lang> of each language. */
export const LANGUAGE_TAG: Record<Language, string> = { en: 'en', ty: 'fil', th: 'th' };

/** Each language in itself: what the switcher lists (never translated). */
export const LANGUAGE_NAME: Record<Language, string> = { en: 'English', ty: 'Filipino', th: 'ไทย' };

/**
 * Intl locales of dates and numbers. English keeps the console's day-month-year 24-hour dates
 * (en-GB) and "1,234.50" amounts (en-US); Thai shows Gregorian years like every date input and
 * report day of the console (th-TH alone would write Buddhist-era years).
 */
export const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', ty: 'fil-PH', th: 'th-TH-u-ca-gregory' };
export const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', ty: 'fil-PH', th: 'th-TH' };

export const LANGUAGE_STORAGE_KEY = 'fortuna.console.lang';

/** A language of the console from a folder code or an i18next tag, case-insensitively; null otherwise. */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  const byCode = LANGUAGES.find((lang) => lang === code);
  return byCode ?? LANGUAGES.find((lang) => LANGUAGE_TAG[lang] === code) ?? null;
}

type LanguageStore = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): LanguageStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself can throw (privacy settings, sandboxed frames)
  }
}

/** The stored language; else the browser's first console language; else English. */
export function initialLanguage(
  store: LanguageStore | null = localStorageOrNull(),
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  let stored: string | null = null;
  try {
    stored = store?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const fromStore = parseLanguage(stored);
  if (fromStore) return fromStore;
  for (const tag of preferred) {
    const lang = parseLanguage(tag.split('-')[0]);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** Remembers the reader's choice (silently not, when storage is refused). */
export function storeLanguage(lang: Language, store: LanguageStore | null = localStorageOrNull()): void {
  try {
    store?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Quota or privacy mode: the choice lasts for this page only.
  }
}
