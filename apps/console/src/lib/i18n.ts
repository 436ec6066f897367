import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's i18next instance, set up as the player site's (apps/web/src/lib/i18n): one JSON
 * file per language and namespace under src/locales/<lang>/, loaded on demand. English only for
 * now; a Filipino (ty) or Thai (th) folder with the same files is all another language needs.
 */
export const NAMESPACES = ['console', 'errors', 'validation'] as const;
export const LANGUAGES = ['en'] as const;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, done: ReadCallback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error as Error, null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'console',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  })
  .then(() => undefined);
