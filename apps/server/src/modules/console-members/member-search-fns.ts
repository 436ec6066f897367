import type { FieldError, MemberSearchKind } from '@fortuna/contracts';
import type { MemberCriterion } from '../identity/member/member-console.js';

export type ResolvedKind = Exclude<MemberSearchKind, 'auto'>;

const IPV4_PART = /^\d{1,3}(\.\d{1,3}){1,3}\.?$/;
const IPV4_FULL = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6ISH = /^[0-9a-f]*:[0-9a-f:.]*$/i;
const PHONEISH = /^\+?[\d\s()-]+$/;

/** What `auto` matches a text as: `#123` a customer ID, an @ an e-mail, dotted digits or a colon an IP, 5+ digits a mobile, a space a real name, else a username. */
export function detectKind(q: string): ResolvedKind {
  if (/^#\s*\d+$/.test(q)) return 'id';
  if (q.includes('@')) return 'email';
  if (IPV4_PART.test(q) || IPV6ISH.test(q)) return 'ip';
  if (PHONEISH.test(q) && q.replace(/\D/g, '').length >= 5) return 'mobile';
  if (/\s/.test(q)) return 'realName';
  return 'username';
}

/**
 * The mobile numbers a typed number may start: its digits without leading zeros, and without the
 * brand's dialing code when typed with it (stored numbers carry no dialing code).
 */
export function mobilePrefixes(q: string, dialingCode: string): string[] {
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  const prefixes = [digits];
  if (dialingCode && digits.startsWith(dialingCode) && digits.length > dialingCode.length + 3)
    prefixes.push(digits.slice(dialingCode.length));
  return prefixes;
}

const invalid = (message: string): FieldError[] => [{ path: 'query.q', message }];

/**
 * The criterion of a search (null: every member), or the field errors of a text that cannot be
 * searched as its kind (too short to use an index well, or not of that kind's shape).
 */
export function criterionOf(
  q: string | undefined,
  kind: MemberSearchKind,
  dialingCode: string,
): { kind: ResolvedKind; criterion: MemberCriterion | null } | { errors: FieldError[] } {
  const text = (q ?? '').trim();
  const resolved = kind === 'auto' ? (text ? detectKind(text) : 'username') : kind;
  if (!text) return { kind: resolved, criterion: null };
  switch (resolved) {
    case 'username':
    case 'email':
      return { kind: resolved, criterion: { kind: resolved, prefix: text } };
    case 'mobile': {
      if (!PHONEISH.test(text) || text.replace(/\D/g, '').replace(/^0+/, '').length < 3)
        return { errors: invalid('validation:phoneNumberFormat') };
      return { kind: resolved, criterion: { kind: 'mobile', prefixes: mobilePrefixes(text, dialingCode) } };
    }
    case 'realName':
      // A trigram index needs a few characters to narrow anything.
      if ([...text].length < 2) return { errors: invalid('validation:required') };
      return { kind: resolved, criterion: { kind: 'realName', part: text.replace(/\s+/g, ' ') } };
    case 'ip':
      if (!/^[0-9a-f:.]+$/i.test(text)) return { errors: invalid('validation:required') };
      return { kind: resolved, criterion: { kind: 'ip', value: text.toLowerCase(), exact: IPV4_FULL.test(text) } };
    case 'invitationCode':
      return { kind: resolved, criterion: { kind: 'invitationCode', code: text } };
    case 'id': {
      const id = Number(text.replace(/^#\s*/, ''));
      if (!/^#?\s*\d{1,15}$/.test(text) || !Number.isSafeInteger(id) || id < 1)
        return { errors: invalid('validation:required') };
      return { kind: resolved, criterion: { kind: 'id', id } };
    }
  }
}

/** A payout account number as the console shows it: the last four characters, the rest masked. */
export function maskAccountNo(accountNo: string): string {
  const visible = accountNo.slice(-4);
  return `${'*'.repeat(Math.max(accountNo.length - visible.length, 0))}${visible}`;
}
