/** Pure helpers of the identity forms (unit tested; no DOM, no zod). */

/** Spec §4 SMS code: the send button waits expiredMinutes × 60 s (at least one minute). */
export function smsCountdownSeconds(expiredMinutes: number | undefined): number {
  const minutes = Number.isFinite(expiredMinutes) && (expiredMinutes ?? 0) > 0 ? (expiredMinutes as number) : 1;
  return Math.round(minutes * 60);
}

/** Dialing code as the API wants it: digits only ('+63' → '63'). */
export const dialingDigits = (code: string): string => code.replace(/[^0-9]/g, '');

/** Allows one call per `intervalMs` (spec §9: SMS send and captcha refresh, 1 s). */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}

/** Query parameters the registration takes from the page address (?affiliateCode=, ?referralCode=). */
export function registrationCodesFrom(search: string): { affiliateCode?: string; referralCode?: string } {
  const params = new URLSearchParams(search);
  const pick = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 40) : undefined;
  };
  const out: { affiliateCode?: string; referralCode?: string } = {};
  const affiliateCode = pick('affiliateCode');
  const referralCode = pick('referralCode');
  if (affiliateCode) out.affiliateCode = affiliateCode;
  if (referralCode) out.referralCode = referralCode;
  return out;
}

/** The reset token of a /resetPassword?token=… link. */
export const resetTokenFrom = (search: string): string | null => new URLSearchParams(search).get('token');

/** Remaining seconds of a countdown that ends at `until` (ms). */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));
