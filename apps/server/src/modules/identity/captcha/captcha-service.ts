import { randomInt, randomUUID } from 'node:crypto';
import type { ImageCaptcha, SliderAnswer, SliderCaptcha } from '@fortuna/contracts';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { captchaText, renderCaptchaImage } from './captcha-image-fns.js';
import { imageAnswerHash, imageAnswerMatches, isHumanLikeTrail, sliderMatches } from './captcha-fns.js';
import { createCaptchaRepository } from './captcha-repository.js';
import { pngDataUrl } from './png-fns.js';
import { createPow, verifyPow, type PowDifficulty } from './pow-fns.js';
import { PIECE_SIZE, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image-fns.js';

const CHALLENGE_TTL_MS = 2 * 60_000;
/** Spec §9: captcha refresh at most once a second (per client IP and captcha kind). */
const REFRESH_RULE = { limit: 1, windowMs: 1_000 };
const PRUNE_EVERY_MS = 60_000;
const DEV_ANSWERS_CAP = 2_000;

export type CaptchaServiceDeps = {
  db: Db;
  clock: () => Date;
  limiter: RateLimiter;
  exposeAnswers: boolean;
  pow: PowDifficulty;
};
/** An image captcha as a form sends it. */
export type ImageCaptchaAnswer = {
  captchaId?: string | undefined;
  captcha?: string | undefined;
  captchaPow?: string | undefined;
};
type Extra = Record<string, unknown>;

/**
 * Image and slider captchas, each with a proof-of-work bound to it. A challenge is checked
 * once (right or wrong, it is used up), within two minutes; the client holds only its id.
 * The proof-of-work is checked first: without it (POW_REQUIRED) the answer is not even looked
 * at; a wrong, foreign or already used one is POW_INVALID. Outside production the answers are
 * also kept in memory for the dev API, so tests and e2e runs can solve them.
 */
export function createCaptchaService({ db, clock, limiter, exposeAnswers, pow }: CaptchaServiceDeps) {
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

  /**
   * Uses up the challenge and checks its proof-of-work: null when unknown or expired, an error
   * when the proof-of-work is missing (the challenge stays), wrong, or the challenge was used.
   */
  async function consume(id: string, kind: 'image' | 'slider', solution: string | undefined, extra: Extra) {
    if (!solution) throw new AppError('POW_REQUIRED', undefined, extra);
    const now = clock();
    const row = await repo.consume(id, kind, now);
    if (!row) {
      if (await repo.wasConsumed(id, kind)) throw new AppError('POW_INVALID', undefined, extra);
      return null;
    }
    if (row.expiresAt <= now) return null;
    if (!row.powSecret || !(await verifyPow(solution, id, row.powSecret)))
      throw new AppError('POW_INVALID', undefined, extra);
    return row;
  }

  async function issue(kind: 'image' | 'slider', answer: { text: string | null; x: number | null }) {
    const now = clock();
    const captchaId = randomUUID();
    const work = await createPow(captchaId, pow);
    await repo.insert({
      id: captchaId,
      kind,
      answerHash: answer.text === null ? null : imageAnswerHash(captchaId, answer.text),
      answerX: answer.x,
      powSecret: work.secret,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
    rememberForDev(captchaId, answer.text ?? answer.x ?? 0);
    return { captchaId, pow: work.challenge };
  }

  /** True when the text answers the image challenge; the challenge is used up either way. */
  async function checkImage(answer: ImageCaptchaAnswer, extra: Extra = {}): Promise<boolean> {
    const { captchaId, captcha: text } = answer;
    if (!captchaId) return false;
    const row = await consume(captchaId, 'image', answer.captchaPow, extra);
    return (
      row !== null &&
      text !== undefined &&
      row.answerHash !== null &&
      imageAnswerMatches(captchaId, text, row.answerHash)
    );
  }

  return {
    async imageChallenge(ip: string): Promise<ImageCaptcha> {
      await throttle('image', ip, clock());
      const text = captchaText(randomInt);
      const image = pngDataUrl(renderCaptchaImage(text, randomInt));
      const { captchaId, pow: work } = await issue('image', { text, x: null });
      return { captchaId, image, pow: work };
    },

    async sliderChallenge(ip: string): Promise<SliderCaptcha> {
      await throttle('slider', ip, clock());
      const images = renderSlider(randomInt);
      const { captchaId, pow: work } = await issue('slider', { text: null, x: images.x });
      return {
        captchaId,
        background: pngDataUrl(images.background),
        piece: pngDataUrl(images.piece),
        pieceY: images.y,
        pieceWidth: PIECE_SIZE,
        pieceHeight: PIECE_SIZE,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pow: work,
      };
    },

    checkImage,

    /** True when the drop hits the hole with a hand-like trail; POW_* errors as for images. */
    async checkSlider(answer: SliderAnswer | undefined, extra: Extra = {}): Promise<boolean> {
      if (!answer) return false;
      const row = await consume(answer.captchaId, 'slider', answer.pow, extra);
      return (
        row !== null &&
        row.answerX !== null &&
        sliderMatches(row.answerX, answer.x) &&
        isHumanLikeTrail(answer.trail, answer.x)
      );
    },

    /** Refuses the call unless the image captcha is present and right (CAPTCHA_REQUIRED / CAPTCHA_INVALID / POW_*). */
    async requireImage(answer: ImageCaptchaAnswer, value: Extra = {}): Promise<void> {
      const extra = { ...value, captcha: true };
      if (!answer.captchaId || !answer.captcha) throw new AppError('CAPTCHA_REQUIRED', undefined, extra);
      if (!(await checkImage(answer, extra))) throw new AppError('CAPTCHA_INVALID', undefined, extra);
    },

    async requireSlider(answer: SliderAnswer | undefined, value: Extra = {}): Promise<void> {
      if (!(await this.checkSlider(answer, value))) throw new AppError('SLIDER_INVALID', undefined, value);
    },

    /** Dev API only (never in production): the answer of a challenge still in memory. */
    devAnswer(captchaId: string): string | number | null {
      return exposeAnswers ? (devAnswers.get(captchaId) ?? null) : null;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
