import { z } from 'zod';
import { birthdayAgeMessage, dateParts } from './age.js';
import type { PatternId, RegisterField, RegisterFieldSetting } from './system.js';

/**
 * Built-in rules of the spec §5 pattern kinds, shared by the registration form and the
 * server so both judge a field alike. Invariants:
 * - every kind also bounds the length to min..max, counted in code points (the `u` flag),
 *   so an astral emoji is one character while a Thai syllable with its marks is several;
 * - a value passes only when it matches the kind AND the operator's acceptedPattern;
 * - the kind is checked first, so an operator's (possibly slow) pattern only ever runs on
 *   input of at most `max` characters.
 */

/** Bounds as the regex can use them: whole numbers, min ≥ 0, max ≥ min (a max below min is raised to min). */
export function normalizeBounds(min: number, max: number): { min: number; max: number } {
  const lo = Number.isFinite(min) ? Math.max(0, Math.floor(min)) : 0;
  const hi = Number.isFinite(max) ? Math.floor(max) : lo;
  return { min: lo, max: Math.max(lo, hi) };
}

// Character classes (sources for `new RegExp(…, 'u')`).
const ASCII_LETTER = 'A-Za-z';
const HAN = '\\p{Script=Han}';
const HANGUL = '\\p{Script=Hangul}';
const THAI = '\\p{Script=Thai}';
/** Chinese (full-width) punctuation: CJK symbols block without the ideographic space, full-width forms, and the marks Chinese text borrows. */
const CHINESE_PUNCTUATION =
  '\\u3001-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF60\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';
