import { randomInt, randomUUID } from 'node:crypto';
import type { ImageCaptcha, SliderCaptcha } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import { CAPTCHA_DENSITY, captchaText, renderCaptchaImage } from './captcha-image-fns.js';
import { imageAnswerHash } from './captcha-fns.js';
import type { CaptchaRepository } from './captcha-repository.js';
import type { CaptchaServiceDeps } from './captcha-service.js';
import { pngDataUrl } from './png-fns.js';
import { createPow } from './pow-fns.js';
import { PIECE_SIZE, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image-fns.js';

const CHALLENGE_TTL_MS = 2 * 60_000;
/** Spec §9: captcha refresh at most once a second (per client IP and captcha kind). */
const REFRESH_RULE = { limit: 1, windowMs: 1_000 };
const PRUNE_EVERY_MS = 60_000;
const DEV_ANSWERS_CAP = 2_000;

/**
 * New image and slider challenges, each stored with its answer (hashed, or the gap's x) and a
 * proof-of-work of its own. Outside production the answers are also kept in memory (at most
 * 2,000) for the dev API, so tests and e2e runs can solve them.
 */
export function createCaptchaChallenges(
  { clock, limiter, exposeAnswers, pow }: CaptchaServiceDeps,
  repo: CaptchaRepository,
) {
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
      spokenText: answer.text,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
    rememberForDev(captchaId, answer.text ?? answer.x ?? 0);
    return { captchaId, pow: work.challenge };
  }

  return {
    async imageChallenge(ip: string): Promise<ImageCaptcha> {
      await throttle('image', ip, clock());
      const text = captchaText(randomInt);
      const image = pngDataUrl(renderCaptchaImage(text, randomInt, CAPTCHA_DENSITY));
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

    /** Dev API only (never in production): the answer of a challenge still in memory. */
    devAnswer(captchaId: string): string | number | null {
      return exposeAnswers ? (devAnswers.get(captchaId) ?? null) : null;
    },
  };
}
