import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './db.js';

/**
 * A table of failed-try counters, one row per (owner, kind, scope): `failures`, `locked_until`,
 * `updated_at` (member_attempt of identity, staff_attempt of the console). `owner` names its
 * owner column (member_id, staff_id).
 */
export type AttemptTable = { table: 'member_attempt' | 'staff_attempt'; owner: 'member_id' | 'staff_id' };
export type AttemptKey = { ownerId: number; kind: string; scope: string };
/** `max` consecutive failures lock for `lockMs`; failures older than `forgetMs` are forgotten. */
export type AttemptRule = { max: number; lockMs: number; forgetMs: number };

/** SQL of the attempt counters of one table. */
export function createAttemptCounters(db: Db, { table, owner }: AttemptTable) {
  const t = sql.identifier(table);
  const o = sql.identifier(owner);
  const where = (key: AttemptKey) => sql`${o} = ${key.ownerId} AND kind = ${key.kind} AND scope = ${key.scope}`;

  return {
    /** The end of the key's lock, or null when it is not locked at `now`. */
    async lockedUntil(key: AttemptKey, now: Date): Promise<Date | null> {
      const [row] = await queryRows<{ locked_until: Date | string | null }>(
        db,
        sql`SELECT locked_until FROM ${t} WHERE ${where(key)}`,
      );
      const until = row?.locked_until ? new Date(row.locked_until) : null;
      return until && until > now ? until : null;
    },

    /**
     * Records a wrong answer, atomically: one more failure (a lock that ran out, or failures
     * older than `forgetMs`, start a fresh count); the failure that reaches `max` sets the lock
     * and says so (`lockedUntil`). A lock in force is never extended by late answers.
     */
    async fail(key: AttemptKey, rule: AttemptRule, now: Date) {
      const lockEnd = new Date(now.getTime() + rule.lockMs);
      const forgetBefore = new Date(now.getTime() - rule.forgetMs);
      const fresh = sql`(${t}.locked_until <= ${now} OR ${t}.updated_at <= ${forgetBefore})`;
      const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${t}.failures + 1 END)`;
      const [row] = await queryRows<{ failures: number; locked_until: Date | string | null }>(
        db,
        sql`INSERT INTO ${t} (${o}, kind, scope, failures, locked_until, updated_at)
            VALUES (${key.ownerId}, ${key.kind}, ${key.scope}, 1,
                    CASE WHEN 1 >= ${rule.max} THEN ${lockEnd}::timestamptz ELSE NULL END, ${now})
            ON CONFLICT (${o}, kind, scope) DO UPDATE SET
              failures = ${count},
              locked_until = CASE
                WHEN ${t}.locked_until > ${now} THEN ${t}.locked_until
                WHEN ${count} >= ${rule.max} THEN ${lockEnd}::timestamptz
                ELSE NULL END,
              updated_at = ${now}
            RETURNING failures, locked_until`,
      );
      const failures = row?.failures ?? 1;
      return { failures, lockedUntil: failures === rule.max && row?.locked_until ? new Date(row.locked_until) : null };
    },

    /**
     * A right answer: the count starts again, unless the key is locked by now (failures recorded
     * while this answer was being checked): then it does not count, and the lock's end is returned.
     */
    async succeed(key: AttemptKey, now: Date): Promise<Date | null> {
      const rows = await queryRows<{ kind: unknown }>(
        db,
        sql`UPDATE ${t} SET failures = 0, locked_until = NULL, updated_at = ${now}
            WHERE ${where(key)} AND (locked_until IS NULL OR locked_until <= ${now})
            RETURNING kind`,
      );
      return rows.length > 0 ? null : this.lockedUntil(key, now);
    },

    /**
     * Every count and lock of an owner's `kind` goes (e.g. an authenticator reset by an owner),
     * inside the caller's transaction when given one, so it commits with the change it follows.
     */
    clear: async (ownerId: number, kind: string, tx: Pick<Db, 'execute'> = db) => {
      await tx.execute(sql`DELETE FROM ${t} WHERE ${o} = ${ownerId} AND kind = ${kind}`);
    },
  };
}
export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
