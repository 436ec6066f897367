import { z } from 'zod';
import { Flag, Vendor } from './games-fields.js';
import { CatalogueGameType, LanguageCode, VendorStatus } from './games.js';

/* The catalogue import's rows (CLI `npm run catalogue:import`, docs/operations.md). */

/** An image path relative to the image CDN (spec §3: hosts come from imageCDNs). */
const ImagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[\w./-]*$/, 'must be a path on the image host, like /vendors/nova.png');

/**
 * Vendor columns of an import row (docs/operations.md). A vendor is one vendor code in one game
 * type; cells left empty keep what the vendor has (a new vendor gets the defaults).
 */
const CatalogueVendorFields = {
  vassalage: Vendor,
  gameType: CatalogueGameType,
  vendorName: z.string().trim().min(1).max(80).optional(),
  /** The vendor card's image (spec §3 lagerIcon); default is the generated artwork. */
  vendorLagerIcon: ImagePath.optional(),
  /** Order of the vendor's card among its category's cards, ascending. */
  vendorSort: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** MAINTENANCE shows the card greyed with 'Game maintenance'; DISABLED hides the vendor and its games. */
  vendorStatus: VendorStatus.optional(),
};

/** Catalogue import row (CLI `npm run catalogue:import`): one game; its vendor is created or updated with it. */
export const CatalogueImportRow = z.object({
  ...CatalogueVendorFields,
  gameCode: z.string().trim().min(1).max(64),
  gameName: z.string().trim().min(1).max(120),
  isGame: z.enum(['GAME', 'VASSALAGE']).default('GAME'),
  gameClassify: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Z0-9_]*$/)
    .optional(),
  isHot: z.coerce.number().pipe(Flag).default(0),
  supportPlay: z.coerce.number().pipe(Flag).default(1),
  isNew: z.coerce.number().pipe(Flag).default(0),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  status: z.enum(['ACTIVE', 'MAINTENANCE', 'DISABLED']).default('ACTIVE'),
  /** Optional image path relative to the image CDN; default is the generated artwork. */
  iconUrl: ImagePath.optional(),
  /** Names in other languages, e.g. { "TH": "…" }. */
  names: z.partialRecord(LanguageCode, z.string().trim().min(1).max(120)).optional(),
});
export type CatalogueImportRow = z.infer<typeof CatalogueImportRow>;

/** A vendor-only import row (no gameCode and no gameName): changes the vendor, no game. */
export const CatalogueVendorImportRow = z.object(CatalogueVendorFields).strict();
export type CatalogueVendorImportRow = z.infer<typeof CatalogueVendorImportRow>;
