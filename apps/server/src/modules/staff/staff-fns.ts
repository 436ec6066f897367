import { sameText } from '../../platform/constant-time.js';
import { totpCode } from '../identity/session/totp-fns.js';
import { ipInCidr, normaliseIp } from '../system/region-fns.js';

const MINUTE = 60_000;
/** A staff session ends after 30 minutes without a call and 12 hours after login at the latest. */
export const STAFF_IDLE_MS = 30 * MINUTE;
export const STAFF_SESSION_MAX_MS = 12 * 60 * MINUTE;

/** Per (account, client address): 5 wrong passwords lock that client out for 15 minutes. */
export const CLIENT_RULE = { max: 5, lockMs: 15 * MINUTE, forgetMs: 24 * 60 * MINUTE };
/** Account-wide: 20 wrong passwords in a row from any clients lock the account for 15 minutes. */
export const ACCOUNT_RULE = { max: 20, lockMs: 15 * MINUTE, forgetMs: 24 * 60 * MINUTE };
/** Authenticator codes: 5 wrong in a row lock the code check for 15 minutes. */
export const TOTP_RULE = { max: 5, lockMs: 15 * MINUTE, forgetMs: 24 * 60 * MINUTE };

/** Whether `ip` may use an account with this allow-list (empty: any address). */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = normaliseIp(ip);
  return allowList.some((cidr) => ipInCidr(address, cidr));
}

/**
 * Whether a session is still live at `now`: not revoked, before its absolute end (`expiresAt`,
 * 12 hours after login: `sessionEnd`) and within 30 minutes of its last call.
 */
export function sessionLive(s: { expiresAt: Date; lastSeenAt: Date; revokedAt: Date | null }, now: Date): boolean {
  if (s.revokedAt) return false;
  const t = now.getTime();
  return t < s.expiresAt.getTime() && t - s.lastSeenAt.getTime() < STAFF_IDLE_MS;
}

/** When a session opened at `createdAt` ends at the latest. */
export const sessionEnd = (createdAt: Date): Date => new Date(createdAt.getTime() + STAFF_SESSION_MAX_MS);

/** A CIDR list as given, or the first block that is not one. */
export function badCidr(allowList: readonly string[]): string | null {
  for (const cidr of allowList) {
    const [address] = cidr.split('/');
    if (!address || !ipInCidr(address, cidr)) return cidr;
  }
  return null;
}

const TOTP_STEP_MS = 30_000;

/**
 * The 30 s step whose code `code` is (the current one, or the one before or after for clock
 * drift), or null. The step lets a login refuse a code already used (RFC 6238 §5.2).
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(nowMs / TOTP_STEP_MS);
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    let expected = '';
    try {
      expected = totpCode(secret, step * TOTP_STEP_MS);
    } catch {
      return null;
    }
    // Every candidate is compared (constant time): the answer time tells nothing.
    if (sameText(expected, code) && found === null) found = step;
  }
  return found;
}
