import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

export type StaffAttemptKey = { staffId: number; kind: 'login' | 'totp'; scope: string };
export type StaffAttemptRule = { max: number; lockMs: number; forgetMs: number };

/**
 * Attempt counters of staff (staff_attempt), the same rules as the members' (identity/attempts:
 * atomic count, a lock in force never extended, a right answer does not count while locked).
 */
export function createStaffAttemptsRepository(db: Db) {
  return {
    async lockedUntil(key: StaffAttemptKey, now: Date): Promise<Date | null> {
      const [row] = await queryRows<{ locked_until: Date | string | null }>(
        db,
        sql`SELECT locked_until FROM staff_attempt
            WHERE staff_id = ${key.staffId} AND kind = ${key.kind} AND scope = ${key.scope}`,
      );
      const until = row?.locked_until ? new Date(row.locked_until) : null;
      return until && until > now ? until : null;
    },

    /** One more failure (a lock that ran out or old failures start afresh); the end of a lock this failure started. */
    async fail(key: StaffAttemptKey, rule: StaffAttemptRule, now: Date) {
      const lockEnd = new Date(now.getTime() + rule.lockMs);
      const forgetBefore = new Date(now.getTime() - rule.forgetMs);
      const fresh = sql`(staff_attempt.locked_until <= ${now} OR staff_attempt.updated_at <= ${forgetBefore})`;
      const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE staff_attempt.failures + 1 END)`;
      const [row] = await queryRows<{ failures: number; locked_until: Date | string | null }>(
        db,
        sql`INSERT INTO staff_attempt (staff_id, kind, scope, failures, locked_until, updated_at)
            VALUES (${key.staffId}, ${key.kind}, ${key.scope}, 1,
                    CASE WHEN 1 >= ${rule.max} THEN ${lockEnd}::timestamptz ELSE NULL END, ${now})
            ON CONFLICT (staff_id, kind, scope) DO UPDATE SET
              failures = ${count},
              locked_until = CASE
                WHEN staff_attempt.locked_until > ${now} THEN staff_attempt.locked_until
                WHEN ${count} >= ${rule.max} THEN ${lockEnd}::timestamptz
                ELSE NULL END,
              updated_at = ${now}
            RETURNING failures, locked_until`,
      );
      const failures = row?.failures ?? 1;
      return { failures, lockedUntil: failures === rule.max && row?.locked_until ? new Date(row.locked_until) : null };
    },

    /** A right answer: the count starts again unless locked meanwhile (then the lock's end). */
    async succeed(key: StaffAttemptKey, now: Date): Promise<Date | null> {
      const rows = await queryRows<{ staff_id: unknown }>(
        db,
        sql`UPDATE staff_attempt SET failures = 0, locked_until = NULL, updated_at = ${now}
            WHERE staff_id = ${key.staffId} AND kind = ${key.kind} AND scope = ${key.scope}
              AND (locked_until IS NULL OR locked_until <= ${now})
            RETURNING staff_id`,
      );
      return rows.length > 0 ? null : this.lockedUntil(key, now);
    },

    /** An authenticator reset by an owner clears its lock. */
    clear: async (staffId: number, kind: StaffAttemptKey['kind']) => {
      await db.execute(sql`DELETE FROM staff_attempt WHERE staff_id = ${staffId} AND kind = ${kind}`);
    },
  };
}
export type StaffAttemptsRepository = ReturnType<typeof createStaffAttemptsRepository>;
