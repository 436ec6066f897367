import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { announcement, banner } from './content-tables.js';

/** The brand's rows in one language that are live at `now` (started, and not yet ended), narrowed by `more`. */
const liveFor = (
  table: typeof announcement | typeof banner,
  merchantCode: string,
  lang: string,
  now: Date,
  ...more: SQL[]
) =>
  and(
    eq(table.merchantCode, merchantCode),
    eq(table.lang, lang),
    ...more,
    lte(table.startsAt, now),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );

/** SQL of the content module only. Rows outside their start/end window are never returned. */
export function createContentRepository(db: Db) {
  return {
    /**
     * `audience` null: every row of the player site (execution B); else the rows for everyone plus
     * that audience's. Agents' rows are only ever served to the agent centre (`agents`).
     */
    announcements: (
      merchantCode: string,
      lang: string,
      types: string[],
      platform: string,
      audience: 'visitors' | 'members' | 'agents' | null,
      now: Date,
    ) =>
      db
        .select()
        .from(announcement)
        .where(
          liveFor(
            announcement,
            merchantCode,
            lang,
            now,
            eq(announcement.platform, platform),
            inArray(announcement.type, types as Array<'B' | 'PL' | 'PU' | 'PR' | 'H'>),
            audience === 'agents'
              ? eq(announcement.audience, 'agents')
              : inArray(announcement.audience, audience ? ['all', audience] : ['all', 'visitors', 'members']),
          ),
        )
        .orderBy(asc(announcement.sort), desc(announcement.startsAt), desc(announcement.id)),

    banners: (merchantCode: string, groupName: 'w_home' | 'w_reg' | 'w_leftmenu', lang: string, now: Date) =>
      db
        .select()
        .from(banner)
        .where(liveFor(banner, merchantCode, lang, now, eq(banner.groupName, groupName)))
        .orderBy(asc(banner.sort), asc(banner.id)),

    async banner(id: number) {
      const rows = await db.select().from(banner).where(eq(banner.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
