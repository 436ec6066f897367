import { createHash, randomBytes } from 'node:crypto';
import {
  isSiteAccountType,
  isTrialType,
  type ForgotPasswordEmailRequest,
  type ResetPasswordRequest,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MemberRow } from './member-repository.js';
import { newPasswordErrors, storeNewPassword } from './new-password.js';
import type { PasswordServiceDeps } from './password-service.js';

const MINUTE = 60_000;
const RESET_LINK_MINUTES = 30;
const FORGOT_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
const FORGOT_PER_USERNAME = { limit: 5, windowMs: 60 * MINUTE };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type MobileResetInput = {
  newPassword: string;
  confirmNewPassword?: string | undefined;
  mobileNum: string;
  countryDialingCode?: string | undefined;
  verificationCode: string;
};

/** Forgotten passwords: a single-use link by e-mail (30 minutes), or an SMS code to the bound mobile. */
export function createPasswordReset(deps: PasswordServiceDeps) {
  const { merchantCode, clock, throttle, audit, system, verification, repo, resets } = deps;

  return {
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
      const errors = await newPasswordErrors(deps, body.newPassword, body.confirmNewPassword);
      if (errors.length > 0) throw validationError(errors);
      const now = clock();
      const memberId = await resets.consume(sha256(body.token), now);
      if (memberId === null) throw new AppError('RESET_TOKEN_INVALID');
      const before = await repo.byId(memberId);
      await storeNewPassword(deps, memberId, body.newPassword, now, { ip });
      await audit('password_reset', memberId, ip, { via: 'email' });
      // A reset is a change too: whoever holds the mailbox must not cash out before the member hears of it.
      if (before) await deps.credentials.changed(before, 'loginPassword', false, ip);
      return memberId;
    },

    /** Forgot password by mobile: the SMS code proves the number; returns the member to log in. */
    async resetPasswordByMobile(input: MobileResetInput, ip: string): Promise<MemberRow> {
      const whitelabel = await system.whitelabel();
      if (!whitelabel.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
      const errors = await newPasswordErrors(deps, input.newPassword, input.confirmNewPassword);
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
      await storeNewPassword(deps, row.id, input.newPassword, clock(), { ip });
      await audit('password_reset', row.id, ip, { via: 'mobile' });
      await deps.credentials.changed(row, 'loginPassword', false, ip);
      return (await repo.byId(row.id)) as MemberRow;
    },
  };
}
