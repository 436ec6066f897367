import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';

/**
 * A refusal in the reader's language. LOTTERY_LIMIT names the limit it hit
 * (`LOTTERY_LIMIT_maxPerNumber`…), with the limit's value, the kind, number and line in its text.
 */
export function lotteryErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return translateError('UNKNOWN_ERROR');
  const value = (error.value ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
  );
  if (error.code === 'LOTTERY_LIMIT' && typeof value.limit === 'string')
    return translateError(`LOTTERY_LIMIT_${value.limit}`, translateError(error.code, error.message, values), values);
  return translateError(error.code, error.message, values);
}
