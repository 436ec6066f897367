import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The `common` namespace: every language has the same keys, and every key the code names exists. */
const here = new URL('.', import.meta.url).pathname;
const load = (lang: string) =>
  JSON.parse(readFileSync(join(here, lang, 'common.json'), 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const en = flatten(load('en'));

describe('common locale files', () => {
  it.each(['ty', 'th'])('%s has exactly the English keys, none empty', (lang) => {
    const other = flatten(load(lang));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(['ty', 'th'])('%s keeps the placeholders of each English text', (lang) => {
    const other = flatten(load(lang));
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has every literal key the code passes to t() or as a *Key prop', () => {
    const keys = new Set<string>();
    for (const file of sourceFiles(join(here, '..'))) {
      const text = readFileSync(file, 'utf8');
      // Files of a feature namespace (useTranslation('wallet') …) are checked by namespace-locales.test.ts.
      if (/useTranslation\(\s*\[?\s*'(?!common')/.test(text)) continue;
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
      for (const m of text.matchAll(/\b\w*[kK]ey:\s*'([a-zA-Z0-9_.]+)'/g)) if (m[1]!.includes('.')) keys.add(m[1]!);
    }
    const missing = [...keys].filter((key) => !en.has(key));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(50);
  });
});
