import type { FastifyPluginAsync } from 'fastify';
import { createAudit } from '../platform/audit.js';
import type { Db } from '../platform/db.js';
import { createLocalMessaging } from '../platform/messaging.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import { accountRoutes } from './account/account-routes.js';
import { createAccountService, type AccountService } from './account/account-service.js';
import { captchaRoutes } from './captcha/captcha-routes.js';
import { createCaptchaService, type CaptchaService } from './captcha/captcha-service.js';
import { memberRoutes } from './member/member-routes.js';
import { createMemberService, type MemberService } from './member/member-service.js';
import { sessionRoutes } from './session/session-routes.js';
import { createLocalPhoneAuth, type LocalPhoneAuth } from './session/phone-auth-provider.js';
import { createSessionService, type SessionService } from './session/session-service.js';
import type { SystemService } from './system/system-service.js';
import { devInboxRoutes } from './verification/dev-inbox-routes.js';
import { createEmailCodeService } from './verification/email-code-service.js';
import { verificationRoutes } from './verification/verification-routes.js';
import { createVerificationService, type VerificationService } from './verification/verification-service.js';

/** The services of "Identity and access", added to app.services by app.ts. */
export type IdentityServices = {
  captcha: CaptchaService;
  verification: VerificationService;
  members: MemberService;
  session: SessionService;
  account: AccountService;
  /** The phone-auth adapter (the local stand-in until a real service is configured). */
  phoneAuth: LocalPhoneAuth;
};

export type IdentityDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  system: SystemService;
  devTools: boolean;
  publicUrl: string;
};

export function createIdentityServices({
  db,
  merchantCode,
  clock,
  limiter,
  system,
  devTools,
  publicUrl,
}: IdentityDeps): IdentityServices {
  const audit = createAudit(db, merchantCode, clock);
  const messaging = createLocalMessaging(db, clock);
  const captcha = createCaptchaService({ db, clock, limiter, exposeAnswers: devTools });
  // Members and SMS codes need each other: registration checks codes, codes go only to members' numbers.
  let verification: VerificationService | null = null;
  const members = createMemberService({
    db,
    merchantCode,
    clock,
    limiter,
    audit,
    mail: messaging.mail,
    system,
    captcha,
    verification: () => verification as VerificationService,
    publicUrl,
  });
  verification = createVerificationService({
    db,
    merchantCode,
    clock,
    limiter,
    sms: messaging.sms,
    codeMinutes: async () => (await members.settings()).smsCodeMinutes,
    isMobileRegistered: members.isMobileRegistered,
  });
  const phoneAuth = createLocalPhoneAuth({ clock });
  const session = createSessionService({ db, clock, limiter, audit, system, captcha, members, verification, phoneAuth });
  const account = createAccountService({
    db,
    clock,
    audit,
    system,
    verification: () => verification,
    emailCodes: createEmailCodeService({
      db,
      merchantCode,
      clock,
      limiter,
      mail: messaging.mail,
      codeMinutes: async () => (await members.settings()).smsCodeMinutes,
    }),
    isMobileRegistered: members.isMobileRegistered,
  });
  return { captcha, verification, members, session, account, phoneAuth };
}

/** Every identity route; the dev inbox when DEV_INBOX is on; captcha answers and phone-auth tokens only outside production. */
export const identityRoutes =
  (opts: { devTools: boolean; devInbox: boolean }): FastifyPluginAsync =>
  async (app) => {
    await app.register(captchaRoutes);
    await app.register(verificationRoutes);
    await app.register(memberRoutes);
    await app.register(sessionRoutes);
    await app.register(accountRoutes);
    if (opts.devTools || opts.devInbox) {
      await app.register(devInboxRoutes({ inbox: opts.devInbox, captchaAnswers: opts.devTools }));
    }
  };
