import type { ChangePasswordRequest } from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MailProvider } from '../../../platform/messaging.js';
import type { ServiceBasics } from '../../../platform/service-basics.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import type { CredentialGuard } from './credential-guard.js';
import type { IdentitySettingsService } from './identity-settings-service.js';
import type { MemberRepository } from './member-repository.js';
import { newPasswordErrors, storeNewPassword } from './new-password.js';
import { verifyPassword } from './password-fns.js';
import type { createPasswordResetRepository } from './password-reset-repository.js';
import { createPasswordReset } from './password-reset-service.js';
import type { Throttle } from './throttle.js';

export type PasswordServiceDeps = ServiceBasics & {
  merchantCode: string;
  throttle: Throttle;
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

/** Passwords: change with the old one, forgotten by e-mail link or by SMS code (password-reset-service.ts). */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { clock, audit, attempts, repo } = deps;

  return {
    /**
     * POST /wps/member/password: needs the old password and the authenticator's code when one is
     * bound; the brand's password rule applies. Replacing the weak default an agent handed out is
     * the first personal password (no withdrawal hold); any other change holds withdrawals.
     */
    async changePassword(memberId: number, body: ChangePasswordRequest, ip: string): Promise<void> {
      const row = await repo.byId(memberId);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      const errors = await newPasswordErrors(deps, body.newPassword, body.confirmNewPassword);
      if (body.newPassword === body.oldPassword && errors.length === 0)
        errors.push({ path: 'body.newPassword', message: 'validation:passwordFormat' });
      if (errors.length > 0) throw validationError(errors);
      await attempts.attempt(memberId, 'loginPassword', ip, async () => {
        if (await verifyPassword(row.passwordHash, body.oldPassword, { ip, memberId })) return;
        await audit('password_change_failed', memberId, ip);
        throw new AppError('OLD_PASSWORD_INCORRECT');
      });
      await deps.credentials.proveAuthenticator(row, body.totpCode, ip);
      const first = body.oldPassword === (await deps.identitySettings.get()).weakDefaultPassword;
      await storeNewPassword(deps, memberId, body.newPassword, clock(), { ip, memberId });
      await audit('password_changed', memberId, ip);
      await deps.credentials.changed(row, 'loginPassword', first, ip);
    },

    ...createPasswordReset(deps),
  };
}
