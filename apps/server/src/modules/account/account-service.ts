import { randomBytes } from 'node:crypto';
import {
  patternRegex,
  validateField,
  type AccountProfile,
  type BindEmailRequest,
  type PaymentPasswordRequest,
  type ProfileField,
  type SmsSent,
  type TotpSetup,
  type UpdateProfileRequest,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError, validationError } from '../../platform/errors.js';
import { isRealNameSet, type MemberDirectory } from '../member/member-directory.js';
import { hashPassword, verifyPassword } from '../member/password-fns.js';
import { base32Encode, verifyTotp } from '../session/login-fns.js';
import type { SystemService } from '../system/system-service.js';
import type { EmailCodeService } from '../verification/email-code-service.js';
import type { Phone, VerificationService } from '../verification/verification-service.js';
import { maskEmail, maskMobile, otpauthUrl } from './account-fns.js';

const TOTP_SETUP_MS = 10 * 60_000;

export type AccountDeps = {
  db: Db;
  clock: () => Date;
  audit: Audit;
  system: SystemService;
  members: MemberDirectory;
  verification: VerificationService;
  emailCodes: EmailCodeService;
};

/** My account (securityCenter): profile, withdraw password, authenticator, mobile and e-mail binding. */
export function createAccountService({ db, clock, audit, system, members, verification, emailCodes }: AccountDeps) {
  async function load(memberId: number) {
    const row = await members.ownRow(memberId);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  /** An address to bind must also pass the brand's e-mail rule (its register setting), shown there or not. */
  async function checkEmailRule(email: string): Promise<void> {
    const setting = (await system.registerSettings()).find((s) => s.field === 'email');
    const verdict = setting ? validateField(email, { ...setting, shown: true, required: true }) : { ok: true as const };
    if (!verdict.ok) throw validationError([{ path: 'body.email', message: verdict.messageKey }]);
  }

  return {
    async profile(memberId: number): Promise<AccountProfile> {
      const row = await load(memberId);
      const fields: Record<string, string> = { ...row.profile };
      if (row.nickname) fields.nickname = row.nickname;
      if (row.payeeName) fields.payeeName = row.payeeName;
      return {
        id: row.id,
        username: row.username,
        customerId: String(row.id),
        fields,
        maskedEmail: maskEmail(row.email),
        maskedMobile: maskMobile(row.mobileNum),
        countryDialingCode: row.countryDialingCode,
        hasPaymentPassword: row.paymentPasswordHash !== null,
        hasTotp: row.totpSecret !== null,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Changes the given fields, each judged by the brand's register setting for it; hidden fields are refused. */
    async updateProfile(memberId: number, body: UpdateProfileRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      const settings = await system.registerSettings();
      const errors: { path: string; message: string }[] = [];
      const changes = Object.entries(body).filter((e): e is [ProfileField, string] => e[1] !== undefined);
      for (const [field, value] of changes) {
        const setting = settings.find((s) => s.field === field);
        if (!setting?.shown) {
          errors.push({ path: `body.${field}`, message: 'validation:required' });
          continue;
        }
        if (field === 'payeeName' && isRealNameSet(row.payeeName)) {
          // The real name must match payout accounts: once set, only customer service changes it.
          errors.push({ path: 'body.payeeName', message: 'validation:realNameFormat' });
          continue;
        }
        const verdict = validateField(value, { ...setting, required: true }, clock());
        if (!verdict.ok) errors.push({ path: `body.${field}`, message: verdict.messageKey });
      }
      if (errors.length) throw validationError(errors);
      const profile = { ...row.profile };
      let nickname: string | undefined;
      let realName: string | undefined;
      for (const [field, value] of changes) {
        if (field === 'nickname') nickname = value;
        else if (field === 'payeeName') realName = value;
        else profile[field] = value;
      }
      await db.transaction(async (tx) => {
        // Set once: a concurrent first payout account may have set it since the check above.
        if (realName !== undefined && !(await members.setRealNameOnce(memberId, realName, tx)))
          throw validationError([{ path: 'body.payeeName', message: 'validation:realNameFormat' }]);
        await members.updateOwn(memberId, { profile, ...(nickname !== undefined ? { nickname } : {}) }, tx);
      });
      await audit('profile.update', memberId, ip, { fields: changes.map(([f]) => f) });
    },

    async setPaymentPassword(memberId: number, body: PaymentPasswordRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      const setting = (await system.registerSettings()).find((s) => s.field === 'paymentPassword');
      const rule = setting ? patternRegex(setting.patternId, setting.min, setting.max) : /^\d{6}$/;
      if (!rule.test(body.newPaymentPassword)) {
        throw validationError([
          { path: 'body.newPaymentPassword', message: `validation:${setting?.patternId ?? 'DIGITS'}` },
        ]);
      }
      if (row.paymentPasswordHash) {
        if (!body.oldPaymentPassword || !(await verifyPassword(row.paymentPasswordHash, body.oldPaymentPassword))) {
          await audit('paymentPassword.failure', memberId, ip);
          throw new AppError('PAYMENT_PASSWORD_INCORRECT');
        }
      } else if (!body.loginPassword || !(await verifyPassword(row.passwordHash, body.loginPassword))) {
        await audit('paymentPassword.failure', memberId, ip);
        throw new AppError('OLD_PASSWORD_INCORRECT');
      }
      await members.updateOwn(memberId, { paymentPasswordHash: await hashPassword(body.newPaymentPassword) });
      await audit(row.paymentPasswordHash ? 'paymentPassword.change' : 'paymentPassword.set', memberId, ip);
    },

    /** Starts binding an authenticator: a new 160-bit secret, bound only after its first code is confirmed. */
    async startTotp(memberId: number): Promise<TotpSetup> {
      const row = await load(memberId);
      const secret = base32Encode(randomBytes(20));
      const expiresAt = new Date(clock().getTime() + TOTP_SETUP_MS);
      await members.updateOwn(memberId, { totpPendingSecret: secret, totpPendingExpiresAt: expiresAt });
      return { secret, otpauthUrl: otpauthUrl('Fortuna', row.username, secret), expiresAt: expiresAt.toISOString() };
    },

    async confirmTotp(memberId: number, code: string, ip: string): Promise<void> {
      const row = await load(memberId);
      const now = clock();
      const pending = row.totpPendingSecret;
      if (
        !pending ||
        !row.totpPendingExpiresAt ||
        row.totpPendingExpiresAt <= now ||
        !verifyTotp(pending, code, now.getTime())
      ) {
        await audit('totp.bind.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      }
      await members.updateOwn(memberId, { totpSecret: pending, totpPendingSecret: null, totpPendingExpiresAt: null });
      await audit('totp.bind', memberId, ip);
    },

    async removeTotp(memberId: number, code: string, ip: string): Promise<void> {
      const row = await load(memberId);
      if (!row.totpSecret || !verifyTotp(row.totpSecret, code, clock().getTime())) {
        await audit('totp.remove.failure', memberId, ip);
        throw new AppError('VERIFICATION_FAILED');
      }
      await members.updateOwn(memberId, { totpSecret: null });
      await audit('totp.remove', memberId, ip);
    },

    /** Binds or changes the mobile number after its code (sent through sms/register) is verified. */
    async bindMobile(memberId: number, phoneInput: Phone & { verificationCode: string }, ip: string): Promise<void> {
      const phone = await verification.normalisePhone(phoneInput.countryDialingCode, phoneInput.mobileNum);
      if (await members.isMobileRegistered(system.merchantCode, phone)) throw new AppError('MOBILE_TAKEN');
      await verification.verifyCode('register', phone, phoneInput.verificationCode);
      await members.updateOwn(memberId, { countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum });
      await audit('mobile.bind', memberId, ip, { mobile: maskMobile(phone.mobileNum) });
    },

    /** Mails a code to the address the member wants to bind (POST /wps/verification/email/bind). */
    async sendEmailCode(memberId: number, email: string, ip: string): Promise<SmsSent> {
      await checkEmailRule(email);
      await load(memberId);
      return emailCodes.send(memberId, email, ip);
    },

    /** Binds or changes the e-mail after the code mailed to it is verified. */
    async bindEmail(memberId: number, body: BindEmailRequest, ip: string): Promise<void> {
      await checkEmailRule(body.email);
      try {
        await emailCodes.verify(memberId, body.email, body.verificationCode);
      } catch (error) {
        await audit('email.bind.failure', memberId, ip, { email: maskEmail(body.email) });
        throw error;
      }
      await members.updateOwn(memberId, { email: body.email });
      await audit('email.bind', memberId, ip, { email: maskEmail(body.email) });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
