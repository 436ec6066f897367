/**
 * Message helpers the web app needs in its first screen. Kept free of zod so importing them
 * does not ship the schema library in the home route's JavaScript.
 */

/** Error codes of the phone-auth (social login) service, without its `auth/` prefix (spec §8). */
export const PHONE_AUTH_CODES = [
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
] as const;
export type PhoneAuthCode = (typeof PHONE_AUTH_CODES)[number];

/** `errors` key of a phone-auth service code such as `auth/code-expired`; unknown codes map to `phoneAuth.unknown`. */
export function phoneAuthMessageKey(code: string): string {
  const bare = code.replace(/^auth\//, '');
  return `phoneAuth.${(PHONE_AUTH_CODES as readonly string[]).includes(bare) ? bare : 'unknown'}`;
}

/** How a lazily loaded script chunk failed; the `errors` key is `chunkLoadFailed_<type>` (i18next context). */
export const CHUNK_FAILURE_TYPES = ['missing', 'timeout', 'error'] as const;
export type ChunkFailureType = (typeof CHUNK_FAILURE_TYPES)[number];
