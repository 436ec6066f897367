import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { createCaptchaAudio } from './captcha-audio-service.js';
import { createCaptchaChallenges } from './captcha-challenge-service.js';
import { createCaptchaChecks } from './captcha-check-service.js';
import { createCaptchaRepository } from './captcha-repository.js';
import type { PowDifficulty } from './pow-fns.js';

export type CaptchaServiceDeps = Omit<DbServiceBasics, 'audit'> & {
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

/**
 * Image and slider captchas, each with a proof-of-work bound to it: new challenges
 * (captcha-challenge-service.ts, with the dev API's answers outside production), the checks
 * of their answers (captcha-check-service.ts) and the image's audio alternative
 * (captcha-audio-service.ts). The client holds only a challenge's id.
 */
export function createCaptchaService(deps: CaptchaServiceDeps) {
  const repo = createCaptchaRepository(deps.db);
  return {
    ...createCaptchaChallenges(deps, repo),
    ...createCaptchaChecks(deps.clock, repo),
    ...createCaptchaAudio(deps.clock, deps.limiter, repo),
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
