/** Money as typed: up to 15 digits and 2 decimals (the contracts' MoneyInput). */
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** Minor units of a decimal string, so limits compare exactly (never as floats). */
export function minorOf(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const minor = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -minor : minor;
}

export type AmountProblem = 'amountInvalid' | 'amountRange' | 'amountOverBalance';

/** The first reason an amount cannot be sent, or null (the server checks all of it again). */
export function amountProblem(
  amount: string,
  limits: { min?: string; max?: string; available: string },
): AmountProblem | null {
  if (!AMOUNT.test(amount) || minorOf(amount) === 0n) return 'amountInvalid';
  const value = minorOf(amount);
  if ((limits.min && value < minorOf(limits.min)) || (limits.max && value > minorOf(limits.max))) return 'amountRange';
  if (value > minorOf(limits.available)) return 'amountOverBalance';
  return null;
}
