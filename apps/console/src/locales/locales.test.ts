import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXED_LOCALE_REASON, WHITELABEL_FLAG_MEANINGS } from '@fortuna/contracts/console-brand';
import { ErrorCode } from '@fortuna/contracts/error-codes';
import { LANGUAGES } from '@/lib/language';
import { NAMESPACES } from '@/lib/i18n';

/**
 * The console's languages carry exactly the same keys as English, none empty, each with the same
 * {{placeholders}} (as apps/web/src/locales/*-locales.test.ts for the player site).
 */
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

const load = (lang: string, ns: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(here, lang, `${ns}.json`), 'utf8')));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale folders', () => {
  it('are exactly the console languages, each with every namespace', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect(readdirSync(join(here, lang)).sort(), lang).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });
});

describe.each([...NAMESPACES])('the %s namespace', (ns) => {
  const en = load('en', ns);
  it('has no empty English text', () => {
    for (const [key, text] of en) expect(text.trim(), key).not.toBe('');
  });
  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has the English keys and placeholders', (lang) => {
    const other = load(lang, ns);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key) ?? ''));
    }
  });
});

/**
 * Error codes the console may receive: the generic answers of any call, and every code the console
 * endpoints name (packages/contracts/src/endpoints/console-*.ts), less the codes those texts name
 * as what players receive. Each is worded in every language: no English server message in TY/TH.
 */
const contractsDir = join(here, '../../../../packages/contracts/src/endpoints');
const PLAYER_SIDE_ONLY = new Set(['GAME_MAINTENANCE', 'PASSWORD_RESET_REQUIRED']);
const GENERIC = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVER_BUSY',
  'UNKNOWN_ERROR',
];
const CLIENT_ONLY = ['NETWORK_ERROR'];

function consoleEndpointCodes(): string[] {
  const text = readdirSync(contractsDir)
    .filter((name) => name.startsWith('console') && name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(contractsDir, name), 'utf8'))
    .join('\n');
  return ErrorCode.options.filter((code) => new RegExp(`\\b${code}\\b`).test(text) && !PLAYER_SIDE_ONLY.has(code));
}

describe('the errors catalogue', () => {
  const en = load('en', 'errors');
  it('uses the server catalogue codes only (and the client network error)', () => {
    const known = new Set<string>([...ErrorCode.options, ...CLIENT_ONLY]);
    expect([...en.keys()].filter((code) => !known.has(code))).toEqual([]);
  });
  it('words every code the console can receive', () => {
    const codes = [...new Set([...GENERIC, ...consoleEndpointCodes()])];
    expect(codes.length).toBeGreaterThan(GENERIC.length);
    expect(codes.filter((code) => !en.has(code))).toEqual([]);
  });
});

describe('the brand flags', () => {
  it('each have their meaning in the console texts, in English as the contracts word it', () => {
    const en = load('en', 'console');
    for (const [flag, meaning] of Object.entries(WHITELABEL_FLAG_MEANINGS)) {
      expect(en.get(`brand.flagMeaning.${flag}`), flag).toBe(meaning);
    }
  });
  it('and the fixed zone and currency their reason, in English as the server words it', () => {
    expect(load('en', 'console').get('brand.fixedReason')).toBe(FIXED_LOCALE_REASON);
  });
});
