/// <reference types="node" />
// The test reads the web app's locale files from disk; only this file needs Node's types.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode, PROVIDER_ONLY_ERROR_CODES } from './error-codes.js';
import {
  ERROR_MESSAGE_KEYS,
  MESSAGE_PLACEHOLDERS,
  PHONE_AUTH_CODES,
  VALIDATION_MESSAGE_KEYS,
  phoneAuthMessageKey,
} from './messages.js';
import { PATTERN_IDS, type RegisterFieldSetting } from './system.js';
import { validateField } from './patterns.js';

const LOCALES_DIR = new URL('../../../apps/web/src/locales/', import.meta.url);
const LANGUAGES = ['en', 'ty', 'th'] as const;
type Catalogue = Record<string, unknown>;

const readCatalogue = (lang: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`${lang}/${namespace}.json`, LOCALES_DIR), 'utf8')) as Catalogue;

/** Dotted keys of every string leaf (i18next's default key separator is '.'). */
const leafKeys = (node: Catalogue, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leafKeys(value as Catalogue, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const lookup = (node: Catalogue, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Catalogue)[part] : undefined), node);

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? ''))].sort();

describe.each([
  ['errors', ERROR_MESSAGE_KEYS],
  ['validation', VALIDATION_MESSAGE_KEYS],
] as const)('the %s catalogue', (namespace, keys) => {
  const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang, readCatalogue(lang, namespace)]));

  it('lists each key once', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(LANGUAGES)('has every key non-empty in %s', (lang) => {
    const catalogue = catalogues[lang] as Catalogue;
    const missing = keys.filter((key) => {
      const text = lookup(catalogue, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('has no key outside the list in %s', (lang) => {
    const extra = leafKeys(catalogues[lang] as Catalogue).filter((key) => !(keys as readonly string[]).includes(key));
    expect(extra).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    for (const key of keys) {
      const english = placeholders(String(lookup(catalogues.en as Catalogue, key)));
      for (const lang of LANGUAGES) {
        expect({ key, lang, placeholders: placeholders(String(lookup(catalogues[lang] as Catalogue, key))) }).toEqual({
          key,
          lang,
          placeholders: english,
        });
      }
      const required = MESSAGE_PLACEHOLDERS[key];
      if (required) expect({ key, placeholders: english }).toEqual({ key, placeholders: [...required].sort() });
    }
  });

  it('leaves no untranslated English in Filipino or Thai apart from shared brand words', () => {
    // Identical text is allowed only where the word is the same in Filipino (e.g. "OK").
    const allowedSame = new Set(['smsSendFailedOk']);
    const same = keys.filter(
      (key) =>
        !allowedSame.has(key) &&
        (lookup(catalogues.en as Catalogue, key) === lookup(catalogues.ty as Catalogue, key) ||
          lookup(catalogues.en as Catalogue, key) === lookup(catalogues.th as Catalogue, key)),
    );
    expect(same).toEqual([]);
  });
});

describe('catalogue coverage', () => {
  it('translates every API error code the player site can receive', () => {
    for (const code of ErrorCode.options) {
      if ((PROVIDER_ONLY_ERROR_CODES as readonly string[]).includes(code))
        expect(ERROR_MESSAGE_KEYS).not.toContain(code);
      else expect(ERROR_MESSAGE_KEYS).toContain(code);
    }
  });

  it('has a message with min and max for every pattern kind', () => {
    for (const id of PATTERN_IDS) {
      expect(VALIDATION_MESSAGE_KEYS).toContain(id);
      expect(MESSAGE_PLACEHOLDERS[id]).toEqual(['min', 'max']);
    }
  });

  it('has the message validateField names for a failed or missing field', () => {
    const base: RegisterFieldSetting = {
      field: 'username',
      shown: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'DIGITS',
      min: 1,
      max: 4,
    };
    const keys = [
      validateField('', base),
      validateField('', { ...base, field: 'captcha' }),
      ...PATTERN_IDS.map((patternId) => validateField('\u0001', { ...base, patternId })),
    ].map((result) => (result.ok ? 'ok' : result.messageKey));
    for (const key of keys) expect(VALIDATION_MESSAGE_KEYS).toContain(key.replace(/^validation:/, ''));
  });

  it('maps phone-auth service codes to their messages', () => {
    expect(phoneAuthMessageKey('auth/code-expired')).toBe('phoneAuth.code-expired');
    expect(phoneAuthMessageKey('too-many-requests')).toBe('phoneAuth.too-many-requests');
    expect(phoneAuthMessageKey('auth/something-new')).toBe('phoneAuth.unknown');
    expect(PHONE_AUTH_CODES).toHaveLength(11);
  });
});
