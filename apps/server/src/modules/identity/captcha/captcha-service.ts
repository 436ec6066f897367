import { randomInt, randomUUID } from 'node:crypto';
import type { ImageCaptcha, SliderAnswer, SliderCaptcha } from '@fortuna/contracts';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { captchaText, renderCaptchaImage } from './captcha-image-fns.js';
import { imageAnswerHash, imageAnswerMatches, isHumanLikeTrail, sliderMatches } from './captcha-fns.js';
import { createCaptchaRepository } from './captcha-repository.js';
import { pngDataUrl } from './png-fns.js';
import { PIECE_SIZE, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image-fns.js';

const CHALLENGE_TTL_MS = 2 * 60_000;
/** Spec §9: captcha refresh at most once a second (per client IP and captcha kind). */
const REFRESH_RULE = { limit: 1, windowMs: 1_000 };
const PRUNE_EVERY_MS = 60_000;
const DEV_ANSWERS_CAP = 2_000;

export type CaptchaServiceDeps = { db: Db; clock: () => Date; limiter: RateLimiter; exposeAnswers: boolean };

/**
 * Image and slider captchas. A challenge is checked once (right or wrong, it is used up),
 * within two minutes; the client holds only its id. Outside production the answers are also
 * kept in memory for the dev API, so tests and e2e runs can solve them.
 */
export function createCaptchaService({ db, clock, limiter, exposeAnswers }: CaptchaServiceDeps) {
  const repo = createCaptchaRepository(db);
  const devAnswers = new Map<string, string | number>();
  let lastPrune = 0;

  async function throttle(kind: string, ip: string, now: Date) {
    const decision = await limiter.consume(`captcha:${kind}:${ip}`, REFRESH_RULE, now.getTime());
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
    if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await repo.pruneExpired(now);
    }
  }

  function rememberForDev(id: string, answer: string | number) {
    if (!exposeAnswers) return;
    if (devAnswers.size >= DEV_ANSWERS_CAP) devAnswers.delete(devAnswers.keys().next().value as string);
    devAnswers.set(id, answer);
  }

  async function consume(id: string | undefined, kind: 'image' | 'slider') {
    if (!id) return null;
    const now = clock();
    const row = await repo.consume(id, kind, now);
    return row && row.expiresAt > now ? row : null;
  }

  return {
    async imageChallenge(ip: string): Promise<ImageCaptcha> {
      const now = clock();
      await throttle('image', ip, now);
      const captchaId = randomUUID();
      const text = captchaText(randomInt);
      const image = pngDataUrl(renderCaptchaImage(text, randomInt));
      await repo.insert({
        id: captchaId,
        kind: 'image',
        answerHash: imageAnswerHash(captchaId, text),
        answerX: null,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        createdAt: now,
      });
      rememberForDev(captchaId, text);
      return { captchaId, image };
    },

    async sliderChallenge(ip: string): Promise<SliderCaptcha> {
      const now = clock();
      await throttle('slider', ip, now);
      const captchaId = randomUUID();
      const images = renderSlider(randomInt);
      await repo.insert({
        id: captchaId,
        kind: 'slider',
        answerHash: null,
        answerX: images.x,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        createdAt: now,
      });
      rememberForDev(captchaId, images.x);
      return {
        captchaId,
        background: pngDataUrl(images.background),
        piece: pngDataUrl(images.piece),
        pieceY: images.y,
        pieceWidth: PIECE_SIZE,
        pieceHeight: PIECE_SIZE,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
      };
    },

    /** True when the text answers the image challenge; the challenge is used up either way. */
    async checkImage(captchaId: string | undefined, text: string | undefined): Promise<boolean> {
      const row = await consume(captchaId, 'image');
      return (
        row !== null &&
        text !== undefined &&
        captchaId !== undefined &&
        row.answerHash !== null &&
        imageAnswerMatches(captchaId, text, row.answerHash)
      );
    },

    async checkSlider(answer: SliderAnswer | undefined): Promise<boolean> {
      if (!answer) return false;
      const row = await consume(answer.captchaId, 'slider');
      return (
        row !== null &&
        row.answerX !== null &&
        sliderMatches(row.answerX, answer.x) &&
        isHumanLikeTrail(answer.trail, answer.x)
      );
    },

    /** Refuses the call unless the image captcha is present and right (CAPTCHA_REQUIRED / CAPTCHA_INVALID). */
    async requireImage(
      captchaId: string | undefined,
      text: string | undefined,
      value: Record<string, unknown> = {},
    ): Promise<void> {
      if (!captchaId || !text) throw new AppError('CAPTCHA_REQUIRED', undefined, { ...value, captcha: true });
      if (!(await this.checkImage(captchaId, text)))
        throw new AppError('CAPTCHA_INVALID', undefined, { ...value, captcha: true });
    },

    async requireSlider(answer: SliderAnswer | undefined, value: Record<string, unknown> = {}): Promise<void> {
      if (!(await this.checkSlider(answer))) throw new AppError('SLIDER_INVALID', undefined, value);
    },

    /** Dev API only (never in production): the answer of a challenge still in memory. */
    devAnswer(captchaId: string): string | number | null {
      return exposeAnswers ? (devAnswers.get(captchaId) ?? null) : null;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
