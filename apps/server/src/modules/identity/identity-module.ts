import type { FastifyPluginAsync } from 'fastify';
import { createAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { createLocalMessaging } from '../../platform/messaging.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { createAttemptLimits, type AttemptLimits, type AttemptNotify } from './attempts/attempts-service.js';
import type { MessagesService } from '../messages/messages-service.js';
import { createCredentialGuard, type CredentialGuard } from './member/credential-guard.js';
import { createMemberRepository } from './member/member-repository.js';
import { createAccountModule } from './account/account-module.js';
import type { AccountService } from './account/account-service.js';
import { createCaptchaModule } from './captcha/captcha-module.js';
import type { CaptchaService } from './captcha/captcha-service.js';
import type { IdentitySettingsService } from './member/identity-settings-service.js';
import { createMemberBasics, createMemberModule } from './member/member-module.js';
import type { MemberService } from './member/member-service.js';
import { createSessionModule } from './session/session-module.js';
import type { LocalPhoneAuth } from './session/phone-auth-provider.js';
import type { SessionService } from './session/session-service.js';
import type { SystemService } from '../system/system-service.js';
import { createVerificationModule } from './verification/verification-module.js';
import type { VerificationService } from './verification/verification-service.js';

/** The services of "Identity and access", added to app.services by app.ts. */
export type IdentityServices = {
  captcha: CaptchaService;
  verification: VerificationService;
  members: MemberService;
  session: SessionService;
  account: AccountService;
  /** Fresh proof for credential changes, their notices and the withdrawal hold after them. */
  credentials: CredentialGuard;
  /** The phone-auth adapter (the local stand-in until a real service is configured). */
  phoneAuth: LocalPhoneAuth;
  /** Attempt limits of every code or PIN (the cashier and transfers count withdraw passwords with it). */
  attempts: AttemptLimits;
  /** The brand's identity settings (code life, password expiry days), cached for a few seconds. */
  identitySettings: IdentitySettingsService;
};

export type IdentityDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  system: SystemService;
  /** Member notices (a security change is told there too). */
  messages: MessagesService;
  /** Captcha answers and phone-auth tokens for the dev API (never in production). */
  devTools: boolean;
  /** The dev inbox of sent SMS and mail (DEV_INBOX). */
  devInbox: boolean;
  publicUrl: string;
  /** Tells a member that a code of theirs was locked (a notice in their inbox). */
  notifyLock: AttemptNotify;
  /** Proof-of-work difficulty of every captcha. */
  captchaPow: { cost: number; maxCounter: number };
};

/**
 * The identity modules in dependency order: member basics (directory, settings) → captcha →
 * verification → member → session → account. Each module builds its own services from what
 * the ones before it give; `routes` registers their routes once app.services is decorated.
 */
export function createIdentityModules(deps: IdentityDeps): { services: IdentityServices; routes: FastifyPluginAsync } {
  const { db, merchantCode, clock, limiter } = deps;
  const audit = createAudit(db, merchantCode, clock);
  const messaging = createLocalMessaging(db, clock);
  const attempts = createAttemptLimits({ db, clock, audit, notify: deps.notifyLock });
  const basics = createMemberBasics({ db, merchantCode, clock });
  const credentials = createCredentialGuard({
    clock,
    audit,
    attempts,
    ...messaging,
    notices: deps.messages,
    identitySettings: basics.identitySettings,
    repo: createMemberRepository(db),
  });
  const captcha = createCaptchaModule({ db, clock, limiter, devTools: deps.devTools, pow: deps.captchaPow });
  const verification = createVerificationModule({
    db,
    merchantCode,
    clock,
    limiter,
    ...messaging,
    codeMinutes: basics.codeMinutes,
    isMobileRegistered: basics.isMobileRegistered,
    boundEmailOf: basics.boundEmailOf,
    dev: { inbox: deps.devInbox, tools: deps.devTools },
  });
  const member = createMemberModule({
    ...deps,
    audit,
    attempts,
    mail: messaging.mail,
    captcha: captcha.captcha,
    verification: verification.verification,
    basics,
    credentials,
  });
  const session = createSessionModule({
    ...deps,
    audit,
    attempts,
    captcha: captcha.captcha,
    members: member.members,
    verification: verification.verification,
    emailCodes: verification.emailCodes,
  });
  const account = createAccountModule({
    ...deps,
    audit,
    attempts,
    credentials,
    members: basics.directory,
    verification: verification.verification,
    emailCodes: verification.emailCodes,
  });
  const modules = [captcha, verification, member, session, account];
  return {
    services: {
      captcha: captcha.captcha,
      verification: verification.verification,
      members: member.members,
      session: session.session,
      account: account.account,
      credentials,
      phoneAuth: session.phoneAuth,
      attempts,
      identitySettings: basics.identitySettings,
    },
    routes: async (app) => {
      for (const module of modules) await app.register(module.routes);
    },
  };
}
