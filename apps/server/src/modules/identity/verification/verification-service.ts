import type { Country } from '@fortuna/contracts';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import type { SmsProvider } from '../../../platform/messaging.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { createSmsCodes } from './sms-code-service.js';
import { normaliseDialingCode, normaliseMobile, splitE164 } from './sms-code-fns.js';
import { createVerificationRepository } from './verification-repository.js';

/** 'register': a number to bind; 'noLogin': a member's number (login, reset); 'current': the bound number, before a change. */
export type SmsPurpose = 'register' | 'noLogin' | 'current';
export type Phone = { countryDialingCode: string; mobileNum: string };

export type VerificationServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  sms: SmsProvider;
  codeMinutes: () => Promise<number>;
  /** Whether a member of the brand has this mobile (member module). */
  isMobileRegistered: (phone: Phone) => Promise<boolean>;
};

/**
 * One-time SMS codes (sms-code-service.ts: sent with throttles, stored hashed, single use,
 * 5 attempts, expiring), the countries a number may belong to, and the dev inbox.
 */
export function createVerificationService(deps: VerificationServiceDeps) {
  const repo = createVerificationRepository(deps.db);

  return {
    async countries(): Promise<Country[]> {
      const rows = await repo.countries();
      return rows.map((r) => ({
        countryCode: r.countryCode,
        countryDialingCode: r.countryDialingCode,
        name: r.name,
        mobileMinLength: r.mobileMinLength,
        mobileMaxLength: r.mobileMaxLength,
        flagUrl: `/COUNTRY_FLAG/${r.countryCode}.svg`,
      }));
    },

    /** The number as stored (dialing code without '+', local digits), or MOBILE_INVALID. */
    async normalisePhone(countryDialingCode: string, mobileNum: string): Promise<Phone> {
      const code = normaliseDialingCode(countryDialingCode);
      const country = await repo.countryByDialingCode(code);
      const mobile = country ? normaliseMobile(mobileNum, country) : null;
      if (!country || !mobile) {
        const digits = country ? { digits: country.mobileMaxLength } : {};
        throw new AppError('MOBILE_INVALID', undefined, {
          errors: [{ path: 'body.mobileNum', message: 'validation:validMobileNumber' }],
          ...digits,
        });
      }
      return { countryDialingCode: code, mobileNum: mobile };
    },

    /** The stored form of an E.164 number (a phone-auth service names phones so), or null when no country fits. */
    async phoneFromE164(e164Number: string): Promise<Phone | null> {
      return splitE164(e164Number, await repo.countries());
    },

    ...createSmsCodes(deps, repo),

    inbox: (filter: { channel?: 'sms' | 'email' | undefined; to?: string | undefined; limit: number }) =>
      repo.inbox(filter),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
