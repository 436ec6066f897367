import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isAgentType, isSiteAccountType, MEMBER_TYPE, type LoginRequest, type LoginResult } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { AuthMember } from '../../platform/auth.js';
import { roleOfType } from '../../platform/auth.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberService, RequestContext } from '../member/member-service.js';
import { NO_PASSWORD, verifyAgainstDummy, verifyPassword } from '../member/password-fns.js';
import type { SystemService } from '../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { matchesBoundValue, newIpMethods, verifyTotp } from './login-fns.js';
import type { PhoneAuthProvider } from './phone-auth-provider.js';
import { createSessionRepository } from './session-repository.js';

const MINUTE = 60_000;
/** Sessions expire after 24 h without use (sliding); the expiry moves at most every 5 minutes. */
export const SESSION_IDLE_MS = 24 * 60 * MINUTE;
const TOUCH_EVERY_MS = 5 * MINUTE;
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MS = 15 * MINUTE;
const LOGIN_PER_IP = { limit: 30, windowMs: 10 * MINUTE };
const FREEPLAY_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
/** A failure makes the next attempt (same username or same client) show the image captcha. */
const FAILURE_MEMORY = { limit: 1_000, windowMs: 15 * MINUTE };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type SessionServiceDeps = {
  db: Db;
  clock: () => Date;
  limiter: RateLimiter;
  audit: Audit;
  system: SystemService;
  captcha: CaptchaService;
  members: MemberService;
  verification: VerificationService;
  phoneAuth: PhoneAuthProvider;
};

