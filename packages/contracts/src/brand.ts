import { z } from 'zod';
import { isTimeZone } from './market-days.js';
import { LOCALE_LANGS } from './storage-keys.js';

/**
 * The brand facts every part of the platform needs (read from the brand's settings, never
 * written into code): the market's time zone (calendar days of records, order numbers and
 * reports are days there), its currency, and the languages its site offers.
 */
export const BrandConfig = z
  .object({
    /** IANA time zone of the brand's market, e.g. `Asia/Manila`. */
    timeZone: z.string().refine(isTimeZone, 'unknown time zone'),
    currency: z.object({ code: z.string().length(3), symbol: z.string().min(1) }),
    /** Languages the site's selector offers, in order; `defaultLanguage` is one of them. */
    languages: z.array(z.enum(LOCALE_LANGS)).min(1),
    defaultLanguage: z.enum(LOCALE_LANGS),
  })
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'not an offered language',
  });
export type BrandConfig = z.infer<typeof BrandConfig>;
