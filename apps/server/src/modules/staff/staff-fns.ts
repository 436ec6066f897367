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

/** Whether a session is still live at `now`: not revoked, within 12 hours of login and 30 minutes of its last call. */
export function sessionLive(s: { createdAt: Date; lastSeenAt: Date; revokedAt: Date | null }, now: Date): boolean {
  if (s.revokedAt) return false;
  const t = now.getTime();
  return t - s.createdAt.getTime() < STAFF_SESSION_MAX_MS && t - s.lastSeenAt.getTime() < STAFF_IDLE_MS;
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
