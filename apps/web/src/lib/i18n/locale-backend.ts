import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { langFromI18nCode, localeFolder } from './language-fns';

/** `import.meta.glob` result: module path → lazy import of one JSON file. */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Loaders keyed `<folder>/<namespace>` (e.g. `ty/errors`); paths of another shape are ignored. */
export function indexLocaleLoaders(loaders: LocaleLoaders): Map<string, () => Promise<unknown>> {
  const index = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const match = LOCALE_PATH.exec(path);
    if (match) index.set(`${match[1]?.toLowerCase()}/${match[2]}`, load);
  }
  return index;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * i18next backend over lazy JSON imports: each language's files are fetched only when that
 * language is used. A namespace without a file (or a language without a folder) loads as an
 * empty bundle, so the app runs with keys showing instead of crashing; a failed fetch is
 * reported with the retry flag set, and i18next retries it with back-off.
 */
export function createLocaleBackend(loaders: LocaleLoaders): BackendModule {
  const index = indexLocaleLoaders(loaders);
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const lang = langFromI18nCode(language);
      const load = lang ? index.get(`${localeFolder(lang)}/${namespace}`) : undefined;
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (module) => {
          const data = isObject(module) && 'default' in module ? module.default : module;
          const resource: ResourceKey = isObject(data) ? data : {};
          callback(null, resource);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
