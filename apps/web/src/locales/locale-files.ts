import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the locale tests share: a namespace's keys in a language, the app's source files, placeholders. */
const here = new URL('.', import.meta.url).pathname;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

/** The texts of `locales/<lang>/<ns>.json` by dotted key. */
export const loadLocale = (lang: string, ns: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(here, lang, `${ns}.json`), 'utf8')));

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The web app's non-test source files (src/, without the locales). */
export function sourceFiles(dir = join(here, '..')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
