import { z } from 'zod';
import { LanguageCode } from './games.js';

/**
 * Announcements, notices and banners (spec §1, §2 "Modals", §3 Notice / announcement, §7 "Other
 * relays", §9). Types requested B, PL, PU, PR, H; response groups banners, player, popup, promotion.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const AnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

/**
 * Which response group each type lands in. H (home headline, the scrolling marquee) travels in the
 * `player` group with its own `type`, so the four groups of the spec stay as named.
 */
export const ANNOUNCEMENT_GROUP_OF: Record<AnnouncementType, 'banners' | 'player' | 'popup' | 'promotion'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'player',
};

export const BANNER_GROUPS = ['w_home', 'w_reg', 'w_leftmenu'] as const;
export const BannerGroup = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroup>;

/** Spec §9 popup constants. */
export * from './content-fns.js';

const blank = (v: unknown) => (v === '' ? undefined : v);

/** `types=B,PL,PU,PR,H` (comma-separated, or repeated) — every type when absent. */
const TypesParam = z.preprocess((v) => {
  const cleaned = blank(v);
  if (cleaned === undefined) return undefined;
  const parts = (Array.isArray(cleaned) ? cleaned : [cleaned]).flatMap((p) => String(p).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
}, z.array(AnnouncementType).min(1).max(ANNOUNCEMENT_TYPES.length).optional());

/** GET /lgw/games/announcements and GET /wps/relay/announcements */
export const AnnouncementsQuery = z
  .object({
    types: TypesParam,
    /** W = web (the only platform this client sends). */
    platform: z.preprocess(blank, z.enum(['W', 'H5']).default('W')),
    /** B = both logged-in and anonymous audiences; V = visitors (not logged in); M = members. */
    execution: z.preprocess(blank, z.enum(['B', 'V', 'M']).default('B')),
    language: z.preprocess(blank, LanguageCode.default('EN')),
  })
  .strict();
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

/** Spec §3 Notice / announcement: title, content, time (ISO-8601). */
export const Announcement = z.object({
  id: z.number().int(),
  type: AnnouncementType,
  title: z.string(),
  content: z.string(),
  time: z.string(),
  /** Image path relative to an image CDN (banner-type announcements), else null. */
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  /** Who it is for: everyone, visitors (not logged in), members, or agents (the agent centre). */
  audience: z.enum(['all', 'visitors', 'members', 'agents']),
});
export type Announcement = z.infer<typeof Announcement>;

export const Announcements = z.object({
  banners: z.array(Announcement),
  player: z.array(Announcement),
  popup: z.array(Announcement),
  promotion: z.array(Announcement),
});
export type Announcements = z.infer<typeof Announcements>;

/** GET /wps/content/banners */
export const BannersQuery = z
  .object({ groupName: BannerGroup, language: z.preprocess(blank, LanguageCode.default('EN')) })
  .strict();
export type BannersQuery = z.infer<typeof BannersQuery>;

/** Spec §3 banners (groupName, url); url is relative to an image CDN. */
export const Banner = z.object({
  id: z.number().int(),
  groupName: BannerGroup,
  url: z.string(),
  title: z.string(),
  /** In-site path the banner leads to (e.g. /live), or null. */
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;
export const Banners = z.array(Banner);
export type Banners = z.infer<typeof Banners>;

/** GET /wps/agent/announcements: what the operators wrote for agents (audience `agents`), live, newest first. */
export const AgentAnnouncementsQuery = z.object({ language: z.preprocess(blank, LanguageCode.default('EN')) }).strict();
export type AgentAnnouncementsQuery = z.infer<typeof AgentAnnouncementsQuery>;
export const AgentAnnouncements = z.object({ list: z.array(Announcement) });
export type AgentAnnouncements = z.infer<typeof AgentAnnouncements>;
