import { isSiteAccountType, type LoginRequest, type LoginResult } from '@fortuna/contracts';
import type { AuthMember } from '../../../platform/auth.js';
import { roleOfType } from '../../../platform/auth.js';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { MemberService, RequestContext } from '../member/member-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { EmailCodeService } from '../verification/email-code-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { createLoginSteps, SESSION_IDLE_MS, sha256, type LoginSteps } from './login-steps-service.js';
import type { PhoneAuthProvider } from './phone-auth-provider.js';
import { createPhoneLogin } from './phone-login-service.js';
import { createSessionRepository } from './session-repository.js';
import { createUsernameLogin } from './username-login-service.js';

export { SESSION_IDLE_MS } from './login-steps-service.js';
export { ACCOUNT_MAX_FAILURES, LOCK_MS } from './username-login-service.js';

const MINUTE = 60_000;
const TOUCH_EVERY_MS = 5 * MINUTE;
const LOGIN_PER_IP = { limit: 30, windowMs: 10 * MINUTE };
const FREEPLAY_PER_IP = { limit: 10, windowMs: 60 * MINUTE };

export type SessionServiceDeps = DbServiceBasics & {
  limiter: RateLimiter;
  attempts: AttemptLimits;
  system: SystemService;
  captcha: CaptchaService;
  members: Pick<MemberService, 'info' | 'settings' | 'logins' | 'createTrialMember'>;
  verification: VerificationService;
  /** The new-network check's e-mail code (verification module). */
  emailCodes: Pick<EmailCodeService, 'verify'>;
  phoneAuth: PhoneAuthProvider;
};

/** What each kind of login (username, phone) is built with: the session service's deps and the shared steps. */
export type LoginKindDeps = SessionServiceDeps & { steps: LoginSteps };

/** Login (username or SMS), free play, sessions and the token check behind `app.authenticate`. */
export function createSessionService(deps: SessionServiceDeps) {
  const { clock, limiter, audit, system, members } = deps;
  const repo = createSessionRepository(deps.db);
  const steps = createLoginSteps({ ...deps, repo });
  const usernameLogin = createUsernameLogin({ ...deps, steps });
  const phoneLogin = createPhoneLogin({ ...deps, steps });

  /** Refuses with RATE_LIMITED (and the extra `value`) past the rule's limit for `key`. */
  async function limit(key: string, rule: { limit: number; windowMs: number }, value: Record<string, unknown> = {}) {
    const decision = await limiter.consume(key, rule, clock().getTime());
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', undefined, {
        ...value,
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      });
  }

  return {
    open: steps.open,

    /** POST /wps/session/login */
    async login(login: LoginRequest, ctx: RequestContext): Promise<LoginResult> {
      await limit(`login:ip:${ctx.ip}`, LOGIN_PER_IP, { captcha: true });
      if (login.type === 'username') return usernameLogin(login, ctx);
      return login.type === 'sms' ? phoneLogin.smsLogin(login, ctx) : phoneLogin.phoneAuthLogin(login, ctx);
    },

    /** POST /wps/session/login/freeplay: a fresh trial account (type 4) with a session. */
    async freeplay(
      ctx: RequestContext,
      client: { os?: string | undefined; platform?: string | undefined },
    ): Promise<LoginResult> {
      if (!(await system.whitelabel()).FREEPLAY) throw new AppError('FEATURE_DISABLED');
      await limit(`freeplay:ip:${ctx.ip}`, FREEPLAY_PER_IP);
      const row = await members.createTrialMember(ctx.ip, client);
      await audit('freeplay', row.id, ctx.ip, { userAgent: ctx.userAgent });
      return steps.open(row, ctx, 'member', { firstTimeLogin: true, passwordExpired: false, weakPassword: false });
    },

    /** The member of a live token, sliding its expiry; null when unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthMember | null> {
      const now = clock();
      const session = await repo.live(sha256(token), now);
      // Only site accounts hold member sessions (a session of the old operator type, 9, is dead).
      if (!session || !isSiteAccountType(session.type)) return null;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touch(session.id, now, new Date(now.getTime() + SESSION_IDLE_MS));
      return {
        id: session.memberId,
        type: session.type,
        username: session.username,
        role: roleOfType(session.type),
        sessionId: session.id,
        passwordChangeDue: session.passwordChangeDue,
      };
    },

    async logout(member: AuthMember, ip: string): Promise<void> {
      await repo.revoke(member.sessionId, clock());
      await audit('logout', member.id, ip);
    },

    /** The password was changed in this session: its restriction ends. */
    passwordChanged: (sessionId: number) => repo.clearPasswordChangeDue(sessionId),

    /** After a password change or reset: other sessions end (the current one may stay). */
    revokeAll: (memberId: number, keepSessionId: number | null) => repo.revokeAllOf(memberId, clock(), keepSessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
