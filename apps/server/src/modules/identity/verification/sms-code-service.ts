import type { SmsSent } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import { throttleSend } from './send-throttle.js';
import { e164, hashSmsCode, newSalt, newSmsCode, smsCodeMatches } from './sms-code-fns.js';
import type { VerificationRepository } from './verification-repository.js';
import type { Phone, SmsPurpose, VerificationServiceDeps } from './verification-service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Spec §9: one SMS per second per number. */
const PER_NUMBER_THROTTLE = { limit: 1, windowMs: 1_000 };
/** Our caps against SMS pumping (spec §8 "too many requests, retry after 5 minutes"). */
const PER_NUMBER_HOURLY = { limit: 5, windowMs: HOUR };
const PER_IP_HOURLY = { limit: 20, windowMs: HOUR };
/** Wrong guesses a code survives; the next one burns it. */
export const SMS_MAX_ATTEMPTS = 5;

/** One-time SMS codes: sent with throttles, stored hashed, single use, 5 attempts, expiring. */
export function createSmsCodes(deps: VerificationServiceDeps, repo: VerificationRepository) {
  const { merchantCode, clock, limiter, sms } = deps;

  async function throttle(phone: Phone, ip: string) {
    const numberKey = `sms:number:${phone.countryDialingCode}:${phone.mobileNum}`;
    await throttleSend(limiter, clock().getTime(), { key: `${numberKey}:second`, rule: PER_NUMBER_THROTTLE }, [
      { key: `${numberKey}:hour`, rule: PER_NUMBER_HOURLY },
      { key: `sms:ip:${ip}:hour`, rule: PER_IP_HOURLY },
    ]);
  }

  return {
    /**
     * Sends a code for `purpose`. A `noLogin` code goes only to a member's number, a `register`
     * code only to a number not yet registered (registration itself refuses a taken one), but
     * the answer is the same either way, so the call does not tell whether a number is registered.
     */
    async sendCode(purpose: SmsPurpose, phone: Phone, ip: string): Promise<SmsSent> {
      await throttle(phone, ip);
      const expiredMinutes = await deps.codeMinutes();
      const registered = await deps.isMobileRegistered(phone);
      if ((purpose === 'register') === registered) return { expiredMinutes };
      const code = newSmsCode();
      const salt = newSalt();
      const now = clock();
      await repo.insertCode({
        merchantCode,
        purpose,
        ...phone,
        codeHash: hashSmsCode(salt, code),
        salt,
        expiresAt: new Date(now.getTime() + expiredMinutes * MINUTE),
        createdAt: now,
      });
      await sms.send(
        e164(phone.countryDialingCode, phone.mobileNum),
        `Your Fortuna verification code is ${code}. It expires in ${expiredMinutes} minutes.`,
      );
      return { expiredMinutes };
    },

    /**
     * Uses up the latest code of the number when `code` matches it; counts every attempt and
     * burns the code at the 5th wrong one. Refuses with SMS_CODE_INVALID or SMS_CODE_EXPIRED.
     * `keep`: a right code stays usable (checked before another proof, used up after it).
     */
    async verifyCode(purpose: SmsPurpose, phone: Phone, code: string, keep = false): Promise<void> {
      const now = clock();
      const outcome = await repo.withLatestCode({ merchantCode, purpose, ...phone }, now, (row) => {
        if (row.expiresAt <= now) return { consume: true, result: 'expired' as const };
        if (smsCodeMatches(row.salt, code, row.codeHash)) return { consume: !keep, result: 'ok' as const };
        return { consume: row.attempts >= SMS_MAX_ATTEMPTS, result: 'wrong' as const };
      });
      if (outcome === 'ok') return;
      throw new AppError(outcome === 'expired' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID');
    },
  };
}
