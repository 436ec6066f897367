import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberMessage } from './messages-tables.js';

export type MessageRow = typeof memberMessage.$inferSelect;

/** SQL of member notices. `insert` runs in the caller's transaction when given one. */
export const messagesRepository = {
  /** Stores a notice once per dedupe key; null when it already existed. */
  async insert(tx: Pick<Db, 'insert'>, values: typeof memberMessage.$inferInsert): Promise<MessageRow | null> {
    const [row] = await tx.insert(memberMessage).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async unreadCount(db: Db, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memberMessage)
      .where(and(eq(memberMessage.memberId, memberId), isNull(memberMessage.readAt)));
    return row?.n ?? 0;
  },

  async page(db: Db, memberId: number, unreadOnly: boolean, limit: number, offset: number) {
    const where = and(eq(memberMessage.memberId, memberId), unreadOnly ? isNull(memberMessage.readAt) : undefined);
    const [rows, [total]] = await Promise.all([
      db.select().from(memberMessage).where(where).orderBy(desc(memberMessage.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(memberMessage).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Marks the member's unread messages read (only `ids` when given). */
  async markRead(db: Db, memberId: number, ids: number[] | undefined, at: Date) {
    await db
      .update(memberMessage)
      .set({ readAt: at })
      .where(
        and(
          eq(memberMessage.memberId, memberId),
          isNull(memberMessage.readAt),
          ids ? inArray(memberMessage.id, ids) : undefined,
        ),
      );
  },
};
