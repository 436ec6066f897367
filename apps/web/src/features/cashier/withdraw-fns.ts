/** Pure helpers of the withdraw page (amounts stay decimal strings; compared as integer minor units). */
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

function toMinor(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** Turnover progress as a whole percent 0–100 (100 when nothing is required). */
export function turnoverPercent(required: string, achieved: string): number {
  const need = toMinor(required);
  if (need <= 0n) return 100;
  const done = toMinor(achieved);
  return done >= need ? 100 : Number((done * 100n) / need);
}

/** Why a withdrawal amount cannot be sent, checked before the server checks it again. */
export function withdrawAmountProblem(
  typed: string,
  limits: { min: string; max: string; available: string },
): 'amountInvalid' | 'amountRange' | 'amountOverBalance' | null {
  if (!AMOUNT.test(typed)) return 'amountInvalid';
  const value = toMinor(typed);
  if (value < toMinor(limits.min) || value > toMinor(limits.max)) return 'amountRange';
  return value > toMinor(limits.available) ? 'amountOverBalance' : null;
}

/** An amount typed for a partial receipt: strictly between 0 and the order amount. */
export function partialAmountProblem(typed: string, orderAmount: string): 'amountInvalid' | 'partialRange' | null {
  if (!AMOUNT.test(typed)) return 'amountInvalid';
  const value = toMinor(typed);
  return value > 0n && value < toMinor(orderAmount) ? null : 'partialRange';
}

/** Minutes left before an unconfirmed paid withdrawal counts as received (0 once due). */
export function minutesLeft(dueAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 60_000));
}
