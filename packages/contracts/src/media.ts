import { z } from 'zod';

/** Generated artwork files under /media, named by what they draw. */
export const GameArtParams = z.object({ file: z.string().regex(/^\d{1,15}\.svg$/) });
export const FlagArtParams = z.object({ file: z.string().regex(/^[A-Z]{2}\.svg$/) });
export const VendorArtParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}\.svg$/) });
export const BannerArtParams = z.object({ file: z.string().regex(/^\d{1,15}\.svg$/) });
