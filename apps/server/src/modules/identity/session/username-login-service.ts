import type { LoginRequest, LoginResult } from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import { AppError } from '../../../platform/errors.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberService, RequestContext } from '../member/member-service.js';
import { verifyAgainstDummy, verifyPassword } from '../member/password-fns.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { matchesBoundValue, newIpMethods } from './login-fns.js';
import { verifyTotp } from './totp-fns.js';
import type { LoginSteps } from './login-steps-service.js';

const MINUTE = 60_000;
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MS = 15 * MINUTE;

type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

export type UsernameLoginDeps = {
  clock: () => Date;
  audit: Audit;
  system: SystemService;
  captcha: CaptchaService;
  members: Pick<MemberService, 'settings' | 'logins'>;
  verification: VerificationService;
  steps: LoginSteps;
};

/** Login by username and password: captcha, lockout after 5 failures, entry rules, and the new-network check. */
export function createUsernameLogin(deps: UsernameLoginDeps) {
  const { clock, audit, system, captcha, members, verification, steps } = deps;

  /** Whether the member's answer to the new-network check is right. */
  async function answerPasses(row: MemberRow, answer: NonNullable<UsernameLogin['verification']>): Promise<boolean> {
    if (answer.method === 'totp') return verifyTotp(row.totpSecret ?? '', answer.value, clock().getTime());
    if (answer.method === 'smsCode') {
      const phone = { countryDialingCode: row.countryDialingCode ?? '', mobileNum: row.mobileNum ?? '' };
      return verification
        .verifyCode('noLogin', phone, answer.value)
        .then(() => true)
        .catch(() => false);
    }
    return matchesBoundValue(row, answer.method, answer.value);
  }

  async function checkNewIp(row: MemberRow, login: UsernameLogin, ctx: RequestContext): Promise<void> {
    const methods = newIpMethods(row);
    // A member with nothing to verify with (and the very first login) is let through; the network is remembered.
    if (
      methods.length === 0 ||
      !(await members.logins.hasKnownIps(row.id)) ||
      (await members.logins.isKnownIp(row.id, ctx.ip))
    )
      return;
    const answer = login.verification;
    // The password was right, but its counted attempt stays counted until the check passes.
    if (!answer) throw new AppError('NEW_IP_VERIFICATION', undefined, { captcha: false, methods });
    const passed = methods.includes(answer.method) && (await answerPasses(row, answer));
    if (!passed) {
      await audit('new_ip_verification_failed', row.id, ctx.ip, { method: answer.method });
      await steps.refuse(ctx.ip, row.username, 'VERIFICATION_FAILED', { methods });
    }
    await audit('new_ip_verified', row.id, ctx.ip, { method: answer.method });
  }

  /** Counts the attempt, then checks the password; refuses when locked or wrong. */
  async function provePassword(row: MemberRow, login: UsernameLogin, ctx: RequestContext): Promise<void> {
    const now = clock();
    const claim = await members.logins.claimAttempt(row.id, now, MAX_LOGIN_FAILURES, LOCK_MS);
    if (!claim) {
      const retryAfterSeconds = Math.ceil(
        ((row.lockedUntil?.getTime() ?? now.getTime() + LOCK_MS) - now.getTime()) / 1000,
      );
      await audit('login_refused_locked', row.id, ctx.ip);
      return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', {
        retryAfterSeconds: Math.max(1, retryAfterSeconds),
      });
    }
    if (!(await verifyPassword(row.passwordHash, login.password))) {
      await audit('login_failed', row.id, ctx.ip, { failures: claim.failedLoginCount });
      if (claim.lockedUntil) {
        await audit('account_locked', row.id, ctx.ip, { until: claim.lockedUntil.toISOString() });
        return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil(LOCK_MS / 1000) });
      }
      return steps.refuse(ctx.ip, login.username, 'INVALID_CREDENTIALS');
    }
  }

  return async function usernameLogin(login: UsernameLogin, ctx: RequestContext): Promise<LoginResult> {
    const username = login.username;
    if (await steps.captchaNeeded(ctx.ip, username)) await captcha.requireImage(login.captchaId, login.captcha);
    else if (login.captchaId && !(await captcha.checkImage(login.captchaId, login.captcha)))
      throw new AppError('CAPTCHA_INVALID', undefined, { captcha: true });
    await captcha.requireSlider(login.slider, { captcha: false });

    const row = await members.logins.byUsername(username);
    if (!row) {
      await verifyAgainstDummy(login.password);
      return steps.refuse(ctx.ip, username, 'INVALID_CREDENTIALS');
    }
    await provePassword(row, login, ctx);
    const refusal = steps.refusalFor(row, login.entry);
    if (refusal) {
      await members.logins.forgiveAttempt(row.id);
      await audit('login_refused', row.id, ctx.ip, { code: refusal });
      throw new AppError(refusal, undefined, { captcha: false });
    }
    await checkNewIp(row, login, ctx);
    const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
    const weakPassword = whitelabel.FORCECHANGEPASS && login.password === settings.weakDefaultPassword;
    return steps.succeed(row, ctx, { entry: login.entry, type: 'username', weakPassword, loginName: username });
  };
}
