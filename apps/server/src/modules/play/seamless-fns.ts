import { ErrorCode } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { AccountRef } from '../wallet/ledger-fns.js';

/** A copy of a call met its twin in flight: rolled back whole, it runs again and finds the first answer. */
export const isTwinCollision = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('seamless:RETRY') || e.message.includes('ledger:IDEMPOTENCY_CONFLICT')) return true;
  }
  return false;
};

/** The refusals the SQL functions raise ('seamless:CODE', 'ledger:CODE'), as the API's errors. */
export function refusalOf(error: unknown): AppError | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const m = /(?:seamless|ledger):([A-Z_]+)/.exec(e.message);
    if (m?.[1] && (ErrorCode.options as readonly string[]).includes(m[1])) return new AppError(m[1] as ErrorCode);
  }
  return null;
}

export const memberWallet = (memberId: number, wallet: string): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet,
});
