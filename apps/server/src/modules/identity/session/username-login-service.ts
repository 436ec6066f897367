import { MEMBER_TYPE, type LoginRequest, type LoginResult } from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import { AppError } from '../../../platform/errors.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { AttemptLimits, AttemptTicket } from '../attempts/attempts-service.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberService, RequestContext } from '../member/member-service.js';
import { verifyAgainstDummy, verifyPassword } from '../member/password-fns.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { matchesBoundValue, newIpMethods } from './login-fns.js';
import { verifyTotp } from './totp-fns.js';
import type { LoginSteps } from './login-steps-service.js';

const MINUTE = 60_000;
/**
 * Lockout that cannot be used as a weapon (issue 17 finding 15): 5 wrong passwords lock one
 * client (address) out of one account for 15 minutes (the attempt-limit service, kind `login`);
 * the account itself locks only after 20 failures in a row from any clients, each of which had
 * to pass the image captcha (the step-up after the first failure).
 */
export const ACCOUNT_MAX_FAILURES = 20;
export const LOCK_MS = 15 * MINUTE;

type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

export type UsernameLoginDeps = {
  clock: () => Date;
  audit: Audit;
  attempts: AttemptLimits;
  system: SystemService;
  captcha: CaptchaService;
  members: Pick<MemberService, 'settings' | 'logins'>;
  verification: VerificationService;
  steps: LoginSteps;
};

const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Login by username and password: captcha, lockout per client then per account, entry rules, and the new-network check. */
export function createUsernameLogin(deps: UsernameLoginDeps) {
  const { clock, audit, attempts, system, captcha, members, verification, steps } = deps;

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

  /**
   * A login from a network the member has not used needs proof (spec §6), possession first
   * (finding 9): the methods offered are the authenticator and an SMS code to the bound mobile
   * when the member has either; typed values only when not. Answers count against the
   * member's `newNetwork` attempts. Operators always verify a new network, with an authenticator.
   */
  async function checkNewIp(row: MemberRow, login: UsernameLogin, ctx: RequestContext): Promise<void> {
    const operator = row.type === MEMBER_TYPE.OPERATOR;
    const methods = newIpMethods(row, operator);
    if (await members.logins.isKnownIp(row.id, ctx.ip)) return;
    // A member with nothing to verify with (and a member's very first login) is let through; the network is remembered.
    if (!operator && (methods.length === 0 || !(await members.logins.hasKnownIps(row.id)))) return;
    if (methods.length === 0) {
      await audit('login_refused', row.id, ctx.ip, { code: 'AUTHENTICATOR_REQUIRED' });
      throw new AppError('AUTHENTICATOR_REQUIRED', undefined, { captcha: false });
    }
    const answer = login.verification;
    if (!answer) throw new AppError('NEW_IP_VERIFICATION', undefined, { captcha: false, methods });
    try {
      await attempts.attempt(row.id, 'newNetwork', ctx.ip, async () => {
        if (methods.includes(answer.method) && (await answerPasses(row, answer))) return;
        await audit('new_ip_verification_failed', row.id, ctx.ip, { method: answer.method });
        throw new AppError('VERIFICATION_FAILED');
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'VERIFICATION_FAILED') await steps.refuse(ctx.ip, row.username, error.code, { methods });
      throw new AppError(error.code, undefined, { ...error.details, captcha: false, methods });
    }
    await audit('new_ip_verified', row.id, ctx.ip, { method: answer.method });
  }

  /** This client's attempt at this account, or the refusal when this client is locked out of it. */
  async function claimClient(row: MemberRow, login: UsernameLogin, ctx: RequestContext): Promise<AttemptTicket> {
    try {
      return await attempts.claim(row.id, 'login', ctx.ip, ctx.ip);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await audit('login_refused_locked', row.id, ctx.ip, { scope: 'client' });
      return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { ...error.details });
    }
  }

  /**
   * Counts the attempt (for this client and for the account) before the password is checked;
   * refuses when locked or wrong. A right password is never a failure, wherever the login stops after it.
   */
  async function provePassword(row: MemberRow, login: UsernameLogin, ctx: RequestContext): Promise<void> {
    const now = clock();
    const client = await claimClient(row, login, ctx);
    const account = await members.logins.claimAttempt(row.id, now, ACCOUNT_MAX_FAILURES, LOCK_MS);
    if (!account) {
      await audit('login_refused_locked', row.id, ctx.ip, { scope: 'account' });
      const until = row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : new Date(now.getTime() + LOCK_MS);
      return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { retryAfterSeconds: retryAfter(until, now) });
    }
    if (await verifyPassword(row.passwordHash, login.password)) {
      await members.logins.forgiveAttempt(row.id);
      try {
        await attempts.succeed(client);
      } catch (error) {
        // Wrong passwords from this client locked it out while this one was being checked.
        if (error instanceof AppError)
          return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { ...error.details });
        throw error;
      }
      return;
    }
    await audit('login_failed', row.id, ctx.ip, { failures: account.failedLoginCount });
    const clientLock = await attempts.fail(client);
    if (account.lockedUntil) {
      await audit('account_locked', row.id, ctx.ip, { until: account.lockedUntil.toISOString() });
      await attempts.locked(row.id, 'login', ctx.ip, account.lockedUntil);
      return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil(LOCK_MS / 1000) });
    }
    if (clientLock) return steps.refuse(ctx.ip, login.username, 'ACCOUNT_LOCKED', { ...clientLock.details });
    return steps.refuse(ctx.ip, login.username, 'INVALID_CREDENTIALS');
  }

  return async function usernameLogin(login: UsernameLogin, ctx: RequestContext): Promise<LoginResult> {
    const username = login.username;
    const row = await members.logins.byUsername(username);
    // Step-up: after any failure for this client or this account (counted in the database too), the image captcha is due.
    const stepUp = (row?.failedLoginCount ?? 0) > 0 || (await steps.captchaNeeded(ctx.ip, username));
    if (stepUp) await captcha.requireImage(login);
    else if (login.captchaId && !(await captcha.checkImage(login, { captcha: true })))
      throw new AppError('CAPTCHA_INVALID', undefined, { captcha: true });
    await captcha.requireSlider(login.slider, { captcha: false });

    if (!row) {
      await verifyAgainstDummy(login.password);
      return steps.refuse(ctx.ip, username, 'INVALID_CREDENTIALS');
    }
    await provePassword(row, login, ctx);
    const refusal = steps.refusalFor(row, login.entry);
    if (refusal) {
      await audit('login_refused', row.id, ctx.ip, { code: refusal });
      throw new AppError(refusal, undefined, { captcha: false });
    }
    await checkNewIp(row, login, ctx);
    const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
    const weakPassword = whitelabel.FORCECHANGEPASS && login.password === settings.weakDefaultPassword;
    return steps.succeed(row, ctx, { entry: login.entry, type: 'username', weakPassword, loginName: username });
  };
}
