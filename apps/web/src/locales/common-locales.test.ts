import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLocale, placeholders, sourceFiles } from './locale-files';

/** The `common` namespace: every language has the same keys, and every key the code names exists. */
const en = loadLocale('en', 'common');

describe('common locale files', () => {
  it.each(['ty', 'th'])('%s has exactly the English keys, none empty', (lang) => {
    const other = loadLocale(lang, 'common');
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(['ty', 'th'])('%s keeps the placeholders of each English text', (lang) => {
    const other = loadLocale(lang, 'common');
    for (const [key, text] of en) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has every literal key the code passes to t() or as a *Key prop', () => {
    const keys = new Set<string>();
    for (const file of sourceFiles()) {
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
