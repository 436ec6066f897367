import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { passwordReset } from './member-tables.js';

/** SQL of the e-mailed password-reset tokens (stored hashed). */
export function createPasswordResetRepository(db: Db) {
  return {
    async insert(tokenHash: string, memberId: number, expiresAt: Date, now: Date) {
      await db.insert(passwordReset).values({ tokenHash, memberId, expiresAt, createdAt: now });
    },
    /** Uses up a live reset token; its member id, or null when unknown, used or expired. */
    async consume(tokenHash: string, now: Date) {
      const rows = await db
        .update(passwordReset)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordReset.tokenHash, tokenHash),
            isNull(passwordReset.usedAt),
            sql`${passwordReset.expiresAt} > ${now}`,
          ),
        )
        .returning({ memberId: passwordReset.memberId });
      return rows[0]?.memberId ?? null;
    },
    /** Retires every unused reset token of the member (after a reset or a password change). */
    async retireAll(memberId: number, now: Date) {
      await db
        .update(passwordReset)
        .set({ usedAt: now })
        .where(and(eq(passwordReset.memberId, memberId), isNull(passwordReset.usedAt)));
    },
  };
}
