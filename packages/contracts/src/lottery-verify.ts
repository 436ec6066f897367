import { z } from 'zod';

/**
 * The public verification of a drawn issue (LOTTERY.md "Fair draws"): the server recomputes the
 * result from the revealed seed — HMAC-SHA256(seed, issue code) mapped by the family's draw — and
 * says whether the seed matches the hash published at open and the result matches the draw.
 */
export const LotteryVerifyQuery = z
  .object({
    gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
    issue: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
    vassalage: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/)
      .optional(),
  })
  .strict();
export type LotteryVerifyQuery = z.infer<typeof LotteryVerifyQuery>;

export const LotteryVerification = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  family: z.string(),
  issueCode: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID']),
  /** Published when the issue opened (null for operator-entered games). */
  seedHash: z.string().nullable(),
  /** Revealed once drawn; null before. */
  seed: z.string().nullable(),
  resultSource: z.enum(['FAIR', 'PROVIDER', 'OPERATOR']).nullable(),
  resultText: z.string().nullable(),
  result: z.unknown(),
  /** The result the seed gives (null until the seed is revealed). */
  recomputedText: z.string().nullable(),
  recomputed: z.unknown(),
  /** SHA-256(seed) = seedHash (null until revealed). */
  seedMatchesHash: z.boolean().nullable(),
  /** The recorded result is the seed's (null until revealed, and for operator-entered results). */
  resultMatches: z.boolean().nullable(),
});
export type LotteryVerification = z.infer<typeof LotteryVerification>;
