/** Pure rules of the SMS send button (unit tested; no DOM). */

/** Spec §4 SMS code: the send button waits expiredMinutes × 60 s (at least one minute). */
export function smsCountdownSeconds(expiredMinutes: number | undefined): number {
  const minutes = Number.isFinite(expiredMinutes) && (expiredMinutes ?? 0) > 0 ? (expiredMinutes as number) : 1;
  return Math.round(minutes * 60);
}

/** Remaining seconds of a countdown that ends at `until` (ms). */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));
