import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { country, devMessage, smsCode } from './verification-tables.js';

type Purpose = 'register' | 'noLogin';
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

    /**
     * Runs `judge` on the number's latest unused code under a row lock, counting the attempt;
     * `judge` says whether to mark the code used. Returns the judged row, or null when none.
     */
    async withLatestCode<T>(
      n: PhoneKey,
      now: Date,
      judge: (row: { id: number; codeHash: string; salt: string; attempts: number; expiresAt: Date }) => {
        consume: boolean;
        result: T;
      },
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const rows = await queryRows<{
          id: string | number;
          code_hash: string;
          salt: string;
          attempts: number;
          expires_at: Date | string;
        }>(
          tx,
          sql`SELECT id, code_hash, salt, attempts, expires_at FROM sms_code
              WHERE merchant_code = ${n.merchantCode} AND purpose = ${n.purpose}
                AND country_dialing_code = ${n.countryDialingCode} AND mobile_num = ${n.mobileNum} AND consumed_at IS NULL
              ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        );
        const row = rows[0];
        if (!row) return null;
        const judged = judge({
          id: Number(row.id),
          codeHash: row.code_hash,
          salt: row.salt,
          attempts: row.attempts + 1,
          expiresAt: new Date(row.expires_at),
        });
        await tx.execute(
          sql`UPDATE sms_code SET attempts = attempts + 1, consumed_at = CASE WHEN ${judged.consume}::boolean THEN ${now} ELSE consumed_at END WHERE id = ${row.id}`,
        );
        return judged.result;
      });
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
