import type { SmsSent } from '@fortuna/contracts';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import type { MailProvider } from '../../../platform/messaging.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { createEmailCodeRepository, type EmailCodePurpose } from './email-code-repository.js';
import { throttleSend } from './send-throttle.js';
import { hashSmsCode, newSalt, newSmsCode, smsCodeMatches } from './sms-code-fns.js';
import { SMS_MAX_ATTEMPTS } from './sms-code-service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** As SMS (spec §9): one mail per second per address; caps against mail pumping. */
const PER_ADDRESS_THROTTLE = { limit: 1, windowMs: 1_000 };
const PER_ADDRESS_HOURLY = { limit: 5, windowMs: HOUR };
const PER_MEMBER_HOURLY = { limit: 10, windowMs: HOUR };
const PER_IP_HOURLY = { limit: 20, windowMs: HOUR };

export type EmailCodeServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  mail: MailProvider;
  /** Life of a code: the brand's SMS code minutes (one setting for every verification code). */
  codeMinutes: () => Promise<number>;
};

/** Addresses compare without case or surrounding spaces (the stored e-mail keeps what the member typed). */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const mailText = (purpose: EmailCodePurpose, code: string, minutes: number): string => {
  const intro = `Your Fortuna verification code is ${code}.`;
  if (purpose === 'bind')
    return `${intro} Enter it in My account within ${minutes} minutes to bind this e-mail address.\n\nIf you did not ask for it, ignore this e-mail.`;
  if (purpose === 'newNetwork')
    return `${intro} Enter it within ${minutes} minutes to log in from a new network.\n\nIf you did not try to log in, someone knows your password: change it now.`;
  return `${intro} Enter it in My account within ${minutes} minutes to confirm a change of your security settings.\n\nIf you did not ask for it, someone may be using your account: change your password now.`;
};

/**
 * Codes that prove an e-mail address a member binds in My account (or the bound one, before a
 * change or at a login's new-network check): 6 digits mailed through the
 * mail provider, stored salted and hashed, single use, burned at the 5th wrong try, expiring,
 * valid only for the member who asked and the address they were sent to.
 */
export function createEmailCodeService(deps: EmailCodeServiceDeps) {
  const { merchantCode, clock, limiter, mail } = deps;
  const repo = createEmailCodeRepository(deps.db);

  const codes = {
    async send(memberId: number, email: string, ip: string, purpose: EmailCodePurpose = 'bind'): Promise<SmsSent> {
      const address = email.trim().toLowerCase();
      await throttleSend(
        limiter,
        clock().getTime(),
        { key: `email:address:${address}:second`, rule: PER_ADDRESS_THROTTLE },
        [
          { key: `email:address:${address}:hour`, rule: PER_ADDRESS_HOURLY },
          { key: `email:member:${memberId}:hour`, rule: PER_MEMBER_HOURLY },
          { key: `email:ip:${ip}:hour`, rule: PER_IP_HOURLY },
        ],
      );
      const expiredMinutes = await deps.codeMinutes();
      const code = newSmsCode();
      const salt = newSalt();
      const now = clock();
      await repo.insert({
        merchantCode,
        memberId,
        purpose,
        email: email.trim(),
        codeHash: hashSmsCode(salt, code),
        salt,
        expiresAt: new Date(now.getTime() + expiredMinutes * MINUTE),
        createdAt: now,
      });
      await mail.send(email.trim(), 'Your Fortuna verification code', mailText(purpose, code, expiredMinutes));
      return { expiredMinutes };
    },

    /**
     * The new-network check's code (POST /wps/verification/email/newNetwork): mailed only when
     * `email` is the member's bound address; the answer is the same either way, so the call tells
     * nobody which address (or whether the username) is bound.
     */
    async sendNewNetwork(
      member: { id: number; email: string | null } | null,
      email: string,
      ip: string,
    ): Promise<SmsSent> {
      if (member?.email && sameAddress(member.email, email))
        return codes.send(member.id, member.email, ip, 'newNetwork');
      return { expiredMinutes: await deps.codeMinutes() };
    },

    /**
     * Uses up the member's latest code when it was sent to `email` and `code` matches it; every
     * try counts. Refuses with SMS_CODE_INVALID (no code, other address, wrong code) or
     * SMS_CODE_EXPIRED — the spec's verification-code messages, whatever the channel. `keep`: a
     * right code stays usable (checked before another proof, used up after it).
     */
    async verify(
      memberId: number,
      email: string,
      code: string,
      purpose: EmailCodePurpose = 'bind',
      keep = false,
    ): Promise<void> {
      const now = clock();
      const outcome = await repo.withLatestCode(memberId, purpose, now, (row) => {
        if (row.expiresAt <= now) return { consume: true, result: 'expired' as const };
        const matches = smsCodeMatches(row.salt, code, row.codeHash) && sameAddress(row.email, email);
        if (matches) return { consume: !keep, result: 'ok' as const };
        return { consume: row.attempts >= SMS_MAX_ATTEMPTS, result: 'wrong' as const };
      });
      if (outcome === 'ok') return;
      throw new AppError(outcome === 'expired' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID');
    },
  };
  return codes;
}
export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
