import type { Audit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db.js';
import type { MailProvider } from '../../../platform/messaging.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { Phone, VerificationService } from '../verification/verification-service.js';
import type { CredentialGuard } from './credential-guard.js';
import { createIdentitySettingsService } from './identity-settings-service.js';
import { createMemberDirectory } from './member-directory.js';
import { memberRoutes } from './member-routes.js';
import { createMemberService } from './member-service.js';

/**
 * What the member module offers before the modules that need it exist (verification, account,
 * cashier): its directory and the brand's identity settings. Registration and passwords, which
 * need verification, come after it (createMemberModule).
 */
export function createMemberBasics(deps: { db: Db; merchantCode: string; clock: () => Date }) {
  const directory = createMemberDirectory(deps.db);
  const identitySettings = createIdentitySettingsService(deps);
  return {
    directory,
    identitySettings,
    isMobileRegistered: (phone: Phone) => directory.isMobileRegistered(deps.merchantCode, phone),
    codeMinutes: async () => (await identitySettings.get()).smsCodeMinutes,
  };
}
export type MemberBasics = ReturnType<typeof createMemberBasics>;

/** Members: registration, profile, passwords and the login bookkeeping the session module uses. */
export function createMemberModule(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  audit: Audit;
  attempts: AttemptLimits;
  mail: MailProvider;
  system: SystemService;
  captcha: CaptchaService;
  verification: VerificationService;
  basics: MemberBasics;
  credentials: CredentialGuard;
  publicUrl: string;
}) {
  return {
    members: createMemberService({ ...deps, identitySettings: deps.basics.identitySettings }),
    routes: memberRoutes,
  };
}
