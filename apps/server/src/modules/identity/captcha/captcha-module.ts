import type { Db } from '../../../platform/db.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { captchaRoutes } from './captcha-routes.js';
import { createCaptchaService } from './captcha-service.js';
import type { PowDifficulty } from './pow-fns.js';

/** Image and slider captchas (spec §9). Answers are exposed to the dev API only with `devTools`. */
export function createCaptchaModule(deps: {
  db: Db;
  clock: () => Date;
  limiter: RateLimiter;
  devTools: boolean;
  pow: PowDifficulty;
}) {
  return {
    captcha: createCaptchaService({ ...deps, exposeAnswers: deps.devTools }),
    routes: captchaRoutes,
  };
}
