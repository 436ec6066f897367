import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Authenticator codes (RFC 6238: HMAC-SHA1, 6 digits, 30 s steps) through otplib, the
 * field's TOTP library: base32 secrets, constant-time comparison, the otpauth:// URL.
 */

/** Seconds either side of now a code may come from: the step before and after (clock drift). */
const DRIFT_SECONDS = 30;

/** A new 160-bit secret, base32 as authenticator apps read it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The code of a base32 secret at `timeMs` (tests and the RFC vectors use it; 6 digits unless told). */
export function totpCode(secret: string, timeMs: number, digits: 6 | 8 = 6): string {
  return generateSync({ secret, epoch: Math.floor(timeMs / 1000), digits });
}

/** Whether `code` is the secret's code of the current 30 s step or the one before or after. */
export function verifyTotp(secret: string, code: string, nowMs: number): boolean {
  const token = code.trim();
  if (!secret || !/^\d{6}$/.test(token)) return false;
  try {
    return verifySync({ secret, token, epoch: Math.floor(nowMs / 1000), epochTolerance: DRIFT_SECONDS }).valid;
  } catch {
    // A secret that is not base32 (or too short) proves nothing.
    return false;
  }
}

/** otpauth:// URL that authenticator apps read from the QR code. */
export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });
