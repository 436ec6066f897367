import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The `lobby` namespace has every key the code names (language parity: namespace-locales.test.ts). */
const here = new URL('.', import.meta.url).pathname;
const load = (lang: string) =>
  JSON.parse(readFileSync(join(here, lang, 'lobby.json'), 'utf8')) as Record<string, unknown>;

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
/** A plural key `x` exists when `x_one`/`x_other` do. */
const hasKey = (keys: Map<string, string>, key: string) => keys.has(key) || keys.has(`${key}_other`);

describe('lobby locale files', () => {
  it("has every literal key that code using useTranslation('lobby') passes to t(), and every lobby: toast key", () => {
    const keys = new Set<string>();
    for (const file of sourceFiles(join(here, '..'))) {
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
