import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = (): string => randomBytes(16).toString('base64');

/** Codes are stored as SHA-256 over a per-code salt, never in clear. */
export const hashSmsCode = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function smsCodeMatches(salt: string, code: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashSmsCode(salt, code), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type CountryRule = { countryDialingCode: string; mobileMinLength: number; mobileMaxLength: number };

/** '+63' and '63' are the same dialing code. */
export const normaliseDialingCode = (code: string): string => code.trim().replace(/^\+/, '');

/**
 * The local number as stored: digits only, one trunk '0' dropped when the number is one digit
 * longer than the country's numbers (09171234567 → 9171234567 in the Philippines); null when
 * the length does not fit the country.
 */
export function normaliseMobile(mobile: string, country: CountryRule): string | null {
  let digits = mobile.trim();
  if (!/^[0-9]+$/.test(digits)) return null;
  if (digits.startsWith('0') && digits.length === country.mobileMaxLength + 1) digits = digits.slice(1);
  return digits.length >= country.mobileMinLength && digits.length <= country.mobileMaxLength ? digits : null;
}

/** How a number is addressed to the SMS gateway and shown in the dev inbox. */
export const e164 = (dialingCode: string, mobile: string): string => `+${dialingCode}${mobile}`;

/**
 * An E.164 number ('+639171234567') as stored: the country whose dialing code starts it and
 * whose length rule the rest fits (longer dialing codes tried first, so '+880…' is not read
 * as '+88…'); null when no country fits.
 */
export function splitE164(
  e164Number: string,
  countries: readonly CountryRule[],
): { countryDialingCode: string; mobileNum: string } | null {
  const digits = e164Number.trim().replace(/^\+/, '');
  if (!/^[0-9]+$/.test(digits)) return null;
  const byLength = [...countries].sort((a, b) => b.countryDialingCode.length - a.countryDialingCode.length);
  for (const country of byLength) {
    if (!digits.startsWith(country.countryDialingCode)) continue;
    const rest = digits.slice(country.countryDialingCode.length);
    if (rest.length >= country.mobileMinLength && rest.length <= country.mobileMaxLength)
      return { countryDialingCode: country.countryDialingCode, mobileNum: rest };
  }
  return null;
}
