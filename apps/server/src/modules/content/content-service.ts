import {
  ANNOUNCEMENT_GROUP_OF,
  ANNOUNCEMENT_TYPES,
  type AgentAnnouncements,
  type Announcements,
  type AnnouncementsQuery,
  type Banners,
  type BannersQuery,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createContentRepository } from './content-repository.js';

/** Languages the content is written in; any other requested language reads the English text. */
const CONTENT_LANGUAGES = ['EN', 'TY', 'TH'];
const contentLanguage = (lang: string) => (CONTENT_LANGUAGES.includes(lang) ? lang : 'EN');

/** Execution V (visitors) and M (members) narrow to that audience; B (both) returns every row. */
const AUDIENCE_OF_EXECUTION = { B: null, V: 'visitors', M: 'members' } as const;

export type ContentServiceDeps = { db: Db; merchantCode: string; clock: () => Date };

/** Announcements, notices and banners of the brand. */
export function createContentService({ db, merchantCode, clock }: ContentServiceDeps) {
  const repo = createContentRepository(db);
  return {
    /** Announcements of the requested types grouped as banners, player, popup and promotion (spec §3). */
    async announcements(query: AnnouncementsQuery): Promise<Announcements> {
      const types = query.types ?? [...ANNOUNCEMENT_TYPES];
      const rows = await repo.announcements(
        merchantCode,
        contentLanguage(query.language),
        types,
        query.platform,
        AUDIENCE_OF_EXECUTION[query.execution],
        clock(),
      );
      const groups: Announcements = { banners: [], player: [], popup: [], promotion: [] };
      for (const row of rows) {
        groups[ANNOUNCEMENT_GROUP_OF[row.type]].push({
          id: row.id,
          type: row.type,
          title: row.title,
          content: row.content,
          time: row.startsAt.toISOString(),
          imageUrl: row.imageUrl,
          sort: row.sort,
          audience: row.audience,
        });
      }
      return groups;
    },

    /** The agent centre's announcements (audience agents; every type, web platform). */
    async agentAnnouncements(language: string): Promise<AgentAnnouncements> {
      const rows = await repo.announcements(
        merchantCode,
        contentLanguage(language),
        [...ANNOUNCEMENT_TYPES],
        'W',
        'agents',
        clock(),
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          content: row.content,
          time: row.startsAt.toISOString(),
          imageUrl: row.imageUrl,
          sort: row.sort,
          audience: row.audience,
        })),
      };
    },

    /** Banners of one group (w_home, w_reg, w_leftmenu); url is relative to an image CDN. */
    async banners(query: BannersQuery): Promise<Banners> {
      const rows = await repo.banners(merchantCode, query.groupName, contentLanguage(query.language), clock());
      return rows.map((row) => ({
        id: row.id,
        groupName: row.groupName,
        url: row.imageUrl ?? `/banners/${row.id}.svg`,
        title: row.title,
        linkUrl: row.linkUrl,
        sort: row.sort,
      }));
    },

    bannerForArt: (id: number) => repo.banner(id),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
