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

/** Only the fields sent change; an https address only. */
export const UpdateMirror = z
  .object({
    url: z
      .string()
      .trim()
      .max(300)
      .regex(/^https:\/\/[^\s/]+\/?$/, 'validation:invalidLink')
      .optional(),
    label: z.string().trim().min(1).max(100).optional(),
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

/** Only the fields sent change; the path is an https address or an in-site path. */
export const UpdateServiceChannel = z
  .object({
    title: z.string().trim().min(1).max(100).optional(),
    path: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation:invalidLink')
      .optional(),
    sort: z.number().int().min(0).max(9999).optional(),
    enabled: z.boolean().optional(),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateServiceChannel = z.infer<typeof UpdateServiceChannel>;
