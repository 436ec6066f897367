import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { captchaChallenge } from './captcha-tables.js';

/** SQL of captcha challenges. */
export function createCaptchaRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      kind: 'image' | 'slider';
      answerHash: string | null;
      answerX: number | null;
      powSecret: string;
      spokenText?: string | null;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await db.insert(captchaChallenge).values(row);
    },
    /** Marks the challenge used and returns it; null when unknown, of another kind or already used. */
    async consume(id: string, kind: 'image' | 'slider', now: Date) {
      const rows = await db
        .update(captchaChallenge)
        .set({ consumedAt: now })
        .where(and(eq(captchaChallenge.id, id), eq(captchaChallenge.kind, kind), isNull(captchaChallenge.consumedAt)))
        .returning({
          answerHash: captchaChallenge.answerHash,
          answerX: captchaChallenge.answerX,
          powSecret: captchaChallenge.powSecret,
          expiresAt: captchaChallenge.expiresAt,
        });
      return rows[0] ?? null;
    },
    /** Whether a challenge of this id and kind was already used (a replayed answer). */
    async wasConsumed(id: string, kind: 'image' | 'slider') {
      const rows = await db
        .select({ consumedAt: captchaChallenge.consumedAt })
        .from(captchaChallenge)
        .where(and(eq(captchaChallenge.id, id), eq(captchaChallenge.kind, kind)));
      return rows[0]?.consumedAt != null;
    },
    /**
     * Counts one fetch of a live image challenge's audio and returns its characters; null when
     * the challenge is unknown, used, expired or has been fetched `maxPlays` times already.
     */
    async claimAudio(id: string, now: Date, maxPlays: number) {
      const rows = await db
        .update(captchaChallenge)
        .set({ audioPlays: sql`${captchaChallenge.audioPlays} + 1` })
        .where(
          and(
            eq(captchaChallenge.id, id),
            eq(captchaChallenge.kind, 'image'),
            isNull(captchaChallenge.consumedAt),
            gt(captchaChallenge.expiresAt, now),
            lt(captchaChallenge.audioPlays, maxPlays),
          ),
        )
        .returning({ spokenText: captchaChallenge.spokenText });
      return rows[0]?.spokenText ?? null;
    },
    /** Whether the image challenge is live (unused, unexpired): tells a used-up audio from a gone challenge. */
    async isLiveImage(id: string, now: Date) {
      const rows = await db
        .select({ id: captchaChallenge.id })
        .from(captchaChallenge)
        .where(
          and(
            eq(captchaChallenge.id, id),
            eq(captchaChallenge.kind, 'image'),
            isNull(captchaChallenge.consumedAt),
            gt(captchaChallenge.expiresAt, now),
          ),
        );
      return rows.length > 0;
    },
    pruneExpired: (now: Date) => db.delete(captchaChallenge).where(lt(captchaChallenge.expiresAt, now)),
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
