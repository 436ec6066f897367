import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberNote } from './console-members-tables.js';

export type NoteRow = typeof memberNote.$inferSelect;

/** SQL of staff notes on members. */
export function createMemberNotesRepository(db: Db, merchantCode: string) {
  const ofMember = (memberId: number) =>
    and(eq(memberNote.merchantCode, merchantCode), eq(memberNote.memberId, memberId));
  return {
    async page(memberId: number, limit: number, offset: number) {
      const [list, [counted]] = await Promise.all([
        db.select().from(memberNote).where(ofMember(memberId)).orderBy(desc(memberNote.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(memberNote).where(ofMember(memberId)),
      ]);
      return { list, total: Number(counted?.n ?? 0) };
    },
    async insert(tx: Pick<Db, 'insert'>, values: Omit<NoteRow, 'id' | 'merchantCode'>): Promise<NoteRow> {
      const [row] = await tx
        .insert(memberNote)
        .values({ ...values, merchantCode })
        .returning();
      if (!row) throw new Error('member note insert returned nothing');
      return row;
    },
  };
}
