import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewIpMethod } from '@fortuna/contracts';
import { sameAsAny, sameText } from '../../platform/constant-time.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps) of a raw secret at `time` (ms). */
export function totp(secret: Buffer, time: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** Accepts the code of the current 30 s step or of the one before or after (clock drift). */
export function verifyTotp(base32Secret: string, code: string, now: number): boolean {
  let secret: Buffer;
  try {
    secret = base32Decode(base32Secret);
  } catch {
    return false;
  }
  const given = Buffer.from(code.trim());
  return [-1, 0, 1].some((step) => {
    const expected = Buffer.from(totp(secret, now + step * 30_000));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export type VerifiableMember = {
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
  totpSecret: string | null;
};

/** Spec §6: the extra checks a login from a new network may use, those the member can answer. */
export function newIpMethods(m: VerifiableMember): NewIpMethod[] {
  const methods: NewIpMethod[] = [];
  if (m.mobileNum) methods.push('mobile', 'smsCode');
  if (m.email) methods.push('email');
  if (m.payeeName) methods.push('bankAccountName');
  if (m.totpSecret) methods.push('totp');
  return methods;
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
