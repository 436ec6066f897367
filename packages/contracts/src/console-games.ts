import { z } from 'zod';
import { Vendor } from './games-fields.js';
import { VendorStatus } from './games.js';
import { pageFields } from './query-fields.js';

/* The operator console's Games pages (issue 19): vendors, games, the catalogue import. */

/** A stored game type (vendor cards are one vendor code in one game type). */
const GameTypeCode = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Z0-9_]+$/, 'validation:invalidFormat');
const Classification = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Z0-9_]+$/, 'validation:invalidFormat');
/** The reason the audit log keeps (optional for catalogue edits). */
const Reason = z.string().trim().min(1).max(500);
const Instant = z.iso.datetime({ offset: true });
const QueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** A vendor card as the console shows it. */
export const ConsoleVendor = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  /** Order among its category's cards, ascending. */
  sort: z.number().int(),
  /** Stored status: DISABLED hides the vendor and its games; MAINTENANCE greys them until changed. */
  status: VendorStatus,
  enabled: z.boolean(),
  maintenanceStart: z.string().nullable(),
  maintenanceEnd: z.string().nullable(),
  /** Players see the vendor under maintenance now (its status, or now inside its window). */
  underMaintenance: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleVendor = z.infer<typeof ConsoleVendor>;

export const ConsoleVendorParams = z.object({ vassalage: Vendor, gameType: GameTypeCode }).strict();

/** The maintenance window: players see the vendor's games under maintenance from start until end. */
export const MaintenanceWindow = z
  .object({ start: Instant, end: Instant })
  .strict()
  .refine((w) => Date.parse(w.end) > Date.parse(w.start), { message: 'validation:endBeforeStart', path: ['end'] });

export const UpdateConsoleVendor = z
  .object({
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(1_000_000).optional(),
    /** A window, or null to clear it. */
    maintenance: MaintenanceWindow.nullable().optional(),
    reason: Reason.optional(),
  })
  .strict()
  .refine((b) => b.enabled !== undefined || b.sort !== undefined || b.maintenance !== undefined, {
    message: 'validation:nothingToChange',
  });
export type UpdateConsoleVendor = z.infer<typeof UpdateConsoleVendor>;

/** A game as the console shows it. */
export const ConsoleGame = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  gameClassify: z.string().nullable(),
  hot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
  status: VendorStatus,
  enabled: z.boolean(),
  vendorStatus: VendorStatus,
  /** Players see it under maintenance now (its status, its vendor's, or the vendor's window). */
  underMaintenance: z.boolean(),
  updatedAt: z.string(),
});
export type ConsoleGame = z.infer<typeof ConsoleGame>;

export const ConsoleGameQuery = z
  .object({
    vassalage: Vendor.optional(),
    gameType: GameTypeCode.optional(),
    gameClassify: Classification.optional(),
    enabled: QueryFlag.optional(),
    hot: QueryFlag.optional(),
    /** Part of the name or the game code, any case. */
    q: z.string().trim().min(1).max(64).optional(),
    ...pageFields,
  })
  .strict();
export type ConsoleGameQuery = z.infer<typeof ConsoleGameQuery>;
export const ConsoleGamePage = pageOf(ConsoleGame);

export const ConsoleGameParams = z.object({ nodeId: z.coerce.number().int().positive() }).strict();

export const UpdateConsoleGame = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    /** Order in the lobby's lists, ascending. */
    sort: z.number().int().min(0).max(1_000_000).optional(),
    /** Slot sub-category (SC, VP, JP, TG, AC, BG) or lottery group; null clears it. */
    gameClassify: Classification.nullable().optional(),
    reason: Reason.optional(),
  })
  .strict()
  .refine(
    (b) => b.enabled !== undefined || b.hot !== undefined || b.sort !== undefined || b.gameClassify !== undefined,
    { message: 'validation:nothingToChange' },
  );
export type UpdateConsoleGame = z.infer<typeof UpdateConsoleGame>;

export const BulkGameStatus = z
  .object({
    nodeIds: z
      .array(z.number().int().positive())
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'validation:duplicate' }),
    enabled: z.boolean(),
    reason: Reason.optional(),
  })
  .strict();
export type BulkGameStatus = z.infer<typeof BulkGameStatus>;
export const BulkGameStatusResult = z.object({
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  missing: z.array(z.number().int()),
});

/** The catalogue import's file (the CLI's format, docs/operations.md), as text. */
export const CatalogueImportUpload = z
  .object({
    format: z.enum(['csv', 'json']),
    content: z.string().min(1).max(5_000_000),
  })
  .strict();

const FieldValue = z.union([z.string(), z.number(), z.null(), z.record(z.string(), z.string())]);
const GameChange = z.object({
  line: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Updated games: each changed field with its value before and after. */
  changes: z.array(z.object({ field: z.string(), from: FieldValue, to: FieldValue })),
});
const VendorChange = z.object({
  line: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  changes: z.array(z.object({ field: z.string(), from: FieldValue, to: FieldValue })),
});
export const CatalogueImportCounts = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  vendorsAdded: z.number().int(),
  vendorsUpdated: z.number().int(),
});

/** What applying the file would change; nothing is written. */
export const CatalogueImportPreview = z.object({
  id: z.uuid(),
  expiresAt: z.string(),
  counts: CatalogueImportCounts,
  addedVendors: z.array(VendorChange),
  updatedVendors: z.array(VendorChange),
  addedGames: z.array(GameChange),
  updatedGames: z.array(GameChange),
  rejected: z.array(z.object({ line: z.number().int(), reasons: z.array(z.string()) })),
});
export type CatalogueImportPreview = z.infer<typeof CatalogueImportPreview>;

export const CatalogueImportParams = z.object({ id: z.uuid() }).strict();
export const ApplyCatalogueImport = z.object({ reason: Reason.optional() }).strict();

/** An import's state: previewed → running → applied | failed (a preview not applied in time: expired). */
export const CatalogueImportJob = z.object({
  id: z.uuid(),
  state: z.enum(['previewed', 'running', 'applied', 'failed', 'expired']),
  /** Rows of the file written so far, of `total` (valid rows). */
  processed: z.number().int(),
  total: z.number().int(),
  expiresAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why it failed (failed only). */
  error: z.string().nullable(),
  /** What was written (applied only). */
  result: CatalogueImportCounts.nullable(),
});
export type CatalogueImportJob = z.infer<typeof CatalogueImportJob>;
