import type { SliderAnswer } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { Clock } from '../../../platform/service-basics.js';
import { imageAnswerMatches, isHumanLikeTrail, sliderMatches } from './captcha-fns.js';
import type { CaptchaRepository } from './captcha-repository.js';
import type { ImageCaptchaAnswer } from './captcha-service.js';
import { verifyPow } from './pow-fns.js';

type Extra = Record<string, unknown>;

/**
 * Checking answers. A challenge is checked once (right or wrong, it is used up), within two
 * minutes. The proof-of-work is checked first: without it (POW_REQUIRED) the answer is not even
 * looked at; a wrong, foreign or already used one is POW_INVALID.
 */
export function createCaptchaChecks(clock: Clock, repo: CaptchaRepository) {
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

  /** True when the drop hits the hole with a hand-like trail; POW_* errors as for images. */
  async function checkSlider(answer: SliderAnswer | undefined, extra: Extra = {}): Promise<boolean> {
    if (!answer) return false;
    const row = await consume(answer.captchaId, 'slider', answer.pow, extra);
    return (
      row !== null &&
      row.answerX !== null &&
      sliderMatches(row.answerX, answer.x) &&
      isHumanLikeTrail(answer.trail, answer.x)
    );
  }

  return {
    checkImage,
    checkSlider,

    /** Refuses the call unless the image captcha is present and right (CAPTCHA_REQUIRED / CAPTCHA_INVALID / POW_*). */
    async requireImage(answer: ImageCaptchaAnswer, value: Extra = {}): Promise<void> {
      const extra = { ...value, captcha: true };
      if (!answer.captchaId || !answer.captcha) throw new AppError('CAPTCHA_REQUIRED', undefined, extra);
      if (!(await checkImage(answer, extra))) throw new AppError('CAPTCHA_INVALID', undefined, extra);
    },

    async requireSlider(answer: SliderAnswer | undefined, value: Extra = {}): Promise<void> {
      if (!(await checkSlider(answer, value))) throw new AppError('SLIDER_INVALID', undefined, value);
    },
  };
}