/** Hiragana, full-width katakana (with ・ and ー), kanji, full-width digits and Latin letters; half-width kana U+FF65–FF9F excluded. */
const FULLWIDTH_JAPANESE =
  '\\u3041-\\u3096\\u309D-\\u309F\\u30A1-\\u30FF\\u3005-\\u3007\\p{Script=Han}\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A';
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}]*(?:['\\u2019-]\\p{L}[\\p{L}\\p{M}]*)*\\.?";
const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** Body of each kind, without anchors and without the length bound. */
const KIND_BODY: Record<PatternId, string> = {
  // Any single-line text: everything except control characters.
  LENGTH: '[^\\p{Cc}]*',
  LETTER_START_ALNUM: `[${ASCII_LETTER}][${ASCII_LETTER}0-9]*`,
  // Kanji and digits in any mix (ASCII or full-width digits).
  KANJI_DIGITS: `[${HAN}0-9\\uFF10-\\uFF19]*`,
  // Practical address: dot-atoms before @, a dotted host name, a letter TLD (or punycode).
  EMAIL: `${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})`,
  LETTERS_OR_DIGITS: `[${ASCII_LETTER}0-9]*`,
  LETTERS_AND_DIGITS: `(?=.*[${ASCII_LETTER}])(?=.*[0-9])[${ASCII_LETTER}0-9]*`,
  DIGITS: '[0-9]*',
  ALNUM_UPPER: `(?=.*[A-Z])[${ASCII_LETTER}0-9]*`,
  // English words separated by spaces; no leading or trailing space.
  ENGLISH_SPACES: `[${ASCII_LETTER}]+(?: +[${ASCII_LETTER}]+)*`,
  NO_SPACES: '[^\\s\\p{Cc}]*',
  // Chinese text: at least one Han character, the rest Han or Chinese punctuation.
  CHINESE_PUNCT: `(?=.*${HAN})[${HAN}${CHINESE_PUNCTUATION}]*`,
  // Shape only; whether the day exists in that month and year is checked by isCalendarDate.
  DATE: '(?:[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4})',
  // Hangul words, single spaces between them (names need none; addresses and nicknames may).
  KOREAN: `[${HANGUL}]+(?: [${HANGUL}]+)*`,
  // Thai words (consonants, vowels, tone marks, Thai digits), single spaces between them (first and last name).
  THAI: `[${THAI}]+(?: [${THAI}]+)*`,
  UPPERCASE: '[A-Z]*',
  // Printable ASCII without space, with at least one upper, lower, digit and symbol.
  PASSWORD_STRONG: '(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!-/:-@\\[-`{-~])[!-~]*',
  // Two or more words of letters (any script, with combining marks), ' ’ - inside a word,
  // an optional closing period (Ma., Jr.), single spaces between words.
  FULL_NAME: `${NAME_WORD}(?: ${NAME_WORD})+`,
  // Full-width Japanese; the ideographic space U+3000 may separate family and given names.
  FULLWIDTH_JAPANESE: `[${FULLWIDTH_JAPANESE}]+(?:\\u3000[${FULLWIDTH_JAPANESE}]+)*`,
};

/** Caches are keyed by settings values, which are few; the cap only guards against misuse. */
const CACHE_CAP = 500;
const remember = <V>(cache: Map<string, V>, key: string, value: V): V => {
  if (cache.size >= CACHE_CAP) cache.clear();
  cache.set(key, value);
  return value;
};

const regexCache = new Map<string, RegExp>();

/** The built-in rule of a kind with its length bound (code points), anchored. DATE's calendar check is separate: {@link matchesPatternKind}. */
export function patternRegex(id: PatternId, min: number, max: number): RegExp {
  const bounds = normalizeBounds(min, max);
  const cacheKey = `${id}:${bounds.min}:${bounds.max}`;
  let regex = regexCache.get(cacheKey);
  if (!regex) {
    regex = remember(
      regexCache,
      cacheKey,
      new RegExp(`^(?=[\\s\\S]{${bounds.min},${bounds.max}}$)(?:${KIND_BODY[id]})$`, 'u'),
    );
  }
  return regex;
}

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** True for an existing day written yyyy-MM-dd or MM-dd-yyyy (year 0001–9999, Gregorian leap years). */
export function isCalendarDate(value: string): boolean {
  const parts = dateParts(value);
  if (!parts) return false;
  const [year, month, day] = parts;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A calendar day written yyyy-MM-dd that exists (no 2026-02-30): the one date-of-query schema of
 * the API's record filters, so an impossible day is a VALIDATION_FAILED ('dateFormat'), never a 500.
 */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat')
  .refine(isCalendarDate, 'dateFormat');

/** The built-in kind alone (regex, plus the calendar check for DATE). */
export function matchesPatternKind(value: string, id: PatternId, min: number, max: number): boolean {
  if (!patternRegex(id, min, max).test(value)) return false;
  return id === 'DATE' ? isCalendarDate(value) : true;
}

/**
 * Operator patterns as the spec has them: a bare `*` (or an empty pattern) means anything,
 * and the pattern must match the whole value, so it is anchored as `^(?:…)$` — the group
 * keeps an alternation such as `a|b` from being anchored on one side only.
 */
export function normalizeAcceptedPattern(pattern: string): string {
  const trimmed = pattern.trim();
  if (trimmed === '' || trimmed === '*') return '^.*$';
  let inner = trimmed.startsWith('^') ? trimmed.slice(1) : trimmed;
  if (endsWithUnescapedDollar(inner)) inner = inner.slice(0, -1);
  return `^(?:${inner})$`;
}

function endsWithUnescapedDollar(source: string): boolean {
  if (!source.endsWith('$')) return false;
  let backslashes = 0;
  for (let i = source.length - 2; i >= 0 && source[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

const acceptedCache = new Map<string, RegExp | null>();

/**
 * The operator's pattern compiled, or null when it is not a valid regular expression.
 * It is compiled with the `u` flag (lengths in code points); a pattern that is only valid
 * in legacy syntax (e.g. `\-` outside a class) is compiled without it.
 */
export function compileAcceptedPattern(pattern: string): RegExp | null {
  const cached = acceptedCache.get(pattern);
  if (cached !== undefined) return cached;
  const source = normalizeAcceptedPattern(pattern);
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(source, flags);
      break;
    } catch {
      // try the next flag set; null when none compiles
    }
  }
  return remember(acceptedCache, pattern, regex);
}

/** For the settings screen and the server's settings check: refuse to save a pattern that cannot compile. */
export const isValidAcceptedPattern = (pattern: string): boolean => compileAcceptedPattern(pattern) !== null;

/** Message key (namespace `validation`) shown for an empty required field. */
export function requiredMessageKey(field: RegisterField): string {
  return field === 'captcha' ? 'validation:enterCaptcha' : 'validation:required';
}

export type FieldValidation = { ok: true } | { ok: false; messageKey: string; params: { min: number; max: number } };

/**
 * The message of a value that breaks a pattern: `validation:<patternId>` with min and max, or for
 * digits of one exact length (a 6-digit withdraw password, an SMS code) `validation:DIGITS_EXACT`,
 * which says "6 digits" instead of "(6 - 6 digits)".
 */
export const patternMessageKey = (patternId: string, min: number, max: number): string =>
  patternId === 'DIGITS' && min === max ? 'validation:DIGITS_EXACT' : `validation:${patternId}`;

/**
 * Judges one registration field against its server setting.
 * - A hidden field is not judged (the form does not send it; the server ignores it).
 * - An empty (blank) value fails only when the field is required.
 * - Otherwise the value must match the built-in kind with min..max and the acceptedPattern.
 *   An acceptedPattern that does not compile is ignored and the built-in kind alone decides,
 *   so an operator's typo cannot block every registration (the settings check refuses such
 *   patterns on save: {@link isValidAcceptedPattern}).
 * - A birthday must make the member at least 21 on `today` (spec §5 Age consent; age.ts).
 */
export function validateField(value: string, setting: RegisterFieldSetting, today: Date = new Date()): FieldValidation {
  const params = normalizeBounds(setting.min, setting.max);
  if (!setting.shown) return { ok: true };
  if (value.trim() === '') {
    return setting.required ? { ok: false, messageKey: requiredMessageKey(setting.field), params } : { ok: true };
  }
  const fail = { ok: false, messageKey: patternMessageKey(setting.patternId, params.min, params.max), params } as const;
  if (!matchesPatternKind(value, setting.patternId, params.min, params.max)) return fail;
  const accepted = compileAcceptedPattern(setting.acceptedPattern);
  if (accepted && !accepted.test(value)) return fail;
  const ageMessage = setting.field === 'birthday' ? birthdayAgeMessage(value, today) : null;
  if (ageMessage) return { ok: false, messageKey: ageMessage, params };
  return { ok: true };
}

/**
 * zod schema of one registration field. The issue message is the i18n key
 * (e.g. `validation:DIGITS`) and `params` carries min and max for interpolation.
 */
export function registerFieldSchema(setting: RegisterFieldSetting) {
  return z.string().superRefine((value, ctx) => {
    const result = validateField(value, setting);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.messageKey, params: result.params });
  });
}
