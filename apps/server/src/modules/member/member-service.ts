import { createHash, randomBytes } from 'node:crypto';
import {
  isAgentType,
  isSiteAccountType,
  isTrialType,
  MEMBER_TYPE,
  type AffiliateCheck,
  type ChangePasswordRequest,
  type FieldError,
  type ForgotPasswordEmailRequest,
  type MemberInfo,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { MailProvider } from '../../platform/messaging.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { SystemService } from '../system/system-service.js';
import type { Phone, VerificationService } from '../verification/verification-service.js';
import { createMemberRepository, type MemberRow } from './member-repository.js';
import { hashPassword, verifyPassword } from './password-fns.js';
import {
  initialsAvatar,
  passwordErrors,
  profileOf,
  registrationErrors,
  settingOf,
  type RegisterKind,
} from './register-fns.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';

const MINUTE = 60_000;
const RESET_LINK_MINUTES = 30;
const SETTINGS_TTL_MS = 5_000;
const FORGOT_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
const FORGOT_PER_USERNAME = { limit: 5, windowMs: 60 * MINUTE };
const AFFILIATE_CHECKS_PER_IP = { limit: 30, windowMs: MINUTE };
const OLD_PASSWORD_TRIES = { limit: 5, windowMs: 15 * MINUTE };
/** Against scripted sign-ups (each also needs a solved captcha). */
const REGISTRATIONS_PER_IP = { limit: 10, windowMs: 60 * MINUTE };

export type IdentitySettings = {
  smsCodeMinutes: number;
  passwordExpiryDays: number;
  weakDefaultPassword: string;
  defaultCountryDialingCode: string;
};
export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  smsCodeMinutes: 5,
  passwordExpiryDays: 90,
  weakDefaultPassword: 'a123456',
  defaultCountryDialingCode: '63',
};

export type RequestContext = { ip: string; userAgent: string };

export type MemberServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  audit: Audit;
  mail: MailProvider;
  system: SystemService;
  captcha: CaptchaService;
  verification: () => VerificationService;
  /** Base URL of the site (config PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Members: registration, profile, passwords, and the lookups the session module needs. */
