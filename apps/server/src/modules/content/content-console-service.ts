import type { ConsoleBanner, ConsoleBannerQuery, CreateBanner, UpdateBanner } from '@fortuna/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedImage } from '../../platform/image-upload.js';
import { banner, bannerImage } from './content-tables.js';

/** Who acts, for the audit chain. */
export type ContentActor = { username: string; ip: string };

export type ContentConsoleDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  auditChain: Pick<AuditChain, 'append'>;
};

type BannerRow = typeof banner.$inferSelect;

/** The console's view of a row; `live` as the player site's query decides it (started, not ended). */
const consoleBanner = (row: BannerRow, now: Date): ConsoleBanner => ({
  id: row.id,
  groupName: row.groupName,
  lang: row.lang,
  title: row.title,
  subtitle: row.subtitle,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  sort: row.sort,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  live: row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
});

/** The audited fields of a banner (what before/after record). */
const recorded = (b: ConsoleBanner) => {
  const { live: _live, ...fields } = b;
  return fields;
};

/** Banners as the console edits them (content.manage): every write and its audit entry commit together. */
export function createContentConsole({ db, merchantCode, clock, auditChain }: ContentConsoleDeps) {
  const mine = (id: number) => and(eq(banner.merchantCode, merchantCode), eq(banner.id, id));

  async function locked(tx: DbTransaction, id: number): Promise<BannerRow> {
    const [row] = await tx.select().from(banner).where(mine(id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such banner');
    return row;
  }

  /** One audited change: `work` answers the row before (null: new) and after (null: deleted). */
  async function change(
    actor: ContentActor,
    action: string,
    reason: string | undefined,
    work: (tx: DbTransaction, now: Date) => Promise<{ before: BannerRow | null; after: BannerRow | null; id: number }>,
  ) {
    const now = clock();
    return db.transaction(async (tx) => {
      const { before, after, id } = await work(tx, now);
      await auditChain.append(
        {
          actorKind: 'staff',
          actor: actor.username,
          action,
          target: `banner:${id}`,
          before: before && recorded(consoleBanner(before, now)),
          after: after && recorded(consoleBanner(after, now)),
          ...(reason ? { reason } : {}),
          ip: actor.ip,
        },
        tx,
      );
      return { after, id, now };
    });
  }

  return {
    async banners(query: ConsoleBannerQuery): Promise<ConsoleBanner[]> {
      const where: SQL[] = [eq(banner.merchantCode, merchantCode)];
      if (query.groupName) where.push(eq(banner.groupName, query.groupName));
      if (query.lang) where.push(eq(banner.lang, query.lang));
      const rows = await db
        .select()
        .from(banner)
        .where(and(...where))
        .orderBy(asc(banner.groupName), asc(banner.lang), asc(banner.sort), asc(banner.id));
      const now = clock();
      return rows.map((row) => consoleBanner(row, now));
    },

    async create(actor: ContentActor, body: CreateBanner): Promise<ConsoleBanner> {
      const { reason, startsAt, endsAt, ...fields } = body;
      const { after, now } = await change(actor, 'content.banner.create', reason, async (tx, now) => {
        const [row] = await tx
          .insert(banner)
          .values({
            ...fields,
            merchantCode,
            startsAt: startsAt ? new Date(startsAt) : now,
            endsAt: endsAt ? new Date(endsAt) : null,
          })
          .returning();
        return { before: null, after: row!, id: row!.id };
      });
      return consoleBanner(after!, now);
    },

    async update(actor: ContentActor, id: number, body: UpdateBanner): Promise<ConsoleBanner> {
      const { reason, startsAt, endsAt, ...fields } = body;
      const { after, now } = await change(actor, 'content.banner.update', reason, async (tx) => {
        const before = await locked(tx, id);
        const next = {
          ...fields,
          ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
          ...(endsAt !== undefined ? { endsAt: endsAt === null ? null : new Date(endsAt) } : {}),
        };
        const start = next.startsAt ?? before.startsAt;
        const end = next.endsAt === undefined ? before.endsAt : next.endsAt;
        if (end && end <= start) throw new AppError('VALIDATION_FAILED', 'The banner would end before it starts');
        const [row] = await tx.update(banner).set(next).where(mine(id)).returning();
        return { before, after: row!, id };
      });
      return consoleBanner(after!, now);
    },

    /** Its schedule ends now (an ended or not yet started one ends at its start: never shown). */
    async disable(actor: ContentActor, id: number, reason: string | undefined): Promise<ConsoleBanner> {
      const { after, now } = await change(actor, 'content.banner.disable', reason, async (tx, now) => {
        const before = await locked(tx, id);
        const end = before.startsAt > now ? before.startsAt : now;
        const endsAt = before.endsAt && before.endsAt < end ? before.endsAt : end;
        const [row] = await tx.update(banner).set({ endsAt }).where(mine(id)).returning();
        return { before, after: row!, id };
      });
      return consoleBanner(after!, now);
    },

    async remove(actor: ContentActor, id: number, reason: string | undefined) {
      await change(actor, 'content.banner.remove', reason, async (tx) => {
        const before = await locked(tx, id);
        await tx.delete(banner).where(mine(id));
        return { before, after: null, id };
      });
      return { id, removed: true as const };
    },

    /** Stores the re-encoded picture and points the banner at it (a new address per picture). */
    async setImage(actor: ContentActor, id: number, image: UploadedImage): Promise<ConsoleBanner> {
      const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
      const imageUrl = `/banner-images/${id}-${image.sha256.slice(0, 12)}.${ext}`;
      const { after, now } = await change(actor, 'content.banner.image', undefined, async (tx) => {
        const before = await locked(tx, id);
        const stored = {
          contentType: image.contentType,
          byteSize: image.size,
          sha256: image.sha256,
          bytes: image.data,
          createdAt: clock(),
        };
        await tx
          .insert(bannerImage)
          .values({ bannerId: id, ...stored })
          .onConflictDoUpdate({ target: bannerImage.bannerId, set: stored });
        const [row] = await tx.update(banner).set({ imageUrl }).where(mine(id)).returning();
        return { before, after: row!, id };
      });
      return consoleBanner(after!, now);
    },

    /** The picture a /media/banner-images/ address names, while it is the banner's current one. */
    async image(file: string) {
      const [idPart, rest] = file.split('-') as [string, string];
      const [row] = await db
        .select({ contentType: bannerImage.contentType, bytes: bannerImage.bytes, imageUrl: banner.imageUrl })
        .from(bannerImage)
        .innerJoin(banner, eq(banner.id, bannerImage.bannerId))
        .where(mine(Number(idPart)));
      if (!row || row.imageUrl !== `/banner-images/${idPart}-${rest}`) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}
