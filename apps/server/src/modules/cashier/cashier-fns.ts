import { randomInt } from 'node:crypto';
import { marketDate } from '@fortuna/contracts';

/** Deposit fee: basis points of the amount (rounded down, in the player's favour) plus a fixed part. */
export function depositFee(amount: bigint, feeBps: number, feeFixed: bigint): bigint {
  return (amount * BigInt(feeBps)) / 10_000n + feeFixed;
}

/** Order numbers people can read out to customer service: D + yyyymmdd (market day) + 8 random digits. */
export function newOrderNo(prefix: 'D' | 'W', now: Date, timeZone: string): string {
  const local = marketDate(now, timeZone).replace(/-/g, '');
  return `${prefix}${local}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
