import { z } from 'zod';
import { OptionalReason } from './console-content.js';

/**
 * The console's app download links (`content.manage`): the addresses behind the side menu's iOS
 * and Android QR codes and its installation guide (the brand's resources in the site's status).
 * A QR code is scanned by a phone, so the app addresses are absolute https addresses; the guide
 * may also be an in-site path (/help#install).
 */
export const APP_LINK_MAX = 500;
const HttpsAddress = z
  .string()
  .trim()
  .max(APP_LINK_MAX)
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'validation:invalidLink');
const SiteOrHttpsAddress = z
  .string()
  .trim()
  .max(APP_LINK_MAX)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation:invalidLink');

export const ConsoleAppLinks = z.object({
  iosAppUrl: z.string(),
  androidAppUrl: z.string(),
  installGuideUrl: z.string(),
});
export type ConsoleAppLinks = z.infer<typeof ConsoleAppLinks>;

/** Only the fields sent change. */
export const UpdateAppLinks = z
  .object({
    iosAppUrl: HttpsAddress.optional(),
    androidAppUrl: HttpsAddress.optional(),
    installGuideUrl: SiteOrHttpsAddress.optional(),
    reason: OptionalReason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateAppLinks = z.infer<typeof UpdateAppLinks>;
