import {
  isAgentType,
  isTrialType,
  type AffiliateCheck,
  type MemberInfo,
  type ReferralLinkRequest,
} from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { MailProvider } from '../../../platform/messaging.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import type { CredentialGuard } from './credential-guard.js';
import type { IdentitySettings, IdentitySettingsService } from './identity-settings-service.js';
import { createLoginRecordRepository } from './login-record-repository.js';
import { createMemberRepository, type MemberRow } from './member-repository.js';
import { createPasswordResetRepository } from './password-reset-repository.js';
import { createPasswordService } from './password-service.js';
import { initialsAvatar } from './register-fns.js';
import { createDownlineRegistration } from './downline-registration.js';
import { createRegistrationService, trialMemberValues } from './registration-service.js';
import { createReferralLinks } from './referral-links.js';
import { createThrottle } from './throttle.js';

export type { RequestContext } from './registration-service.js';
export { DEFAULT_IDENTITY_SETTINGS, type IdentitySettings } from './identity-settings-service.js';

const AFFILIATE_CHECKS_PER_IP = { limit: 30, windowMs: 60_000 };

export type MemberServiceDeps = DbServiceBasics & {
  merchantCode: string;
  limiter: RateLimiter;
  attempts: AttemptLimits;
  mail: MailProvider;
  system: SystemService;
  captcha: CaptchaService;
  verification: VerificationService;
  identitySettings: IdentitySettingsService;
  credentials: CredentialGuard;
  /** Base URL of the site (config PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
};

/** The member as the API shows it to itself. */
export const memberInfo = (row: MemberRow): MemberInfo => ({
  id: row.id,
  account: row.username,
  nickname: row.nickname ?? row.username,
  type: row.type,
  userName: row.username,
  customerId: String(row.id),
  isAgent: isAgentType(row.type),
  isTrial: isTrialType(row.type),
  hasTotp: row.totpSecret !== null,
  mobileBound: row.mobileNum !== null,
  emailBound: row.email !== null && row.email !== '',
});

/** Members: registration, profile, passwords, and the lookups the session module needs. */
export function createMemberService(deps: MemberServiceDeps) {
  const { db, merchantCode, clock, limiter, identitySettings } = deps;
  const repo = createMemberRepository(db);
  const records = createLoginRecordRepository(db);
  const throttle = createThrottle(limiter, clock);
  const links = createReferralLinks(db, merchantCode, clock);
  const registration = createRegistrationService({ ...deps, throttle, repo, records, links });
  const passwords = createPasswordService({ ...deps, throttle, repo, resets: createPasswordResetRepository(db) });

  async function rowOf(id: number): Promise<MemberRow> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  return {
    ...registration,
    ...createDownlineRegistration({ ...deps, repo }),
    /** registerCenter's referral links of an agent. */
    referralLinks: {
      list: (agentId: number) => links.list(agentId),
      create: (agentId: number, body: ReferralLinkRequest) => links.create(agentId, body),
    },
    ...passwords,

    /** The brand's identity settings (defaults when the brand has no row), cached for 5 s. */
    settings: (): Promise<IdentitySettings> => identitySettings.get(),

    info: memberInfo,
    infoById: async (id: number): Promise<MemberInfo> => memberInfo(await rowOf(id)),
    icon: async (id: number): Promise<{ iconUrl: string }> => {
      const row = await rowOf(id);
      return { iconUrl: initialsAvatar(row.nickname ?? row.username) };
    },

    /** A fresh trial account for free play (the session module opens its session). */
    createTrialMember: (ip: string, client: { os?: string | undefined; platform?: string | undefined }) =>
      repo.insert(trialMemberValues(merchantCode, ip, client, clock()), '/'),

    /** GET /wps/agent/affiliate: an agent's invitation code of this brand. */
    async checkAffiliate(code: string, ip: string): Promise<AffiliateCheck> {
      await throttle(`affiliate:ip:${ip}`, AFFILIATE_CHECKS_PER_IP);
      const link = await links.live(code);
      const agent = link ? await repo.byId(link.agentId) : await repo.byAffiliateCode(merchantCode, code);
      if (!agent || !isAgentType(agent.type) || agent.status !== 'active') return { valid: false };
      return { valid: true, agentNickname: agent.nickname ?? agent.username };
    },

    /** What logging in reads and records on the member row (the session module's rules use it). */
    logins: {
      byUsername: (username: string) => repo.byUsername(merchantCode, username),
      byMobile: (phone: { countryDialingCode: string; mobileNum: string }) =>
        repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum),
      claimAttempt: (id: number, now: Date, maxFailures: number, lockMs: number) =>
        records.claimLoginAttempt(id, now, maxFailures, lockMs),
      succeeded: (id: number, now: Date) => records.loginSucceeded(id, now),
      forgiveAttempt: (id: number) => records.forgiveAttempt(id),
      hasKnownIps: (memberId: number) => records.hasKnownIps(memberId),
      isKnownIp: (memberId: number, ip: string) => records.isKnownIp(memberId, ip),
      rememberIp: (memberId: number, ip: string, now: Date) => records.rememberIp(memberId, ip, now),
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
