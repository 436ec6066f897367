import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { memberSession } from './session-tables.js';

/** SQL of sessions. */
export function createSessionRepository(db: Db) {
  return {
    async insert(values: typeof memberSession.$inferInsert) {
      const [row] = await db.insert(memberSession).values(values).returning({ id: memberSession.id });
      return row?.id as number;
    },
    /** The live session of a token hash with its member, or null. */
    async live(tokenHash: string, now: Date) {
      const rows = await queryRows<{
        id: string | number;
        member_id: string | number;
        type: number;
        username: string;
        last_seen_at: Date | string;
        password_change_due: boolean;
      }>(
        db,
        sql`SELECT s.id, s.member_id, m.type, m.username, s.last_seen_at, s.password_change_due FROM member_session s JOIN member m ON m.id = s.member_id
            WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now} AND m.status = 'active'`,
      );
      const row = rows[0];
      return row
        ? {
            id: Number(row.id),
            memberId: Number(row.member_id),
            type: row.type,
            username: row.username,
            lastSeenAt: new Date(row.last_seen_at),
            passwordChangeDue: row.password_change_due,
          }
        : null;
    },
    async touch(id: number, now: Date, expiresAt: Date) {
      await db.update(memberSession).set({ lastSeenAt: now, expiresAt }).where(eq(memberSession.id, id));
    },
    /** The password was changed in this session: it is a full session from now on. */
    async clearPasswordChangeDue(id: number) {
      await db.update(memberSession).set({ passwordChangeDue: false }).where(eq(memberSession.id, id));
    },
    async revoke(id: number, now: Date) {
      await db
        .update(memberSession)
        .set({ revokedAt: now })
        .where(and(eq(memberSession.id, id), isNull(memberSession.revokedAt)));
    },
    async revokeAllOf(memberId: number, now: Date, keepId: number | null) {
      await db
        .update(memberSession)
        .set({ revokedAt: now })
        .where(
          and(
            eq(memberSession.memberId, memberId),
            isNull(memberSession.revokedAt),
            keepId === null ? undefined : ne(memberSession.id, keepId),
          ),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
