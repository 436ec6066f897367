import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from './locale-files';

/** The `lobby` namespace has every key the code names (language parity: namespace-locales.test.ts). */
const en = loadLocale('en', 'lobby');
/** A plural key `x` exists when `x_one`/`x_other` do. */
const hasKey = (keys: Map<string, string>, key: string) => keys.has(key) || keys.has(`${key}_other`);

describe('lobby locale files', () => {
  it("has every literal key that code using useTranslation('lobby') passes to t(), and every lobby: toast key", () => {
    const keys = new Set<string>();
    for (const file of sourceFiles()) {
      const text = readFileSync(file, 'utf8');
      if (text.includes("useTranslation('lobby')"))
        for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
      for (const m of text.matchAll(/'lobby:([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    }
    const missing = [...keys].filter((key) => !hasKey(en, key));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(30);
  });
});
