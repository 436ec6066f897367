import {
  patternMessageKey,
  patternRegex,
  type PaymentPasswordRequest,
  type TotpCodeRequest,
  type TotpSetup,
  type TotpSetupRequest,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import { hashPassword, verifyPassword } from '../member/password-fns.js';
import { newTotpSecret, totpUri, verifyTotp } from '../session/totp-fns.js';
import type { SystemService } from '../../system/system-service.js';
import type { AccountPartDeps } from './account-service.js';

const TOTP_SETUP_MS = 10 * 60_000;

/**
 * The brand's rule for a withdraw password (its register setting); six digits when it has none.
 * The message carries its bounds the way the web's form messages do (`key|{"min":6,"max":6}`).
 */
async function checkPaymentPasswordRule(system: SystemService, newPaymentPassword: string): Promise<void> {
  const setting = (await system.registerSettings()).find((s) => s.field === 'paymentPassword');
  const { patternId, min, max } = setting ?? { patternId: 'DIGITS', min: 6, max: 6 };
  if (!patternRegex(patternId, min, max).test(newPaymentPassword)) {
    const message = `${patternMessageKey(patternId, min, max)}|${JSON.stringify({ min, max })}`;
    throw validationError([{ path: 'body.newPaymentPassword', message }]);
  }
}

/**
 * The withdraw (payment) password and the authenticator (TOTP) of My account. Each change proves
 * the login password (and a bound authenticator's code) through the credential guard, which also
 * tells the member and holds withdrawals after anything but a first setting.
 */
export function createAccountCredentials(deps: AccountPartDeps) {
  const { clock, audit, attempts, system, members, credentials, load } = deps;

  return {
    /** Set (first time) or change the withdraw password: fresh proof always, the old one too when changing. */
    async setPaymentPassword(memberId: number, body: PaymentPasswordRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      await checkPaymentPasswordRule(system, body.newPaymentPassword);
      await credentials.prove(row, body, ip);
      const oldHash = row.paymentPasswordHash;
      // The old withdraw password counts as a money-out try.
      if (oldHash)
        await attempts.attempt(memberId, 'withdrawPassword', ip, async () => {
          if (body.oldPaymentPassword && (await verifyPassword(oldHash, body.oldPaymentPassword, { ip, memberId })))
            return;
          await audit('paymentPassword.failure', memberId, ip);
          throw new AppError('PAYMENT_PASSWORD_INCORRECT');
        });
      await members.updateOwn(memberId, {
        paymentPasswordHash: await hashPassword(body.newPaymentPassword, { ip, memberId }),
      });
      await audit(row.paymentPasswordHash ? 'paymentPassword.change' : 'paymentPassword.set', memberId, ip);
      await credentials.changed(row, 'paymentPassword', row.paymentPasswordHash === null, ip);
    },

    /**
     * Starts binding an authenticator: a new 160-bit secret, bound only after its first code is
     * confirmed. Replacing a bound one needs its current code here, before a new secret is shown.
     */
    async startTotp(memberId: number, body: TotpSetupRequest, ip: string): Promise<TotpSetup> {
      const row = await load(memberId);
      await credentials.proveAuthenticator(row, body.currentCode, ip, 'currentCode');
      const secret = newTotpSecret();
      const expiresAt = new Date(clock().getTime() + TOTP_SETUP_MS);
      await members.updateOwn(memberId, { totpPendingSecret: secret, totpPendingExpiresAt: expiresAt });
      return { secret, otpauthUrl: totpUri('Fortuna', row.username, secret), expiresAt: expiresAt.toISOString() };
    },

    /** Binds the pending secret with its first code and the login password (a bound one was proven at setup). */
    async confirmTotp(memberId: number, body: TotpCodeRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      const now = clock();
      const pending = row.totpPendingSecret;
      await attempts.attempt(memberId, 'totp', ip, async () => {
        if (
          pending &&
          row.totpPendingExpiresAt &&
          row.totpPendingExpiresAt > now &&
          verifyTotp(pending, body.code, now.getTime())
        )
          return;
        await audit('totp.bind.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      });
      await credentials.provePassword(row, body.loginPassword, ip);
      await members.updateOwn(memberId, { totpSecret: pending, totpPendingSecret: null, totpPendingExpiresAt: null });
      await audit('totp.bind', memberId, ip);
      await credentials.changed(row, 'authenticator', row.totpSecret === null, ip);
    },

    /** Unbinds the authenticator: its current code and the login password. */
    async removeTotp(memberId: number, body: TotpCodeRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      if (!row.totpSecret) {
        await audit('totp.remove.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      }
      await credentials.prove(row, { loginPassword: body.loginPassword, totpCode: body.code }, ip);
      await members.updateOwn(memberId, { totpSecret: null });
      await audit('totp.remove', memberId, ip);
      await credentials.changed(row, 'authenticator', false, ip);
    },
  };
}
