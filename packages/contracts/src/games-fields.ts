import { z } from 'zod';

/* Fields the games contracts share (internal to the contracts: games.ts and catalogue-import.ts). */

/** A 0/1 flag (spec §3 isHot, supportPlay, isNew). */
export const Flag = z.union([z.literal(0), z.literal(1)]);

/** A vendor code (spec §3 vassalage): letters, digits and underscores. */
export const Vendor = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
