import { z } from 'zod';
import { ContentLanguage, OptionalReason } from './console-content.js';

/** The console's help-centre articles (`content.manage`): one row per language, key and device. */
export const HELP_TITLE_MAX = 200;
export const HELP_CONTENT_MAX = 50_000;

export const ConsoleHelpQuery = z.object({ lang: ContentLanguage.optional() }).strict();
export type ConsoleHelpQuery = z.infer<typeof ConsoleHelpQuery>;

export const HelpArticleParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const ConsoleHelpArticle = z.object({
  id: z.number().int(),
  lang: z.string(),
  device: z.string(),
  key: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type ConsoleHelpArticle = z.infer<typeof ConsoleHelpArticle>;

/** Only the fields sent change; the key (what /help#term opens) and language stay. */
export const UpdateHelpArticle = z
  .object({
    category: z.string().trim().min(1).max(100).optional(),
    title: z.string().trim().min(1).max(HELP_TITLE_MAX).optional(),
    content: z.string().trim().min(1).max(HELP_CONTENT_MAX).optional(),
    sort: z.number().int().min(0).max(9999).optional(),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateHelpArticle = z.infer<typeof UpdateHelpArticle>;

/** The console's mirror list (`content.manage`): the mirror sites the site's mirror page shows. */
export const ConsoleMirror = z.object({
  id: z.number().int(),
  url: z.string(),
  label: z.string(),
  verified: z.boolean(),
  sort: z.number().int(),
});
export type ConsoleMirror = z.infer<typeof ConsoleMirror>;

const MirrorUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s/]+\/?$/, 'validation:invalidLink');
const MirrorLabel = z.string().trim().min(1, 'validation:required').max(100);

/** A new mirror: an https address (a host only) and its label; verified and order optional. */
export const NewMirror = z
  .object({
    url: MirrorUrl,
    label: MirrorLabel,
    verified: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
    reason: OptionalReason,
  })
  .strict();
export type NewMirror = z.input<typeof NewMirror>;

/** Only the fields sent change; an https address only. */
export const UpdateMirror = z
  .object({
    url: MirrorUrl.optional(),
    label: MirrorLabel.optional(),
    verified: z.boolean().optional(),
    sort: z.number().int().min(0).max(9999).optional(),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateMirror = z.infer<typeof UpdateMirror>;

/** The console's customer-service channels (`content.manage`): the site's service entries. */
export const ConsoleServiceChannel = z.object({
  id: z.number().int(),
  type: z.string(),
  csPosition: z.string(),
  csType: z.string(),
  title: z.string(),
  path: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsoleServiceChannel = z.infer<typeof ConsoleServiceChannel>;

/** Where a channel leads: an in-site path, an https address, or (an e-mail channel) a mailto: address. */
const ChannelPath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)\S*|https:\/\/\S+|mailto:[^\s@/]+@[^\s@/]+)$/, 'validation:invalidLink');
const ChannelTitle = z.string().trim().min(1, 'validation:required').max(100);

/** The channels the site knows how to show (its icon and link), and where it shows them. */
export const SERVICE_CHANNEL_TYPES = [
  'LIVECHAT',
  'TELEGRAM',
  'WHATSAPP',
  'VIBER',
  'LINE',
  'FACEBOOK',
  'EMAIL',
] as const;
export const SERVICE_CHANNEL_POSITIONS = ['SIDEMENU', 'FOOTER'] as const;

/** A new channel: its type and position, title and path; an EMAIL channel's path is a mailto: address. */
export const NewServiceChannel = z
  .object({
    type: z.enum(SERVICE_CHANNEL_TYPES),
    csPosition: z.enum(SERVICE_CHANNEL_POSITIONS),
    title: ChannelTitle,
    path: ChannelPath,
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => (b.type === 'EMAIL') === b.path.startsWith('mailto:'), {
    message: 'validation:invalidLink',
    path: ['path'],
  });
export type NewServiceChannel = z.input<typeof NewServiceChannel>;

/** Removing a mirror or a channel: only the reason (kept in the audit chain). */
export const SiteLinkRemoval = z.object({ reason: OptionalReason }).strict();
export const RemovedSiteLink = z.object({ id: z.number().int(), removed: z.literal(true) });

/** Only the fields sent change; the path is an https address or an in-site path (mailto: for e-mail). */
export const UpdateServiceChannel = z
  .object({
    title: ChannelTitle.optional(),
    path: ChannelPath.optional(),
    sort: z.number().int().min(0).max(9999).optional(),
    enabled: z.boolean().optional(),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateServiceChannel = z.infer<typeof UpdateServiceChannel>;
