import type { LoginRequest, LoginResult } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { RequestContext } from '../member/member-service.js';
import type { Phone } from '../verification/verification-service.js';
import type { Entry, RefusalCode } from './login-steps-service.js';
import type { LoginKindDeps } from './session-service.js';

/** Logins that prove a phone instead of a password: an SMS code (flag CODELOGIN) or the phone-auth service (PHONEAUTH). */
export function createPhoneLogin(deps: LoginKindDeps) {
  const { clock, audit, system, captcha, members, verification, phoneAuth, steps } = deps;

  /**
   * Once the phone is proven: the member it belongs to logs in unless locked or refused. Owning
   * the phone is the second factor already: no new-network check, no weak-password prompt.
   */
  async function loginByProvenPhone(
    phone: Phone,
    entry: Entry,
    type: 'sms' | 'phoneAuth',
    ctx: RequestContext,
    unknownPhone: RefusalCode,
  ): Promise<LoginResult> {
    const who = `${phone.countryDialingCode}${phone.mobileNum}`;
    const row = await members.logins.byMobile(phone);
    if (!row) return steps.refuse(ctx.ip, who, unknownPhone);
    const now = clock();
    if (row.lockedUntil && row.lockedUntil > now) {
      return steps.refuse(ctx.ip, who, 'ACCOUNT_LOCKED', {
        retryAfterSeconds: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000),
      });
    }
    const refusal = steps.refusalFor(row, entry);
    if (refusal) throw new AppError(refusal, undefined, { captcha: false });
    return steps.succeed(row, ctx, { entry, type, weakPassword: false, loginName: who });
  }

  return {
    async smsLogin(login: Extract<LoginRequest, { type: 'sms' }>, ctx: RequestContext): Promise<LoginResult> {
      if (!(await system.whitelabel()).CODELOGIN) throw new AppError('FEATURE_DISABLED');
      const phone = await verification.normalisePhone(login.countryDialingCode, login.mobileNum);
      const who = `${phone.countryDialingCode}${phone.mobileNum}`;
      if (await steps.captchaNeeded(ctx.ip, who)) await captcha.requireImage(login);
      try {
        await verification.verifyCode('noLogin', phone, login.verificationCode);
      } catch (error) {
        if (error instanceof AppError) return steps.refuse(ctx.ip, who, error.code);
        throw error;
      }
      return loginByProvenPhone(phone, login.entry, 'sms', ctx, 'SMS_CODE_INVALID');
    },

    /** Phone-auth login (flag PHONEAUTH): the service proved the phone; its token names it. */
    async phoneAuthLogin(
      login: Extract<LoginRequest, { type: 'phoneAuth' }>,
      ctx: RequestContext,
    ): Promise<LoginResult> {
      if (!(await system.whitelabel()).PHONEAUTH) throw new AppError('FEATURE_DISABLED');
      if (await steps.captchaNeeded(ctx.ip, null)) await captcha.requireImage(login);
      const verdict = await phoneAuth.verify(login.idToken);
      const phone = verdict.ok ? await verification.phoneFromE164(verdict.phoneNumber) : null;
      if (!phone) {
        const code = verdict.ok ? 'invalid-phone-number' : verdict.code;
        await audit('phone_auth_failed', null, ctx.ip, { code });
        return steps.refuse(ctx.ip, null, 'PHONE_AUTH_FAILED', { phoneAuthCode: `auth/${code}` });
      }
      return loginByProvenPhone(phone, login.entry, 'phoneAuth', ctx, 'INVALID_CREDENTIALS');
    },
  };
}
