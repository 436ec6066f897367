import type {
  ConsoleAnnouncement,
  ConsoleAnnouncementQuery,
  CreateAnnouncement,
  UpdateAnnouncement,
} from '@fortuna/contracts';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { ContentActor, ContentConsoleDeps } from './content-console-service.js';
import { announcement } from './content-tables.js';

type AnnouncementRow = typeof announcement.$inferSelect;

/** The console's view of a row; `live` as the site's query decides it (started, not ended). */
const consoleAnnouncement = (row: AnnouncementRow, now: Date): ConsoleAnnouncement => ({
  id: row.id,
  type: row.type,
  platform: row.platform,
  audience: row.audience,
  lang: row.lang,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  sort: row.sort,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  live: row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
});

const recorded = (row: AnnouncementRow | null, now: Date) => {
  if (!row) return null;
  const { live: _live, ...fields } = consoleAnnouncement(row, now);
  return fields;
};

const instant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Announcements and the marquee (type H) as the console edits them (content.manage): every write
 * commits with its audit-chain entry. The site reads the table on each call: nothing to invalidate.
 */
export function createAnnouncementConsole({ db, merchantCode, clock, auditChain }: ContentConsoleDeps) {
  const mine = (id: number) => and(eq(announcement.merchantCode, merchantCode), eq(announcement.id, id));

  async function locked(tx: DbTransaction, id: number): Promise<AnnouncementRow> {
    const [row] = await tx.select().from(announcement).where(mine(id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such announcement');
    return row;
  }

  async function change(
    actor: ContentActor,
    action: string,
    reason: string | undefined,
    work: (tx: DbTransaction, now: Date) => Promise<{ before: AnnouncementRow | null; after: AnnouncementRow }>,
  ): Promise<ConsoleAnnouncement> {
    const now = clock();
    const after = await db.transaction(async (tx) => {
      const { before, after } = await work(tx, now);
      await auditChain.append(
        {
          actorKind: 'staff',
          actor: actor.username,
          action,
          target: `announcement:${after.id}`,
          before: recorded(before, now),
          after: recorded(after, now),
          ...(reason ? { reason } : {}),
          ip: actor.ip,
        },
        tx,
      );
      return after;
    });
    return consoleAnnouncement(after, now);
  }

  return {
    async list(query: ConsoleAnnouncementQuery): Promise<ConsoleAnnouncement[]> {
      const where: SQL[] = [eq(announcement.merchantCode, merchantCode)];
      if (query.type) where.push(eq(announcement.type, query.type));
      if (query.lang) where.push(eq(announcement.lang, query.lang));
      const rows = await db
        .select()
        .from(announcement)
        .where(and(...where))
        .orderBy(
          asc(announcement.type),
          asc(announcement.lang),
          asc(announcement.sort),
          desc(announcement.startsAt),
          desc(announcement.id),
        );
      const now = clock();
      return rows.map((row) => consoleAnnouncement(row, now));
    },

    create: (actor: ContentActor, body: CreateAnnouncement) =>
      change(actor, 'content.announcement.create', body.reason, async (tx, now) => {
        const { reason: _reason, startsAt, endsAt, ...fields } = body;
        const [row] = await tx
          .insert(announcement)
          .values({ ...fields, merchantCode, startsAt: instant(startsAt) ?? now, endsAt: instant(endsAt) ?? null })
          .returning();
        return { before: null, after: row! };
      }),

    update: (actor: ContentActor, id: number, body: UpdateAnnouncement) =>
      change(actor, 'content.announcement.update', body.reason, async (tx) => {
        const { reason: _reason, startsAt, endsAt, ...fields } = body;
        const before = await locked(tx, id);
        const next = {
          ...fields,
          ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
          ...(endsAt !== undefined ? { endsAt: instant(endsAt) } : {}),
        };
        const start = next.startsAt ?? before.startsAt;
        const end = next.endsAt === undefined ? before.endsAt : next.endsAt;
        if (end && end <= start) throw new AppError('VALIDATION_FAILED', 'The announcement would end before it starts');
        const [row] = await tx.update(announcement).set(next).where(mine(id)).returning();
        return { before, after: row! };
      }),

    /** Its schedule ends now (one not started yet ends at its start: never shown). */
    disable: (actor: ContentActor, id: number, reason: string | undefined) =>
      change(actor, 'content.announcement.disable', reason, async (tx, now) => {
        const before = await locked(tx, id);
        const end = before.startsAt > now ? before.startsAt : now;
        const endsAt = before.endsAt && before.endsAt < end ? before.endsAt : end;
        const [row] = await tx.update(announcement).set({ endsAt }).where(mine(id)).returning();
        return { before, after: row! };
      }),
  };
}
