import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { judgeLatestCode, type StoredCode } from './code-store.js';
import { country, devMessage, smsCode } from './verification-tables.js';

type Purpose = 'register' | 'noLogin' | 'current';
type PhoneKey = { merchantCode: string; purpose: Purpose; countryDialingCode: string; mobileNum: string };

/** SQL of SMS codes, countries and the dev inbox. */
export function createVerificationRepository(db: Db) {
  return {
    countries: () => db.select().from(country).orderBy(asc(country.sort), asc(country.countryCode)),
    async countryByDialingCode(code: string) {
      const rows = await db
        .select()
        .from(country)
        .where(eq(country.countryDialingCode, code))
        .orderBy(asc(country.sort))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Stores a new code and retires the number's earlier unused codes of that purpose. */
    async insertCode(n: PhoneKey & { codeHash: string; salt: string; expiresAt: Date; createdAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(smsCode)
          .set({ consumedAt: n.createdAt })
          .where(
            and(
              eq(smsCode.merchantCode, n.merchantCode),
              eq(smsCode.purpose, n.purpose),
              eq(smsCode.countryDialingCode, n.countryDialingCode),
              eq(smsCode.mobileNum, n.mobileNum),
              isNull(smsCode.consumedAt),
            ),
          );
        await tx.insert(smsCode).values(n);
      });
    },

    /** Judges the number's latest unused code of that purpose (code-store.ts): null when there is none. */
    withLatestCode<T>(
      n: PhoneKey,
      now: Date,
      judge: (row: StoredCode) => { consume: boolean; result: T },
    ): Promise<T | null> {
      return judgeLatestCode(
        db,
        {
          table: 'sms_code',
          key: sql`merchant_code = ${n.merchantCode} AND purpose = ${n.purpose}
                   AND country_dialing_code = ${n.countryDialingCode} AND mobile_num = ${n.mobileNum}`,
        },
        now,
        judge,
      );
    },

    inbox: (filter: { channel?: 'sms' | 'email' | undefined; to?: string | undefined; limit: number }) =>
      db
        .select()
        .from(devMessage)
        .where(
          and(
            filter.channel ? eq(devMessage.channel, filter.channel) : undefined,
            filter.to
              ? sql`(${devMessage.recipient} = ${filter.to} OR ${devMessage.recipient} = ${'+' + filter.to.replace(/^\+/, '')})`
              : undefined,
          ),
        )
        .orderBy(desc(devMessage.id))
        .limit(filter.limit),
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
