import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Feature namespaces: TY and TH carry exactly the English keys, none empty, same placeholders. */
const here = new URL('.', import.meta.url).pathname;
const flatten = (value: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
};
const load = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(join(here, lang, `${ns}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['wallet', 'lobby', 'bets'])('the %s namespace', (ns) => {
  const en = load('en', ns);
  it.each(['ty', 'th'])('%s matches English', (lang) => {
    const other = load(lang, ns);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });
});
