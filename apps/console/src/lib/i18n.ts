import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAG,
  initialLanguage,
  parseLanguage,
  storeLanguage,
  type Language,
} from './language';

/**
 * The console's i18next instance, set up as the player site's (apps/web/src/lib/i18n): one JSON
 * file per language and namespace under src/locales/<lang>/ (en, ty, th), loaded on demand.
 * i18next speaks BCP-47 tags (en, fil, th); English is the fallback of a key not yet translated.
 */
export const NAMESPACES = ['agents', 'console', 'content', 'errors', 'lottery', 'settlement', 'validation'] as const;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(tag: string, namespace: string, done: ReadCallback) {
    const lang = parseLanguage(tag);
    const load = lang ? files[`../locales/${lang}/${namespace}.json`] : undefined;
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error as Error, null),
    );
  },
};

function setDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[lang];
}

const startLanguage = initialLanguage();
setDocumentLanguage(startLanguage);

export const i18n: I18n = i18next.createInstance();

export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: LANGUAGE_TAG[startLanguage],
    supportedLngs: LANGUAGES.map((lang) => LANGUAGE_TAG[lang]),
    fallbackLng: LANGUAGE_TAG[DEFAULT_LANGUAGE],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'console',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
  })
  .then(() => undefined);

/** The language the console speaks now. */
export const currentLanguage = (): Language =>
  parseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;

/** Switches the console's language (after its files are loaded), <html lang> and the stored choice. */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(LANGUAGE_TAG[lang]);
  setDocumentLanguage(lang);
}
