import type { LoginRequest, LoginResult } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { AttemptTicket } from '../attempts/attempts-service.js';
import type { MemberRow } from '../member/member-repository.js';
import type { RequestContext } from '../member/member-service.js';
import { verifyAgainstDummy, verifyPassword } from '../member/password-fns.js';
import { checkNewNetwork } from './new-network-service.js';
import type { LoginKindDeps } from './session-service.js';

const MINUTE = 60_000;
/**
 * Lockout that cannot be used as a weapon (issue 17 finding 15): 5 wrong passwords lock one
 * client (address) out of one account for 15 minutes (the attempt-limit service, kind `login`);
 * the account itself locks only after 20 failures in a row from any clients, each of which had
 * to pass the image captcha (the step-up after the first failure).
 */
export const ACCOUNT_MAX_FAILURES = 20;
export const LOCK_MS = 15 * MINUTE;

export type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Login by username and password: captcha, lockout per client then per account, entry rules, and the new-network check. */
export function createUsernameLogin(deps: LoginKindDeps) {
  const { clock, audit, attempts, system, captcha, members, steps } = deps;

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
    if (await verifyPassword(row.passwordHash, login.password, { ip: ctx.ip })) {
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
      await verifyAgainstDummy(login.password, { ip: ctx.ip });
      return steps.refuse(ctx.ip, username, 'INVALID_CREDENTIALS');
    }
    await provePassword(row, login, ctx);
    const refusal = steps.refusalFor(row, login.entry);
    if (refusal) {
      await audit('login_refused', row.id, ctx.ip, { code: refusal });
      throw new AppError(refusal, undefined, { captcha: false });
    }
    // Staff forced a new password (console): the old one, even right, opens nothing until a reset by mobile or e-mail.
    if (row.passwordResetRequired) {
      await audit('login_refused', row.id, ctx.ip, { code: 'PASSWORD_RESET_REQUIRED' });
      throw new AppError('PASSWORD_RESET_REQUIRED', undefined, { captcha: false });
    }
    await checkNewNetwork(deps, row, login, ctx);
    const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
    const weakPassword = whitelabel.FORCECHANGEPASS && login.password === settings.weakDefaultPassword;
    return steps.succeed(row, ctx, { entry: login.entry, type: 'username', weakPassword, loginName: username });
  };
}
