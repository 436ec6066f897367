import { validateField, type AccountProfile, type ProfileField, type UpdateProfileRequest } from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CredentialGuard } from '../member/credential-guard.js';
import type { MemberRow } from '../member/member-repository.js';
import { isRealNameSet, type MemberDirectory } from '../member/member-directory.js';
import type { SystemService } from '../../system/system-service.js';
import type { EmailCodeService } from '../verification/email-code-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { createAccountContact } from './account-contact-service.js';
import { createAccountCredentials } from './account-credentials-service.js';
import { maskEmail, maskMobile } from './account-fns.js';

export type AccountDeps = DbServiceBasics & {
  system: SystemService;
  members: MemberDirectory;
  verification: VerificationService;
  emailCodes: EmailCodeService;
  attempts: AttemptLimits;
  credentials: CredentialGuard;
};
/** What the parts of My account (credentials, contact) are built with: its deps and the member's row. */
export type AccountPartDeps = AccountDeps & { load: (memberId: number) => Promise<MemberRow> };

/** My account (securityCenter): profile, withdraw password, authenticator, mobile and e-mail binding. */
export function createAccountService(deps: AccountDeps) {
  const { db, clock, audit, system, members } = deps;
  async function load(memberId: number) {
    const row = await members.ownRow(memberId);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
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

    ...createAccountCredentials({ ...deps, load }),
    ...createAccountContact({ ...deps, load }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
