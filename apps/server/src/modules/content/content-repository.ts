import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { announcement, banner } from './content-tables.js';

const live = (startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: Date) =>
  and(lte(startsAt, now), or(isNull(endsAt), gt(endsAt, now)));

/** SQL of the content module only. Rows outside their start/end window are never returned. */
export function createContentRepository(db: Db) {
  return {
    announcements: (merchantCode: string, lang: string, types: string[], platform: string, now: Date) =>
      db
        .select()
        .from(announcement)
        .where(
          and(
            eq(announcement.merchantCode, merchantCode),
            eq(announcement.lang, lang),
            eq(announcement.platform, platform),
            inArray(announcement.type, types as Array<'B' | 'PL' | 'PU' | 'PR' | 'H'>),
            live(announcement.startsAt, announcement.endsAt, now),
          ),
        )
        .orderBy(asc(announcement.sort), desc(announcement.startsAt), desc(announcement.id)),

    banners: (merchantCode: string, groupName: 'w_home' | 'w_reg' | 'w_leftmenu', lang: string, now: Date) =>
      db
        .select()
        .from(banner)
        .where(
          and(
            eq(banner.merchantCode, merchantCode),
            eq(banner.groupName, groupName),
            eq(banner.lang, lang),
            live(banner.startsAt, banner.endsAt, now),
          ),
        )
        .orderBy(asc(banner.sort), asc(banner.id)),

    async banner(id: number) {
      const rows = await db.select().from(banner).where(eq(banner.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
