import { describe, expect, it } from 'vitest';
import { loadLocale, placeholders } from './locale-files';

/** Feature namespaces: TY and TH carry exactly the English keys, none empty, same placeholders. */
describe.each(['wallet', 'lobby', 'bets', 'contracts'])('the %s namespace', (ns) => {
  const en = loadLocale('en', ns);
  it.each(['ty', 'th'])('%s matches English', (lang) => {
    const other = loadLocale(lang, ns);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });
});
