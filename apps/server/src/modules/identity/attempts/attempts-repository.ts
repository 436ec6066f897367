import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { memberAttempt } from './attempts-tables.js';

export type AttemptKey = { memberId: number; kind: string; scope: string };
/** `max` consecutive failures lock for `lockMs`; failures older than `forgetMs` are forgotten. */
export type AttemptRule = { max: number; lockMs: number; forgetMs: number };

/** SQL of the attempt counters (member_attempt). */
export function createAttemptsRepository(db: Db) {
  const where = (key: AttemptKey) =>
    and(eq(memberAttempt.memberId, key.memberId), eq(memberAttempt.kind, key.kind), eq(memberAttempt.scope, key.scope));

  return {
    /** The end of the key's lock, or null when it is not locked at `now`. */
    async lockedUntil(key: AttemptKey, now: Date): Promise<Date | null> {
      const [row] = await db.select({ lockedUntil: memberAttempt.lockedUntil }).from(memberAttempt).where(where(key));
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    },

    /**
     * Records a wrong answer, atomically: one more failure (a lock that ran out, or failures
     * older than `forgetMs`, start a fresh count); the failure that reaches `max` sets the lock
     * and says so (`lockedNow`). A lock in force is never extended by late answers.
     */
    async fail(key: AttemptKey, rule: AttemptRule, now: Date) {
      const lockEnd = new Date(now.getTime() + rule.lockMs);
      const forgetBefore = new Date(now.getTime() - rule.forgetMs);
      const fresh = sql`(member_attempt.locked_until <= ${now} OR member_attempt.updated_at <= ${forgetBefore})`;
      const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE member_attempt.failures + 1 END)`;
      const rows = await queryRows<{ failures: number; locked_until: Date | string | null }>(
        db,
        sql`INSERT INTO member_attempt (member_id, kind, scope, failures, locked_until, updated_at)
            VALUES (${key.memberId}, ${key.kind}, ${key.scope}, 1,
                    CASE WHEN 1 >= ${rule.max} THEN ${lockEnd}::timestamptz ELSE NULL END, ${now})
            ON CONFLICT (member_id, kind, scope) DO UPDATE SET
              failures = ${count},
              locked_until = CASE
                WHEN member_attempt.locked_until > ${now} THEN member_attempt.locked_until
                WHEN ${count} >= ${rule.max} THEN ${lockEnd}::timestamptz
                ELSE NULL END,
              updated_at = ${now}
            RETURNING failures, locked_until`,
      );
      const row = rows[0];
      const failures = row?.failures ?? 1;
      return { failures, lockedUntil: failures === rule.max && row?.locked_until ? new Date(row.locked_until) : null };
    },

    /**
     * A right answer: the count starts again, unless the key is locked by now (failures recorded
     * while this answer was being checked): then it does not count, and the lock's end is returned.
     */
    async succeed(key: AttemptKey, now: Date): Promise<Date | null> {
      const rows = await queryRows<{ member_id: unknown }>(
        db,
        sql`UPDATE member_attempt SET failures = 0, locked_until = NULL, updated_at = ${now}
            WHERE member_id = ${key.memberId} AND kind = ${key.kind} AND scope = ${key.scope}
              AND (locked_until IS NULL OR locked_until <= ${now})
            RETURNING member_id`,
      );
      return rows.length > 0 ? null : this.lockedUntil(key, now);
    },
  };
}
export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
