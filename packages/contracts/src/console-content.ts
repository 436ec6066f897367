import { z } from 'zod';
import { BannerGroup } from './content.js';

/**
 * The console's Content pages (staff with `content.manage`): banners by group. Each row is one
 * language's banner (EN, TY or TH, as the `banner` table keeps them); a change is audited with an
 * optional reason and served by the player site's banner call at once.
 */
export const CONTENT_LANGUAGES = ['EN', 'TY', 'TH'] as const;
export const ContentLanguage = z.enum(CONTENT_LANGUAGES);

export const BANNER_TITLE_MAX = 120;
export const BANNER_SUBTITLE_MAX = 200;
export const BANNER_LINK_MAX = 500;

/**
 * The size each group's slot shows a picture at on the player site (its banner slot): the console
 * crops an upload to this aspect ratio and size before sending it.
 */
export const BANNER_IMAGE_SIZES: Record<BannerGroup, { width: number; height: number }> = {
  w_home: { width: 1920, height: 520 },
  w_reg: { width: 800, height: 300 },
  w_leftmenu: { width: 480, height: 200 },
};

export const OptionalReason = z.string().trim().max(500).optional();
export const Instant = z.iso.datetime({ offset: true });
/** An in-site path (/promotions) or an https address; anything else (javascript:, data:) is refused. */
export const BannerLink = z
  .string()
  .trim()
  .max(BANNER_LINK_MAX)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation:invalidLink');

export const ConsoleBannerQuery = z
  .object({ groupName: BannerGroup.optional(), lang: ContentLanguage.optional() })
  .strict();
export type ConsoleBannerQuery = z.infer<typeof ConsoleBannerQuery>;

export const BannerParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A banner as the console sees it, whatever its window; `live` says whether the site shows it now. */
export const ConsoleBanner = z.object({
  id: z.number().int(),
  groupName: BannerGroup,
  lang: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  live: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof ConsoleBanner>;

const bannerFields = {
  groupName: BannerGroup,
  lang: ContentLanguage,
  title: z.string().trim().min(1).max(BANNER_TITLE_MAX),
  subtitle: z.string().trim().max(BANNER_SUBTITLE_MAX),
  linkUrl: BannerLink.nullable(),
  sort: z.number().int().min(0).max(9999),
  /** From when the site shows it (now when left out). */
  startsAt: Instant,
  /** Until when; null: no end. */
  endsAt: Instant.nullable(),
};

export const windowOk = (b: { startsAt?: string; endsAt?: string | null }) =>
  !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt);
export const WINDOW = { message: 'validation:endBeforeStart', path: ['endsAt'] };

export const CreateBanner = z
  .object({
    ...bannerFields,
    subtitle: bannerFields.subtitle.default(''),
    linkUrl: bannerFields.linkUrl.default(null),
    sort: bannerFields.sort.default(0),
    startsAt: Instant.optional(),
    endsAt: bannerFields.endsAt.default(null),
    reason: OptionalReason,
  })
  .strict()
  .refine(windowOk, WINDOW);
export type CreateBanner = z.infer<typeof CreateBanner>;

/** Only the fields sent change; endsAt null makes a disabled banner live again (from its start). */
export const UpdateBanner = z
  .object({ ...z.object(bannerFields).partial().shape, reason: OptionalReason })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' })
  .refine(windowOk, WINDOW);
export type UpdateBanner = z.infer<typeof UpdateBanner>;

export const BannerChange = z.object({ reason: OptionalReason }).strict();
export type BannerChange = z.infer<typeof BannerChange>;

export const RemovedBanner = z.object({ id: z.number().int(), removed: z.literal(true) });

/** GET /media/banner-images/:file — `<banner id>-<12 hex of the sha256>.png|jpg`. */
export const BannerImageParams = z.object({ file: z.string().regex(/^\d{1,15}-[0-9a-f]{12}\.(png|jpg)$/) });
