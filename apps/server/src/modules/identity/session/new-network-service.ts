import { AppError } from '../../../platform/errors.js';
import type { MemberRow } from '../member/member-repository.js';
import type { RequestContext } from '../member/member-service.js';
import { matchesBoundValue, newIpMethods } from './login-fns.js';
import { verifyTotp } from './totp-fns.js';
import type { LoginKindDeps } from './session-service.js';
import type { UsernameLogin } from './username-login-service.js';

/** Whether the member's answer to the new-network check is right. */
async function answerPasses(
  { clock, verification, emailCodes }: LoginKindDeps,
  row: MemberRow,
  answer: NonNullable<UsernameLogin['verification']>,
): Promise<boolean> {
  if (answer.method === 'totp') return verifyTotp(row.totpSecret ?? '', answer.value, clock().getTime());
  if (answer.method === 'smsCode') {
    const phone = { countryDialingCode: row.countryDialingCode ?? '', mobileNum: row.mobileNum ?? '' };
    return verification
      .verifyCode('noLogin', phone, answer.value)
      .then(() => true)
      .catch(() => false);
  }
  if (answer.method === 'emailCode')
    return emailCodes
      .verify(row.id, row.email ?? '', answer.value, 'newNetwork')
      .then(() => true)
      .catch(() => false);
  return matchesBoundValue(row, answer.method, answer.value);
}

/**
 * A login from a network the member has not used needs proof (spec §6), possession first
 * (finding 9): the methods offered are the authenticator, an SMS code to the bound mobile and a
 * code mailed to the bound e-mail when the member has any; typed values only when not. Answers count against the
 * member's `newNetwork` attempts.
 */
export async function checkNewNetwork(
  deps: LoginKindDeps,
  row: MemberRow,
  login: UsernameLogin,
  ctx: RequestContext,
): Promise<void> {
  const { audit, attempts, members, steps } = deps;
  const methods = newIpMethods(row);
  if (await members.logins.isKnownIp(row.id, ctx.ip)) return;
  // A member with nothing to verify with (and a member's very first login) is let through; the network is remembered.
  if (methods.length === 0 || !(await members.logins.hasKnownIps(row.id))) return;
  const answer = login.verification;
  if (!answer) throw new AppError('NEW_IP_VERIFICATION', undefined, { captcha: false, methods });
  try {
    await attempts.attempt(row.id, 'newNetwork', ctx.ip, async () => {
      if (methods.includes(answer.method) && (await answerPasses(deps, row, answer))) return;
      await audit('new_ip_verification_failed', row.id, ctx.ip, { method: answer.method });
      throw new AppError('VERIFICATION_FAILED');
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'VERIFICATION_FAILED') await steps.refuse(ctx.ip, row.username, error.code, { methods });
    throw new AppError(error.code, undefined, { ...error.details, captcha: false, methods });
  }
  await audit('new_ip_verified', row.id, ctx.ip, { method: answer.method });
}
