import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import type { Tx } from './member-repository.js';
import { memberKnownIp } from './member-tables.js';

/** SQL of login bookkeeping: failed-attempt counting and lock on the member row, and the networks a member has used. */
export function createLoginRecordRepository(db: Db) {
  return {
    /**
     * Counts a login attempt BEFORE its password is checked, atomically, unless the account is
     * locked: the attempt that makes 5 consecutive failures sets the 15-minute lock, so however
     * many requests arrive together, at most 5 passwords are ever tried per lock period. A
     * lock that has run out starts a fresh count. Null when locked (with its end).
     */
    async claimLoginAttempt(id: number, now: Date, maxFailures: number, lockMs: number) {
      const lockEnd = new Date(now.getTime() + lockMs);
      const rows = await queryRows<{ failed_login_count: number; locked_until: Date | string | null }>(
        db,
        sql`UPDATE member SET
              failed_login_count = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_login_count + 1 END,
              locked_until = CASE
                WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_login_count + 1 END) >= ${maxFailures} THEN ${lockEnd}::timestamptz
                ELSE NULL END
            WHERE id = ${id} AND (locked_until IS NULL OR locked_until <= ${now})
            RETURNING failed_login_count, locked_until`,
      );
      const row = rows[0];
      return row
        ? {
            failedLoginCount: row.failed_login_count,
            lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
          }
        : null;
    },

    /** A right password: the counted attempt is forgiven and the login recorded. Returns the row as it was before. */
    async loginSucceeded(id: number, now: Date) {
      const rows = await queryRows<{ first_login_at: Date | string | null }>(
        db,
        sql`UPDATE member m SET failed_login_count = 0, locked_until = NULL, last_login_at = ${now},
              first_login_at = COALESCE(m.first_login_at, ${now})
            FROM member old WHERE m.id = ${id} AND old.id = m.id
            RETURNING old.first_login_at`,
      );
      return { firstLogin: rows[0]?.first_login_at === null };
    },

    /** The password was right but the login stops for another reason: do not count it as a failure. */
    async forgiveAttempt(id: number) {
      await db.execute(
        sql`UPDATE member SET failed_login_count = GREATEST(failed_login_count - 1, 0), locked_until = NULL WHERE id = ${id}`,
      );
    },

    async hasKnownIps(memberId: number) {
      const rows = await db
        .select({ ip: memberKnownIp.ip })
        .from(memberKnownIp)
        .where(eq(memberKnownIp.memberId, memberId))
        .limit(1);
      return rows.length > 0;
    },
    async isKnownIp(memberId: number, ip: string) {
      const rows = await db
        .select({ ip: memberKnownIp.ip })
        .from(memberKnownIp)
        .where(and(eq(memberKnownIp.memberId, memberId), eq(memberKnownIp.ip, ip)));
      return rows.length > 0;
    },
    async rememberIp(memberId: number, ip: string, now: Date, tx: Tx = db) {
      await tx
        .insert(memberKnownIp)
        .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: [memberKnownIp.memberId, memberKnownIp.ip], set: { lastSeenAt: now } });
    },
  };
}
export type LoginRecordRepository = ReturnType<typeof createLoginRecordRepository>;
