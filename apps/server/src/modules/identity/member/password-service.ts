import { createHash, randomBytes } from 'node:crypto';
import {
  isSiteAccountType,
  isTrialType,
  type ChangePasswordRequest,
  type FieldError,
  type ForgotPasswordEmailRequest,
  type ResetPasswordRequest,
} from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MailProvider } from '../../../platform/messaging.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import type { CredentialGuard } from './credential-guard.js';
import type { IdentitySettingsService } from './identity-settings-service.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import { hashPassword, verifyPassword } from './password-fns.js';
import type { createPasswordResetRepository } from './password-reset-repository.js';
import { passwordErrors } from './register-fns.js';
import type { Throttle } from './throttle.js';

const MINUTE = 60_000;
const RESET_LINK_MINUTES = 30;
const FORGOT_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
const FORGOT_PER_USERNAME = { limit: 5, windowMs: 60 * MINUTE };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type PasswordServiceDeps = {
  merchantCode: string;
  clock: () => Date;
  throttle: Throttle;
  audit: Audit;
  attempts: AttemptLimits;
  mail: MailProvider;
  system: SystemService;
  verification: VerificationService;
  identitySettings: IdentitySettingsService;
  repo: MemberRepository;
  resets: ReturnType<typeof createPasswordResetRepository>;
  credentials: CredentialGuard;
  /** Base URL of the site (config PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
};

export type MobileResetInput = {
  newPassword: string;
  confirmNewPassword?: string | undefined;
  mobileNum: string;
  countryDialingCode?: string | undefined;
  verificationCode: string;
};

/** Passwords: change with the old one, forgotten by e-mail link or by SMS code. */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { merchantCode, clock, throttle, audit, attempts, system, verification, repo, resets } = deps;

  /**
   * Sets a new login password and retires every reset link of the member, so no older link
   * outlives a reset or a change (the caller ends the sessions: all, or all but the current one).
   */
  async function setPassword(memberId: number, password: string, now: Date): Promise<void> {
    await repo.setPassword(memberId, await hashPassword(password), now);
    await resets.retireAll(memberId, now);
  }

  /** The brand's password rule for a new password, and its confirmation. */
  async function newPasswordErrors(password: string, confirm: string | undefined): Promise<FieldError[]> {
    const [path, confirmPath] = ['body.newPassword', 'body.confirmNewPassword'];
    const errors = passwordErrors(password, await system.registerSettings(), path);
    // The weak default is what agents hand out; choosing it would force a change at every login.
    if (errors.length === 0 && password === (await deps.identitySettings.get()).weakDefaultPassword)
      errors.push({ path, message: 'validation:passwordFormat' });
    if (confirm !== undefined && confirm !== password)
      errors.push({ path: confirmPath, message: 'validation:confirmPasswordMismatch' });
    return errors;
  }

  return {
    /**
     * POST /wps/member/password: needs the old password and the authenticator's code when one is
     * bound; the brand's password rule applies. Replacing the weak default an agent handed out is
     * the first personal password (no withdrawal hold); any other change holds withdrawals.
     */
    async changePassword(memberId: number, body: ChangePasswordRequest, ip: string): Promise<void> {
      const row = await repo.byId(memberId);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      const errors = await newPasswordErrors(body.newPassword, body.confirmNewPassword);
      if (body.newPassword === body.oldPassword && errors.length === 0)
        errors.push({ path: 'body.newPassword', message: 'validation:passwordFormat' });
      if (errors.length > 0) throw validationError(errors);
      await attempts.attempt(memberId, 'loginPassword', ip, async () => {
        if (await verifyPassword(row.passwordHash, body.oldPassword)) return;
        await audit('password_change_failed', memberId, ip);
        throw new AppError('OLD_PASSWORD_INCORRECT');
      });
      await deps.credentials.proveAuthenticator(row, body.totpCode, ip);
      const first = body.oldPassword === (await deps.identitySettings.get()).weakDefaultPassword;
      await setPassword(memberId, body.newPassword, clock());
      await audit('password_changed', memberId, ip);
      await deps.credentials.changed(row, 'loginPassword', first, ip);
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
      await resets.insert(sha256(token), row.id, new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE), now);
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
      const errors = await newPasswordErrors(body.newPassword, body.confirmNewPassword);
      if (errors.length > 0) throw validationError(errors);
      const now = clock();
      const memberId = await resets.consume(sha256(body.token), now);
      if (memberId === null) throw new AppError('RESET_TOKEN_INVALID');
      const before = await repo.byId(memberId);
      await setPassword(memberId, body.newPassword, now);
      await audit('password_reset', memberId, ip, { via: 'email' });
      // A reset is a change too: whoever holds the mailbox must not cash out before the member hears of it.
      if (before) await deps.credentials.changed(before, 'loginPassword', false, ip);
      return memberId;
    },

    /** Forgot password by mobile: the SMS code proves the number; returns the member to log in. */
    async resetPasswordByMobile(input: MobileResetInput, ip: string): Promise<MemberRow> {
      const whitelabel = await system.whitelabel();
      if (!whitelabel.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
      const errors = await newPasswordErrors(input.newPassword, input.confirmNewPassword);
      if (errors.length > 0) throw validationError(errors);
      const identity = await deps.identitySettings.get();
      const phone = await verification.normalisePhone(
        input.countryDialingCode ?? identity.defaultCountryDialingCode,
        input.mobileNum,
      );
      await verification.verifyCode('noLogin', phone, input.verificationCode);
      const row = await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum);
      // Codes are only sent to members' numbers, so this is a member unless it was just changed.
      if (!row) throw new AppError('SMS_CODE_INVALID');
      await setPassword(row.id, input.newPassword, clock());
      await audit('password_reset', row.id, ip, { via: 'mobile' });
      await deps.credentials.changed(row, 'loginPassword', false, ip);
      return (await repo.byId(row.id)) as MemberRow;
    },
  };
}
