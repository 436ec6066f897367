import { captchaRoutes } from './captcha-routes.js';
import { createCaptchaService, type CaptchaServiceDeps } from './captcha-service.js';

/** Image and slider captchas (spec §9). Answers are exposed to the dev API only with `devTools`. */
export function createCaptchaModule(deps: Omit<CaptchaServiceDeps, 'exposeAnswers'> & { devTools: boolean }) {
  return {
    captcha: createCaptchaService({ ...deps, exposeAnswers: deps.devTools }),
    routes: captchaRoutes,
  };
}
