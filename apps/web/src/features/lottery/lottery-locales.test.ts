import { describe, expect, it } from 'vitest';
import { LOTTERY_FAMILIES, familyRules } from '@fortuna/contracts/lottery/families';
import { readFileSync } from 'node:fs';
import { boardSpecOf } from './board/board-specs';

type Catalogue = Record<string, Record<string, string>>;
const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/lottery.json`, import.meta.url), 'utf8')) as Catalogue;
const catalogues: Record<string, Catalogue> = { en: read('en'), ty: read('ty'), th: read('th') };

describe('the lottery texts', () => {
  it.each(Object.keys(catalogues))('name and explain every kind, pick, option and family in %s', (lang) => {
    const c = catalogues[lang]!;
    const missing: string[] = [];
    const need = (group: string, key: string) => {
      if (!c[group]?.[key]) missing.push(`${group}.${key}`);
    };
    for (const family of LOTTERY_FAMILIES) {
      need('family', family);
      need('trend', family);
      for (const code of familyRules(family)!.kinds.keys()) {
        need('kind', code);
        need('kindHint', code);
        const spec = boardSpecOf(code)!;
        for (const o of spec.options) {
          need('field', o.field);
          for (const v of o.values) if (typeof v === 'string') need('option', v);
        }
        if (spec.pick.type === 'choice') for (const v of spec.pick.values) need('pick', v);
        if (spec.pick.type === 'range' || spec.pick.type === 'rows') need('field', spec.pick.field);
      }
    }
    expect(missing).toEqual([]);
  });
});
