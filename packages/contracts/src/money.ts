import { z } from 'zod';

/**
 * Money travels as a decimal string with exactly the currency's minor digits ("1234.50") and
 * is held as integer minor units (bigint) everywhere else. Never a JS float.
 */
export const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** A non-negative amount as typed by a user: up to 2 decimals, at most 15 integer digits. */
export const MoneyInput = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'amountFormat');

/** An amount in an answer: signed, always with 2 decimals. */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/);
export type Money = z.infer<typeof Money>;

export function toMinor(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole as string) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0') || '0');
  return sign === '-' ? -minor : minor;
}

export function formatMinor(minor: bigint): Money {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
