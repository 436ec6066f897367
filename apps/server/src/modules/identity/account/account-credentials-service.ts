import { patternRegex, type PaymentPasswordRequest, type TotpSetup } from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberDirectory } from '../member/member-directory.js';
import { hashPassword, verifyPassword } from '../member/password-fns.js';
import { newTotpSecret, totpUri, verifyTotp } from '../session/totp-fns.js';
import type { SystemService } from '../../system/system-service.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';

const TOTP_SETUP_MS = 10 * 60_000;

export type AccountCredentialsDeps = {
  clock: () => Date;
  audit: Audit;
  attempts: AttemptLimits;
  system: SystemService;
  members: MemberDirectory;
  load: (memberId: number) => Promise<MemberRow>;
};

/** The withdraw (payment) password and the authenticator (TOTP) of My account. */
export function createAccountCredentials({ clock, audit, attempts, system, members, load }: AccountCredentialsDeps) {
  return {
    async setPaymentPassword(memberId: number, body: PaymentPasswordRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      const setting = (await system.registerSettings()).find((s) => s.field === 'paymentPassword');
      const rule = setting ? patternRegex(setting.patternId, setting.min, setting.max) : /^\d{6}$/;
      if (!rule.test(body.newPaymentPassword)) {
        throw validationError([
          { path: 'body.newPaymentPassword', message: `validation:${setting?.patternId ?? 'DIGITS'}` },
        ]);
      }
      // The old withdraw password counts as a money-out try; the login password as a login-password try.
      const [kind, hash, given, wrong] = row.paymentPasswordHash
        ? ([
            'withdrawPassword',
            row.paymentPasswordHash,
            body.oldPaymentPassword,
            'PAYMENT_PASSWORD_INCORRECT',
          ] as const)
        : (['loginPassword', row.passwordHash, body.loginPassword, 'OLD_PASSWORD_INCORRECT'] as const);
      await attempts.attempt(memberId, kind, ip, async () => {
        if (given && (await verifyPassword(hash, given))) return;
        await audit('paymentPassword.failure', memberId, ip);
        throw new AppError(wrong);
      });
      await members.updateOwn(memberId, { paymentPasswordHash: await hashPassword(body.newPaymentPassword) });
      await audit(row.paymentPasswordHash ? 'paymentPassword.change' : 'paymentPassword.set', memberId, ip);
    },

    /** Starts binding an authenticator: a new 160-bit secret, bound only after its first code is confirmed. */
    async startTotp(memberId: number): Promise<TotpSetup> {
      const row = await load(memberId);
      const secret = newTotpSecret();
      const expiresAt = new Date(clock().getTime() + TOTP_SETUP_MS);
      await members.updateOwn(memberId, { totpPendingSecret: secret, totpPendingExpiresAt: expiresAt });
      return { secret, otpauthUrl: totpUri('Fortuna', row.username, secret), expiresAt: expiresAt.toISOString() };
    },

    async confirmTotp(memberId: number, code: string, ip: string): Promise<void> {
      const row = await load(memberId);
      const now = clock();
      const pending = row.totpPendingSecret;
      await attempts.attempt(memberId, 'totp', ip, async () => {
        if (
          pending &&
          row.totpPendingExpiresAt &&
          row.totpPendingExpiresAt > now &&
          verifyTotp(pending, code, now.getTime())
        )
          return;
        await audit('totp.bind.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      });
      await members.updateOwn(memberId, { totpSecret: pending, totpPendingSecret: null, totpPendingExpiresAt: null });
      await audit('totp.bind', memberId, ip);
    },

    async removeTotp(memberId: number, code: string, ip: string): Promise<void> {
      const row = await load(memberId);
      const secret = row.totpSecret;
      await attempts.attempt(memberId, 'totp', ip, async () => {
        if (secret && verifyTotp(secret, code, clock().getTime())) return;
        await audit('totp.remove.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      });
      await members.updateOwn(memberId, { totpSecret: null });
      await audit('totp.remove', memberId, ip);
    },

    /** Binds or changes the mobile number after its code (sent through sms/register) is verified. */
  };
}