/** Login (username or SMS), free play, sessions and the token check behind `app.authenticate`. */
export function createSessionService(deps: SessionServiceDeps) {
  const { clock, limiter, audit, system, captcha, members, verification, phoneAuth } = deps;
  const repo = createSessionRepository(deps.db);
  const memberRepo = members.repo;

  async function open(
    row: MemberRow,
    ctx: RequestContext,
    entry: 'member' | 'agent' | 'operator',
    flags: Omit<LoginResult, 'token' | 'expiresAt' | 'member'>,
  ): Promise<LoginResult> {
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await repo.insert({
      memberId: row.id,
      tokenHash: sha256(token),
      entry,
      ip: ctx.ip,
      userAgent: ctx.userAgent.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { ...flags, token, expiresAt: expiresAt.toISOString(), member: members.info(row) };
  }

  const failureKeys = (ip: string, username: string | null) => [
    `login:failed:ip:${ip}`,
    ...(username ? [`login:failed:user:${username.toLowerCase()}`] : []),
  ];

  async function captchaNeeded(ip: string, username: string | null): Promise<boolean> {
    const now = clock().getTime();
    const counts = await Promise.all(
      failureKeys(ip, username).map((key) => limiter.count(key, FAILURE_MEMORY.windowMs, now)),
    );
    return counts.some((n) => n > 0);
  }

  /** Every refusal after the captcha stage: remember it (next attempt shows the image captcha) and answer with `captcha: true`. */
  async function refuse(
    ip: string,
    username: string | null,
    code: ConstructorParameters<typeof AppError>[0],
    value: Record<string, unknown> = {},
  ): Promise<never> {
    const now = clock().getTime();
    await Promise.all(failureKeys(ip, username).map((key) => limiter.consume(key, FAILURE_MEMORY, now)));
    throw new AppError(code, undefined, { captcha: true, ...value });
  }

  /** Status, type and entry rules that apply once the credentials are proven. */
  function refusalFor(
    row: MemberRow,
    entry: 'member' | 'agent' | 'operator',
  ): 'ACCOUNT_DISABLED' | 'NON_MEMBER' | 'NOT_AGENT' | 'FORBIDDEN' | null {
    if (row.status !== 'active') return 'ACCOUNT_DISABLED';
    // Operator tools take operator accounts only; the player site and agent page never do.
    if (entry === 'operator') return row.type === MEMBER_TYPE.OPERATOR ? null : 'FORBIDDEN';
    if (!isSiteAccountType(row.type)) return 'NON_MEMBER';
    if (entry === 'agent' && !isAgentType(row.type)) return 'NOT_AGENT';
    return null;
  }

  async function passwordExpired(row: MemberRow): Promise<boolean> {
    const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
    return (
      whitelabel.PASSWORDEXPIRY &&
      clock().getTime() - row.passwordChangedAt.getTime() > settings.passwordExpiryDays * 24 * 60 * MINUTE
    );
  }

  async function succeed(
    row: MemberRow,
    ctx: RequestContext,
    entry: 'member' | 'agent' | 'operator',
    type: string,
    weakPassword: boolean,
    loginName: string,
  ): Promise<LoginResult> {
    const now = clock();
    const { firstLogin } = await memberRepo.loginSucceeded(row.id, now);
    await memberRepo.rememberIp(row.id, ctx.ip, now);
    await Promise.all(failureKeys(ctx.ip, loginName).map((key) => limiter.reset(key)));
    await audit('login', row.id, ctx.ip, { type, entry, userAgent: ctx.userAgent });
    return open(row, ctx, entry, {
      firstTimeLogin: firstLogin,
      passwordExpired: await passwordExpired(row),
      weakPassword,
    });
  }

  async function checkNewIp(
    row: MemberRow,
    login: Extract<LoginRequest, { type: 'username' }>,
    ctx: RequestContext,
  ): Promise<void> {
    const methods = newIpMethods(row);
    // A member with nothing to verify with (and the very first login) is let through; the network is remembered.
    if (methods.length === 0 || !(await memberRepo.hasKnownIps(row.id)) || (await memberRepo.isKnownIp(row.id, ctx.ip)))
      return;
    const answer = login.verification;
    // The password was right, but its counted attempt stays counted until the check passes.
    if (!answer) throw new AppError('NEW_IP_VERIFICATION', undefined, { captcha: false, methods });
    let passed = false;
    if (methods.includes(answer.method)) {
      if (answer.method === 'totp') passed = verifyTotp(row.totpSecret ?? '', answer.value, clock().getTime());
      else if (answer.method === 'smsCode') {
        passed = await verification
          .verifyCode(
            'noLogin',
            { countryDialingCode: row.countryDialingCode ?? '', mobileNum: row.mobileNum ?? '' },
            answer.value,
          )
          .then(() => true)
          .catch(() => false);
      } else passed = matchesBoundValue(row, answer.method, answer.value);
    }
    if (!passed) {
      await audit('new_ip_verification_failed', row.id, ctx.ip, { method: answer.method });
      await refuse(ctx.ip, row.username, 'VERIFICATION_FAILED', { methods });
    }
    await audit('new_ip_verified', row.id, ctx.ip, { method: answer.method });
  }

  async function usernameLogin(
    login: Extract<LoginRequest, { type: 'username' }>,
    ctx: RequestContext,
  ): Promise<LoginResult> {
    const username = login.username;
    if (await captchaNeeded(ctx.ip, username)) await captcha.requireImage(login.captchaId, login.captcha);
    else if (login.captchaId && !(await captcha.checkImage(login.captchaId, login.captcha)))
      throw new AppError('CAPTCHA_INVALID', undefined, { captcha: true });
    await captcha.requireSlider(login.slider, { captcha: false });

    const row = await memberRepo.byUsername(system.merchantCode, username);
    if (!row) {
      await verifyAgainstDummy(login.password);
      return refuse(ctx.ip, username, 'INVALID_CREDENTIALS');
    }
    const now = clock();
    const claim = await memberRepo.claimLoginAttempt(row.id, now, MAX_LOGIN_FAILURES, LOCK_MS);
    if (!claim) {
      const retryAfterSeconds = Math.ceil(
        ((row.lockedUntil?.getTime() ?? now.getTime() + LOCK_MS) - now.getTime()) / 1000,
      );
      await audit('login_refused_locked', row.id, ctx.ip);
      return refuse(ctx.ip, username, 'ACCOUNT_LOCKED', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
    }
    if (!(await verifyPassword(row.passwordHash, login.password))) {
      await audit('login_failed', row.id, ctx.ip, { failures: claim.failedLoginCount });
      if (claim.lockedUntil) {
        await audit('account_locked', row.id, ctx.ip, { until: claim.lockedUntil.toISOString() });
        return refuse(ctx.ip, username, 'ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil(LOCK_MS / 1000) });
      }
      return refuse(ctx.ip, username, 'INVALID_CREDENTIALS');
    }
    const refusal = refusalFor(row, login.entry);
    if (refusal) {
      await memberRepo.forgiveAttempt(row.id);
      await audit('login_refused', row.id, ctx.ip, { code: refusal });
      throw new AppError(refusal, undefined, { captcha: false });
    }
    await checkNewIp(row, login, ctx);
    const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
    const weak = whitelabel.FORCECHANGEPASS && login.password === settings.weakDefaultPassword;
    return succeed(row, ctx, login.entry, 'username', weak, username);
  }

  async function smsLogin(login: Extract<LoginRequest, { type: 'sms' }>, ctx: RequestContext): Promise<LoginResult> {
    if (!(await system.whitelabel()).CODELOGIN) throw new AppError('FEATURE_DISABLED');
    const phone = await verification.normalisePhone(login.countryDialingCode, login.mobileNum);
    const who = `${phone.countryDialingCode}${phone.mobileNum}`;
    if (await captchaNeeded(ctx.ip, who)) await captcha.requireImage(login.captchaId, login.captcha);
    try {
      await verification.verifyCode('noLogin', phone, login.verificationCode);
    } catch (error) {
      if (error instanceof AppError) return refuse(ctx.ip, who, error.code);
      throw error;
    }
    return loginByProvenPhone(phone, login.entry, 'sms', ctx, 'SMS_CODE_INVALID');
  }

  /**
   * SMS and phone-auth logins once the phone is proven: the member it belongs to logs in unless
   * locked or refused. Owning the phone is the second factor already: no new-network check, no
   * weak-password prompt.
   */
  async function loginByProvenPhone(
    phone: { countryDialingCode: string; mobileNum: string },
    entry: 'member' | 'agent' | 'operator',
    type: 'sms' | 'phoneAuth',
    ctx: RequestContext,
    unknownPhone: ConstructorParameters<typeof AppError>[0],
  ): Promise<LoginResult> {
    const who = `${phone.countryDialingCode}${phone.mobileNum}`;
    const row = await memberRepo.byMobile(system.merchantCode, phone.countryDialingCode, phone.mobileNum);
    if (!row) return refuse(ctx.ip, who, unknownPhone);
    const now = clock();
    if (row.lockedUntil && row.lockedUntil > now) {
      return refuse(ctx.ip, who, 'ACCOUNT_LOCKED', {
        retryAfterSeconds: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000),
      });
    }
    const refusal = refusalFor(row, entry);
    if (refusal) throw new AppError(refusal, undefined, { captcha: false });
    return succeed(row, ctx, entry, type, false, who);
  }

  /** Phone-auth login (flag PHONEAUTH): the service proved the phone; its token names it. */
  async function phoneAuthLogin(
    login: Extract<LoginRequest, { type: 'phoneAuth' }>,
    ctx: RequestContext,
  ): Promise<LoginResult> {
    if (!(await system.whitelabel()).PHONEAUTH) throw new AppError('FEATURE_DISABLED');
    if (await captchaNeeded(ctx.ip, null)) await captcha.requireImage(login.captchaId, login.captcha);
    const verdict = await phoneAuth.verify(login.idToken);
    const phone = verdict.ok ? await verification.phoneFromE164(verdict.phoneNumber) : null;
    if (!phone) {
      const code = verdict.ok ? 'invalid-phone-number' : verdict.code;
      await audit('phone_auth_failed', null, ctx.ip, { code });
      return refuse(ctx.ip, null, 'PHONE_AUTH_FAILED', { phoneAuthCode: `auth/${code}` });
    }
    return loginByProvenPhone(phone, login.entry, 'phoneAuth', ctx, 'INVALID_CREDENTIALS');
  }

  return {
    open,

    /** POST /wps/session/login */
    async login(login: LoginRequest, ctx: RequestContext): Promise<LoginResult> {
      const decision = await limiter.consume(`login:ip:${ctx.ip}`, LOGIN_PER_IP, clock().getTime());
      if (!decision.allowed)
        throw new AppError('RATE_LIMITED', undefined, {
          captcha: true,
          retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
        });
      if (login.type === 'username') return usernameLogin(login, ctx);
      return login.type === 'sms' ? smsLogin(login, ctx) : phoneAuthLogin(login, ctx);
    },

    /** POST /wps/session/login/freeplay: a fresh trial account (type 4) with a session. */
    async freeplay(
      ctx: RequestContext,
      client: { os?: string | undefined; platform?: string | undefined },
    ): Promise<LoginResult> {
      if (!(await system.whitelabel()).FREEPLAY) throw new AppError('FEATURE_DISABLED');
      const decision = await limiter.consume(`freeplay:ip:${ctx.ip}`, FREEPLAY_PER_IP, clock().getTime());
      if (!decision.allowed)
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
      const now = clock();
      const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
      let username = '';
      for (let i = 0; i < 8; i++) username += alphabet[randomInt(0, alphabet.length)];
      const row = await memberRepo.insert(
        {
          merchantCode: system.merchantCode,
          username: `trial_${username}`,
          passwordHash: NO_PASSWORD,
          type: MEMBER_TYPE.TRIAL,
          demo: true,
          registerIp: ctx.ip,
          registerMethod: 'FREEPLAY',
          profile: {
            ...(client.os ? { os: client.os } : {}),
            ...(client.platform ? { platform: client.platform } : {}),
          },
          passwordChangedAt: now,
          firstLoginAt: now,
          lastLoginAt: now,
          createdAt: now,
        },
        '/',
      );
      await audit('freeplay', row.id, ctx.ip, { userAgent: ctx.userAgent });
      return open(row, ctx, 'member', { firstTimeLogin: true, passwordExpired: false, weakPassword: false });
    },

    /** The member of a live token, sliding its expiry; null when unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthMember | null> {
      const now = clock();
      const session = await repo.live(sha256(token), now);
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touch(session.id, now, new Date(now.getTime() + SESSION_IDLE_MS));
      return {
        id: session.memberId,
        type: session.type,
        username: session.username,
        role: roleOfType(session.type),
        sessionId: session.id,
      };
    },

    async logout(member: AuthMember, ip: string): Promise<void> {
      await repo.revoke(member.sessionId, clock());
      await audit('logout', member.id, ip);
    },

    /** After a password change or reset: other sessions end (the current one may stay). */
    revokeAll: (memberId: number, keepSessionId: number | null) => repo.revokeAllOf(memberId, clock(), keepSessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