export function createMemberService(deps: MemberServiceDeps) {
  const { db, merchantCode, clock, limiter, audit, system, captcha } = deps;
  const repo = createMemberRepository(db);
  const settingsCache = createRefreshingValue(
    () =>
      repo
        .identitySettings(merchantCode)
        .then((row): IdentitySettings => (row ? { ...DEFAULT_IDENTITY_SETTINGS, ...row } : DEFAULT_IDENTITY_SETTINGS)),
    SETTINGS_TTL_MS,
    () => clock().getTime(),
  );

  const throttle = async (key: string, rule: { limit: number; windowMs: number }) => {
    const decision = await limiter.consume(key, rule, clock().getTime());
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
  };

  async function newPasswordErrors(
    password: string,
    confirm: string | undefined,
    path: string,
    confirmPath: string,
  ): Promise<FieldError[]> {
    const settings = await system.registerSettings();
    const errors = passwordErrors(password, settings, path);
    // The weak default is what agents hand out; choosing it would force a change at every login.
    if (errors.length === 0 && password === (await service.settings()).weakDefaultPassword)
      errors.push({ path, message: 'validation:passwordFormat' });
    if (confirm !== undefined && confirm !== password)
      errors.push({ path: confirmPath, message: 'validation:confirmPasswordMismatch' });
    return errors;
  }

  const service = {
    repo,

    /** The brand's identity settings (defaults when the brand has no row), cached for 5 s. */
    settings(): Promise<IdentitySettings> {
      return settingsCache.get();
    },

    isMobileRegistered: async (phone: Phone) =>
      (await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum)) !== null,

    info(row: MemberRow): MemberInfo {
      return {
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
      };
    },

    async infoById(id: number): Promise<MemberInfo> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      return service.info(row);
    },

    async icon(id: number): Promise<{ iconUrl: string }> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      return { iconUrl: initialsAvatar(row.nickname ?? row.username) };
    },

    /** GET /wps/agent/affiliate: an agent's invitation code of this brand. */
    async checkAffiliate(code: string, ip: string): Promise<AffiliateCheck> {
      await throttle(`affiliate:ip:${ip}`, AFFILIATE_CHECKS_PER_IP);
      const agent = await repo.byAffiliateCode(merchantCode, code);
      if (!agent || !isAgentType(agent.type) || agent.status !== 'active') return { valid: false };
      return { valid: true, agentNickname: agent.nickname ?? agent.username };
    },

    /**
     * Creates an account from the registration form (username- or mobile-register). Checks, in
     * order: fields against the brand's settings, the image captcha, the invitation code, that
     * the username and mobile are free, the SMS code; then creates the member under the agent.
     */
    async register(kind: RegisterKind, body: RegisterRequest, ctx: RequestContext): Promise<MemberRow> {
      const [settings, whitelabel, identity] = await Promise.all([
        system.registerSettings(),
        system.whitelabel(),
        service.settings(),
      ]);
      const errors = registrationErrors(body, settings, kind, whitelabel.SMSVERIFY, clock());
      if (
        body.password &&
        body.password === identity.weakDefaultPassword &&
        !errors.some((e) => e.path === 'body.password')
      ) {
        errors.push({ path: 'body.password', message: 'validation:passwordFormat' });
      }
      if (errors.length > 0) throw validationError(errors);

      await throttle(`register:ip:${ctx.ip}`, REGISTRATIONS_PER_IP);
      if (settingOf(settings, 'captcha')?.shown) await captcha.requireImage(body.captchaId, body.captcha);

      let parent: MemberRow | null = null;
      if (body.affiliateCode) {
        parent = await repo.byAffiliateCode(merchantCode, body.affiliateCode);
        if (!parent || !isAgentType(parent.type) || parent.status !== 'active')
          throw new AppError('INVALID_INVITATION_CODE');
      }
      const username = body.username as string;
      if (await repo.byUsername(merchantCode, username)) throw new AppError('USERNAME_TAKEN');

      let phone: Phone | null = null;
      if (body.mobileNum) {
        phone = await deps
          .verification()
          .normalisePhone(body.countryDialingCode ?? identity.defaultCountryDialingCode, body.mobileNum);
        if (await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum))
          throw new AppError('MOBILE_TAKEN');
        if (whitelabel.SMSVERIFY) await deps.verification().verifyCode('register', phone, body.verificationCode ?? '');
      }

      const now = clock();
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        hashPassword(body.password as string),
        body.paymentPassword && settingOf(settings, 'paymentPassword')?.shown
          ? hashPassword(body.paymentPassword)
          : Promise.resolve(null),
      ]);
      const shown = (field: 'payeeName' | 'email' | 'nickname') =>
        settingOf(settings, field)?.shown ? (body[field] ?? null) || null : null;
      try {
        return await db.transaction(async (tx) => {
          const created = await repo.insert(
            {
              merchantCode,
              username,
              passwordHash,
              type: MEMBER_TYPE.MEMBER,
              nickname: shown('nickname'),
              payeeName: shown('payeeName'),
              email: shown('email'),
              countryDialingCode: phone?.countryDialingCode ?? null,
              mobileNum: phone?.mobileNum ?? null,
              parentId: parent?.id ?? null,
              profile: profileOf(body, settings),
              paymentPasswordHash,
              registerIp: ctx.ip,
              registerUrl: body.registerUrl ?? null,
              registerMethod: body.registerMethod,
              passwordChangedAt: now,
              firstLoginAt: now,
              lastLoginAt: now,
              createdAt: now,
            },
            parent?.path ?? '/',
            tx,
          );
          await repo.rememberIp(created.id, ctx.ip, now, tx);
          await audit(
            'register',
            created.id,
            ctx.ip,
            { kind, parentId: parent?.id ?? null, userAgent: ctx.userAgent },
            tx,
          );
          return created;
        });
      } catch (error) {
        // Lost a race with a concurrent registration of the same username or number.
        if ((error as { code?: string }).code === '23505') {
          throw new AppError(
            String((error as { constraint?: string }).constraint).includes('mobile')
              ? 'MOBILE_TAKEN'
              : 'USERNAME_TAKEN',
          );
        }
        throw error;
      }
    },

    /** POST /wps/member/password: needs the old password; the brand's password rule applies. */
    async changePassword(memberId: number, body: ChangePasswordRequest, ip: string): Promise<void> {
      const row = await repo.byId(memberId);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      const errors = await newPasswordErrors(
        body.newPassword,
        body.confirmNewPassword,
        'body.newPassword',
        'body.confirmNewPassword',
      );
      if (body.newPassword === body.oldPassword && errors.length === 0)
        errors.push({ path: 'body.newPassword', message: 'validation:passwordFormat' });
      if (errors.length > 0) throw validationError(errors);
      await throttle(`password:old:${memberId}`, OLD_PASSWORD_TRIES);
      if (!(await verifyPassword(row.passwordHash, body.oldPassword))) {
        await audit('password_change_failed', memberId, ip);
        throw new AppError('OLD_PASSWORD_INCORRECT');
      }
      await repo.setPassword(memberId, await hashPassword(body.newPassword), clock());
      await audit('password_changed', memberId, ip);
    },

    /**
     * Forgot password by e-mail. The answer says only whether this username and e-mail belong
     * together (spec message 'Username/Email does not exist'), never which one is wrong.
     */
    async requestPasswordReset(body: ForgotPasswordEmailRequest, ip: string): Promise<{ expiredMinutes: number }> {
      await throttle(`forgot:ip:${ip}`, FORGOT_PER_IP);
      await throttle(`forgot:user:${body.username.toLowerCase()}`, FORGOT_PER_USERNAME);
      const row = await repo.byUsername(merchantCode, body.username);
      const matches =
        row &&
        isSiteAccountType(row.type) &&
        !isTrialType(row.type) &&
        row.email &&
        row.email.toLowerCase() === body.email.toLowerCase();
      if (!row || !matches) {
        await audit('password_reset_refused', row?.id ?? null, ip, { username: body.username });
        throw new AppError('USERNAME_OR_EMAIL_NOT_FOUND');
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await repo.insertReset(sha256(token), row.id, new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE), now);
      await deps.mail.send(
        row.email as string,
        'Reset your password',
        `Hello ${row.nickname ?? row.username},\n\nOpen this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n${deps.publicUrl}/resetPassword?token=${token}\n\nIf you did not ask for it, ignore this e-mail.`,
      );
      await audit('password_reset_requested', row.id, ip);
      return { expiredMinutes: RESET_LINK_MINUTES };
    },

    /** POST /wps/member/password/reset: the e-mailed token, once, within 30 minutes. */
    async resetPassword(body: ResetPasswordRequest, ip: string): Promise<number> {
      const errors = await newPasswordErrors(
        body.newPassword,
        body.confirmNewPassword,
        'body.newPassword',
        'body.confirmNewPassword',
      );
      if (errors.length > 0) throw validationError(errors);
      const now = clock();
      const memberId = await repo.consumeReset(sha256(body.token), now);
      if (memberId === null) throw new AppError('RESET_TOKEN_INVALID');
      await repo.setPassword(memberId, await hashPassword(body.newPassword), now);
      await audit('password_reset', memberId, ip, { via: 'email' });
      return memberId;
    },

    /** Forgot password by mobile: the SMS code proves the number; returns the member to log in. */
    async resetPasswordByMobile(
      input: {
        newPassword: string;
        confirmNewPassword?: string | undefined;
        mobileNum: string;
        countryDialingCode?: string | undefined;
        verificationCode: string;
      },
      ip: string,
    ): Promise<MemberRow> {
      const whitelabel = await system.whitelabel();
      if (!whitelabel.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
      const errors = await newPasswordErrors(
        input.newPassword,
        input.confirmNewPassword,
        'body.newPassword',
        'body.confirmNewPassword',
      );
      if (errors.length > 0) throw validationError(errors);
      const identity = await service.settings();
      const phone = await deps
        .verification()
        .normalisePhone(input.countryDialingCode ?? identity.defaultCountryDialingCode, input.mobileNum);
      await deps.verification().verifyCode('noLogin', phone, input.verificationCode);
      const row = await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum);
      // Codes are only sent to members' numbers, so this is a member unless it was just changed.
      if (!row) throw new AppError('SMS_CODE_INVALID');
      await repo.setPassword(row.id, await hashPassword(input.newPassword), clock());
      await audit('password_reset', row.id, ip, { via: 'mobile' });
      return (await repo.byId(row.id)) as MemberRow;
    },
  };
  return service;
}
export type MemberService = ReturnType<typeof createMemberService>;
