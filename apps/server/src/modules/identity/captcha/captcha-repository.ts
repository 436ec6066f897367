import { and, eq, isNull, lt } from 'drizzle-orm';
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
    pruneExpired: (now: Date) => db.delete(captchaChallenge).where(lt(captchaChallenge.expiresAt, now)),
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
