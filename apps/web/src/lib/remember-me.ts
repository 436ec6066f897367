/**
 * Spec §4 Login "remember-me is handled", §9: a one-day cookie holding the username, so the
 * login form is prefilled on the next visit. Never the password.
 */
export const REMEMBER_COOKIE = 'fortuna_remember';
/** Spec §9: 86 400 000 ms. */
export const REMEMBER_MS = 86_400_000;

/** The Set-Cookie text for `username` (or, with null, the one that deletes the cookie). */
export function rememberCookie(username: string | null, maxAgeMs: number = REMEMBER_MS): string {
  const value = username === null ? '' : encodeURIComponent(username);
  const maxAge = username === null ? 0 : Math.floor(maxAgeMs / 1000);
  return `${REMEMBER_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The remembered username in a `document.cookie` string, or null. */
export function rememberedUsername(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REMEMBER_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

export const readRememberedUsername = (): string | null =>
  typeof document === 'undefined' ? null : rememberedUsername(document.cookie);

export function writeRememberedUsername(username: string | null): void {
  if (typeof document !== 'undefined') document.cookie = rememberCookie(username);
}
