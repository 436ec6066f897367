import { z } from 'zod';
import { AnnouncementType } from './content.js';
import { BannerLink, ContentLanguage, Instant, OptionalReason, WINDOW, windowOk } from './console-content.js';

/**
 * The console's announcements (`content.manage`): notices by type — B (banner notices), PL (player
 * notices), PU (popup), PR (promotion) and H (the home page's scrolling marquee) — one row per
 * language, with audience, platform and schedule. A change is audited and served by the site's
 * announcement calls at once.
 */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 5000;
export const AnnouncementAudience = z.enum(['all', 'visitors', 'members', 'agents']);
export const AnnouncementPlatform = z.enum(['W', 'H5']);

export const ConsoleAnnouncementQuery = z
  .object({ type: AnnouncementType.optional(), lang: ContentLanguage.optional() })
  .strict();
export type ConsoleAnnouncementQuery = z.infer<typeof ConsoleAnnouncementQuery>;

export const ConsoleAnnouncement = z.object({
  id: z.number().int(),
  type: AnnouncementType,
  platform: z.string(),
  audience: AnnouncementAudience,
  lang: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Whether the site shows it now (started, not ended). */
  live: z.boolean(),
});
export type ConsoleAnnouncement = z.infer<typeof ConsoleAnnouncement>;

const fields = {
  type: AnnouncementType,
  platform: AnnouncementPlatform,
  audience: AnnouncementAudience,
  lang: ContentLanguage,
  title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  content: z.string().trim().min(1).max(ANNOUNCEMENT_CONTENT_MAX),
  /** A picture's in-site path or https address (banner and promotion notices), or null. */
  imageUrl: BannerLink.nullable(),
  sort: z.number().int().min(0).max(9999),
  startsAt: Instant,
  endsAt: Instant.nullable(),
};

export const CreateAnnouncement = z
  .object({
    ...fields,
    platform: fields.platform.default('W'),
    audience: fields.audience.default('all'),
    imageUrl: fields.imageUrl.default(null),
    sort: fields.sort.default(0),
    startsAt: Instant.optional(),
    endsAt: fields.endsAt.default(null),
    reason: OptionalReason,
  })
  .strict()
  .refine(windowOk, WINDOW);
export type CreateAnnouncement = z.infer<typeof CreateAnnouncement>;

/** Only the fields sent change; endsAt null makes a disabled notice live again. */
export const UpdateAnnouncement = z
  .object({ ...z.object(fields).partial().shape, reason: OptionalReason })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' })
  .refine(windowOk, WINDOW);
export type UpdateAnnouncement = z.infer<typeof UpdateAnnouncement>;
