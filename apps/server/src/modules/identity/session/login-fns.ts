import type { NewIpMethod } from '@fortuna/contracts';
import { sameAsAny, sameText } from '../../../platform/constant-time.js';

export type VerifiableMember = {
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
  totpSecret: string | null;
};

/**
 * Spec §6: the extra checks a login from a new network may use, those the member can answer.
 * Possession first (issue 17 finding 9): the authenticator and a code to the bound mobile or
 * e-mail prove the member holds something; typed values (the bank account name) only prove
 * knowledge and are offered only to a member with none of them.
 */
export function newIpMethods(m: VerifiableMember): NewIpMethod[] {
  const possession: NewIpMethod[] = [];
  if (m.totpSecret) possession.push('totp');
  if (m.mobileNum) possession.push('smsCode');
  if (m.email) possession.push('emailCode');
  if (possession.length > 0) return possession;
  // (A bound e-mail always gets a code now, so spec §6's typed e-mail is never offered.)
  return m.payeeName ? ['bankAccountName'] : [];
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The answers that need no other service: the bound mobile, e-mail or bank account name.
 * Compared in constant time (hashed, then timingSafeEqual), so a guesser learns nothing from
 * how long a wrong answer takes.
 */
export function matchesBoundValue(
  m: VerifiableMember,
  method: 'mobile' | 'email' | 'bankAccountName',
  value: string,
): boolean {
  if (method === 'email') return sameText(squash(m.email ?? ''), squash(value)) && !!m.email;
  if (method === 'bankAccountName') return sameText(squash(m.payeeName ?? ''), squash(value)) && !!m.payeeName;
  const digits = value.replace(/[^0-9]/g, '');
  if (!m.mobileNum || !m.countryDialingCode) return false;
  return sameAsAny(digits, [m.mobileNum, `${m.countryDialingCode}${m.mobileNum}`, `0${m.mobileNum}`]);
}
