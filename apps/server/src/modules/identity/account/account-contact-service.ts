import { validateField, type BindEmailRequest, type SmsSent } from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberDirectory } from '../member/member-directory.js';
import type { SystemService } from '../../system/system-service.js';
import type { EmailCodeService } from '../verification/email-code-service.js';
import type { Phone, VerificationService } from '../verification/verification-service.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import { maskEmail, maskMobile } from './account-fns.js';

export type AccountContactDeps = {
  audit: Audit;
  attempts: AttemptLimits;
  system: SystemService;
  members: MemberDirectory;
  verification: VerificationService;
  emailCodes: EmailCodeService;
  load: (memberId: number) => Promise<MemberRow>;
};

/** Binding a mobile number or an e-mail address in My account, each proven by a code sent to it. */
export function createAccountContact(deps: AccountContactDeps) {
  const { audit, attempts, system, members, verification, emailCodes, load } = deps;
  /** An address to bind must also pass the brand's e-mail rule (its register setting), shown there or not. */
  async function checkEmailRule(email: string): Promise<void> {
    const setting = (await system.registerSettings()).find((s) => s.field === 'email');
    const verdict = setting ? validateField(email, { ...setting, shown: true, required: true }) : { ok: true as const };
    if (!verdict.ok) throw validationError([{ path: 'body.email', message: verdict.messageKey }]);
  }

  return {
    async bindMobile(memberId: number, phoneInput: Phone & { verificationCode: string }, ip: string): Promise<void> {
      const phone = await verification.normalisePhone(phoneInput.countryDialingCode, phoneInput.mobileNum);
      if (await members.isMobileRegistered(system.merchantCode, phone)) throw new AppError('MOBILE_TAKEN');
      await attempts.attempt(memberId, 'smsCode', ip, () =>
        verification.verifyCode('register', phone, phoneInput.verificationCode),
      );
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
        await attempts.attempt(memberId, 'emailCode', ip, () =>
          emailCodes.verify(memberId, body.email, body.verificationCode),
        );
      } catch (error) {
        await audit('email.bind.failure', memberId, ip, { email: maskEmail(body.email) });
        throw error;
      }
      await members.updateOwn(memberId, { email: body.email });
      await audit('email.bind', memberId, ip, { email: maskEmail(body.email) });
    },
  };
}
