import { randomInt } from 'node:crypto';

/** Deposit fee: basis points of the amount (rounded down, in the player's favour) plus a fixed part. */
export function depositFee(amount: bigint, feeBps: number, feeFixed: bigint): bigint {
  return (amount * BigInt(feeBps)) / 10_000n + feeFixed;
}

/** Order numbers people can read out to customer service: D + yyyymmdd (UTC+8) + 8 random digits. */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  const local = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${local}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
