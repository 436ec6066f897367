import { DEFAULT_LANG, LOCALE_LANGS, type LocaleLang } from '@fortuna/contracts/storage-keys';
import { HTML_LANG } from '../locale';

/**
 * Pure rules of the UI language (spec §4 "Language change updates the stored language. A
 * stored language is used only if supported, else the default is stored").
 * - `lang` (local storage) is the language the visitor reads; "supported" means it has locale
 *   files (EN, TY, TH), so a TH set earlier (or by a link) survives although the site
 *   selector offers only EN and TY.
 * - `hisLang` is the previously used language: written on each real change, never equal to
 *   the current one, dropped when it names a language without locale files.
 * i18next runs on BCP-47 tags (en, fil, th), the same tags as <html lang>, so plural rules and
 * Intl formatting inside translations follow the real language; locale folders are the spec
 * codes in lower case (en, ty, th).
 */

/** The storage slice these rules touch; window.localStorage or any Storage-like object fits. */
export type LanguageStorage = {
  getItem(key: 'lang' | 'hisLang'): string | null;
  setItem(key: 'lang' | 'hisLang', value: string): void;
  removeItem(key: 'lang' | 'hisLang'): void;
};

/** A spec language code with locale files, case-insensitively; null for anything else. */
export function parseLocaleLang(value: unknown): LocaleLang | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (LOCALE_LANGS as readonly string[]).includes(upper) ? (upper as LocaleLang) : null;
}

/** Language to start with; stores the default when nothing usable is stored. */
export function resolveStoredLanguage(storage: LanguageStorage): LocaleLang {
  const stored = storage.getItem('lang');
  const lang = parseLocaleLang(stored) ?? DEFAULT_LANG;
  if (stored !== lang) storage.setItem('lang', lang);
  const previous = storage.getItem('hisLang');
  if (previous !== null && (parseLocaleLang(previous) === null || parseLocaleLang(previous) === lang)) {
    storage.removeItem('hisLang');
  }
  return lang;
}

/** Stores a chosen language; the one it replaces becomes `hisLang`. Returns that previous language. */
export function storeLanguageChange(storage: LanguageStorage, next: LocaleLang): LocaleLang | null {
  const previous = parseLocaleLang(storage.getItem('lang'));
  if (previous !== null && previous !== next) storage.setItem('hisLang', previous);
  storage.setItem('lang', next);
  return previous !== next ? previous : null;
}

/** The language used before the current one, if any. */
export const previousLanguage = (storage: LanguageStorage): LocaleLang | null =>
  parseLocaleLang(storage.getItem('hisLang'));

/** i18next language code (BCP-47 tag) of a spec language. */
export const i18nCode = (lang: LocaleLang): string => HTML_LANG[lang];

/** Spec language of an i18next code (or of a spec code); null for anything else. */
export function langFromI18nCode(code: string | undefined | null): LocaleLang | null {
  if (!code) return null;
  const tag = code.toLowerCase();
  const byTag = LOCALE_LANGS.find((lang) => HTML_LANG[lang].toLowerCase() === tag);
  return byTag ?? parseLocaleLang(code);
}

/** Folder of a language under src/locales (lower-case spec code). */
export const localeFolder = (lang: LocaleLang): string => lang.toLowerCase();
