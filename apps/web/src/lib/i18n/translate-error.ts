import type { i18n as I18n } from 'i18next';
import { phoneAuthMessageKey } from '@fortuna/contracts/client-messages';

/** Last resort when neither the catalogue nor the server has a text (spec §8 'Unknown error'). */
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

type Translator = Pick<I18n, 't' | 'getResource' | 'language'>;
/** Interpolation values such as { id: 7 } or { ip: '203.0.113.9' }. */
export type ErrorValues = Record<string, string | number>;

/**
 * Error text for a code: the `errors` catalogue entry (API codes, spec §8 keys, phone-auth
 * codes such as `auth/code-expired`), else the server's own message, else the translated
 * UNKNOWN_ERROR, else 'Unknown error'. Only string entries count, so a group such as
 * `phoneAuth` or a key naming another namespace (`common:x`) never leaks through.
 */
export type TranslateError = (code: string, fallback?: string, values?: ErrorValues) => string;

export function createErrorTranslator(i18n: Translator): TranslateError {
  const catalogueText = (key: string, values?: ErrorValues): string | null => {
    if (!key || key.includes(':')) return null;
    const entry: unknown = i18n.getResource(i18n.language, 'errors', key);
    if (typeof entry !== 'string' || entry.trim() === '') return null;
    return i18n.t(key, { ...values, ns: 'errors' });
  };
  return function translateError(code: string, fallback?: string, values?: ErrorValues): string {
    const key = code.startsWith('auth/') ? phoneAuthMessageKey(code) : code;
    return (
      catalogueText(key, values) ??
      (fallback && fallback.trim() !== '' ? fallback : null) ??
      catalogueText('UNKNOWN_ERROR') ??
      UNKNOWN_ERROR_TEXT
    );
  };
}
