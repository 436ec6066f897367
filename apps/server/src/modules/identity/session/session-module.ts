import type { Audit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { MemberService } from '../member/member-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { createLocalPhoneAuth } from './phone-auth-provider.js';
import { sessionRoutes } from './session-routes.js';
import { createSessionService } from './session-service.js';

/** Logins, free play and sessions; the phone-auth adapter is the local stand-in until a real service is configured. */
export function createSessionModule(deps: {
  db: Db;
  clock: () => Date;
  limiter: RateLimiter;
  audit: Audit;
  attempts: AttemptLimits;
  system: SystemService;
  captcha: CaptchaService;
  members: MemberService;
  verification: VerificationService;
}) {
  const phoneAuth = createLocalPhoneAuth({ clock: deps.clock });
  return { session: createSessionService({ ...deps, phoneAuth }), phoneAuth, routes: sessionRoutes };
}
