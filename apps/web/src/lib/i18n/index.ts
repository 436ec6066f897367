import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LOCALE_LANGS, type LocaleLang } from '@fortuna/contracts/storage-keys';
import { HTML_LANG } from '../locale';
import { localStore } from '../storage';
import { createLocaleBackend } from './locale-backend';
import {
  type LanguageStorage,
  i18nCode,
  langFromI18nCode,
  parseLocaleLang,
  resolveStoredLanguage,
  storeLanguageChange,
} from './language-fns';
import { createErrorTranslator } from './translate-error';

/**
 * The app's one i18next instance. Namespaces: `common` (default), `errors`, `validation`.
 * Only the current language is loaded (no fallback language), lazily, one JSON file per
 * namespace; call sites use `currentLanguage()`/`changeLanguage()` with spec codes, never
 * i18next's codes (which are BCP-47 tags: en, fil, th).
 */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'lobby',
  'wallet',
  'bets',
  'lottery',
  'team',
  'contracts',
  'salary',
] as const;
/**
 * Namespaces loaded at start. `wallet` (cashier screens, header balance, notices) and `bets`
 * (betting record, profit and loss) are for members only: they load with the session
 * (`loadMemberNamespaces`) and with the screens that use them, so a visitor's first page does
 * not carry them.
 */
const STARTUP_NAMESPACES = ['common', 'errors', 'lobby'] as const;
export const MEMBER_NAMESPACES = ['wallet', 'bets'] as const;
/**
 * Form messages (`validation`) are shown only by forms, and every form lives in a screen or modal
 * loaded on demand: they load with those chunks (app/lazy-screen.tsx, app/modal-host.tsx), not
 * with the home page.
 */
export const FORM_NAMESPACES = ['validation'] as const;

/** Loads the form messages in the current language (once; later language changes include them). */
export const loadFormNamespaces = (): Promise<void> => i18nReady.then(() => i18n.loadNamespaces([...FORM_NAMESPACES]));

/** Loads the members' namespaces in the current language (once; later language changes include them). */
export const loadMemberNamespaces = (): Promise<void> =>
  i18nReady.then(() => i18n.loadNamespaces([...MEMBER_NAMESPACES]));

// localStore never throws (private mode, disabled storage degrade to "not stored").
const languageStorage: LanguageStorage = {
  getItem: (key) => localStore.get(key),
  setItem: (key, value) => localStore.set(key, value),
  removeItem: (key) => localStore.remove(key),
};

const initialLanguage = resolveStoredLanguage(languageStorage);

function setDocumentLanguage(lang: LocaleLang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}
setDocumentLanguage(initialLanguage);

export const i18n: I18n = i18next.createInstance();

const backend = createLocaleBackend(import.meta.glob('../../locales/*/*.json'));

/** Resolves once the stored language's namespaces are loaded (or failed to load: keys then show). */
export const i18nReady: Promise<void> = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: i18nCode(initialLanguage),
    supportedLngs: LOCALE_LANGS.map(i18nCode),
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
    // main.tsx awaits i18nReady before the first render, and a language change switches only
    // after its files are loaded, so no component ever needs to suspend.
    react: { useSuspense: false },
    showSupportNotice: false,
  })
  .then(() => undefined);

/** The language the UI speaks now (spec code). */
export function currentLanguage(): LocaleLang {
  return langFromI18nCode(i18n.resolvedLanguage ?? i18n.language) ?? initialLanguage;
}

/** Stores the choice (the replaced language becomes hisLang), loads it, then switches the UI and <html lang>. */
export async function changeLanguage(lang: LocaleLang): Promise<void> {
  const next = parseLocaleLang(lang) ?? DEFAULT_LANG;
  storeLanguageChange(languageStorage, next);
  await i18nReady;
  await i18n.changeLanguage(i18nCode(next));
  setDocumentLanguage(next);
}

/**
 * Message for an error code (`errors:<code>`), else the server's message, else 'Unknown error'
 * (translated when possible). `values` fills placeholders such as {{id}} or {{ip}}.
 */
export const translateError = createErrorTranslator(i18n);
