import {
  validateField,
  type BindEmailRequest,
  type BindMobileRequest,
  type CurrentContactCodeRequest,
  type SmsSent,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MemberRow } from '../member/member-repository.js';
import type { SystemService } from '../../system/system-service.js';
import { maskEmail, maskMobile } from './account-fns.js';
import type { AccountPartDeps } from './account-service.js';

/** An address to bind must also pass the brand's e-mail rule (its register setting), shown there or not. */
async function checkEmailRule(system: SystemService, email: string): Promise<void> {
  const setting = (await system.registerSettings()).find((s) => s.field === 'email');
  const verdict = setting ? validateField(email, { ...setting, shown: true, required: true }) : { ok: true as const };
  if (!verdict.ok) throw validationError([{ path: 'body.email', message: verdict.messageKey }]);
}

/** The code sent to the channel bound now (POST /wps/member/contact/currentCode), when one is bound. */
async function proveCurrentChannel(
  { audit, attempts, verification, emailCodes }: AccountPartDeps,
  row: MemberRow,
  channel: 'mobile' | 'email',
  code: string | undefined,
  ip: string,
) {
  const bound = channel === 'mobile' ? row.mobileNum : row.email;
  if (!bound) return;
  if (!code) throw validationError([{ path: 'body.currentCode', message: 'validation:required' }]);
  const check = () =>
    channel === 'mobile'
      ? verification.verifyCode('current', { countryDialingCode: row.countryDialingCode ?? '', mobileNum: bound }, code)
      : emailCodes.verify(row.id, bound, code, 'current');
  await attempts.attempt(row.id, channel === 'mobile' ? 'smsCode' : 'emailCode', ip, () =>
    check().catch(async (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      await audit(`${channel}.current.failure`, row.id, ip);
      throw new AppError('CURRENT_CONTACT_CODE_INVALID');
    }),
  );
}

/**
 * Binding a mobile number or an e-mail address in My account, each proven by a code sent to it,
 * plus fresh proof (login password, a bound authenticator's code) and, when one is bound already,
 * a code sent to the one bound now: a stolen session cannot move the account's recovery channel.
 */
export function createAccountContact(deps: AccountPartDeps) {
  const { audit, attempts, system, members, verification, emailCodes, credentials, load } = deps;

  return {
    /** Sends a code to the mobile or e-mail bound now, to prove it before changing it. */
    async sendCurrentCode(memberId: number, body: CurrentContactCodeRequest, ip: string): Promise<SmsSent> {
      const row = await load(memberId);
      if (body.channel === 'mobile') {
        if (!row.mobileNum || !row.countryDialingCode) throw new AppError('NOT_FOUND');
        return verification.sendCode(
          'current',
          { countryDialingCode: row.countryDialingCode, mobileNum: row.mobileNum },
          ip,
        );
      }
      if (!row.email) throw new AppError('NOT_FOUND');
      return emailCodes.send(memberId, row.email, ip, 'current');
    },

    async bindMobile(memberId: number, body: BindMobileRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNum);
      if (await members.isMobileRegistered(system.merchantCode, phone)) throw new AppError('MOBILE_TAKEN');
      await credentials.prove(row, body, ip);
      // The new number's code is checked first and used up last, so a wrong one wastes no other code.
      await attempts.attempt(memberId, 'smsCode', ip, () =>
        verification.verifyCode('register', phone, body.verificationCode, true),
      );
      await proveCurrentChannel(deps, row, 'mobile', body.currentCode, ip);
      await verification.verifyCode('register', phone, body.verificationCode);
      await members.updateOwn(memberId, { countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum });
      await audit('mobile.bind', memberId, ip, { mobile: maskMobile(phone.mobileNum) });
      await credentials.changed(row, 'mobile', row.mobileNum === null, ip);
    },

    /** Mails a code to the address the member wants to bind (POST /wps/verification/email/bind). */
    async sendEmailCode(memberId: number, email: string, ip: string): Promise<SmsSent> {
      await checkEmailRule(system, email);
      await load(memberId);
      return emailCodes.send(memberId, email, ip);
    },

    /** Binds or changes the e-mail after the code mailed to it is verified. */
    async bindEmail(memberId: number, body: BindEmailRequest, ip: string): Promise<void> {
      const row = await load(memberId);
      await checkEmailRule(system, body.email);
      await credentials.prove(row, body, ip);
      // The new address's code is checked first and used up last, so a wrong one wastes no other code.
      const useNewCode = (keep: boolean) =>
        attempts
          .attempt(memberId, 'emailCode', ip, () =>
            emailCodes.verify(memberId, body.email, body.verificationCode, 'bind', keep),
          )
          .catch(async (error: unknown) => {
            await audit('email.bind.failure', memberId, ip, { email: maskEmail(body.email) });
            throw error;
          });
      await useNewCode(true);
      await proveCurrentChannel(deps, row, 'email', body.currentCode, ip);
      await useNewCode(false);
      await members.updateOwn(memberId, { email: body.email });
      await audit('email.bind', memberId, ip, { email: maskEmail(body.email) });
      await credentials.changed(row, 'email', row.email === null, ip);
    },
  };
}
