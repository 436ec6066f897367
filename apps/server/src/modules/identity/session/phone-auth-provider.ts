import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PhoneAuthCode } from '@fortuna/contracts';

/** What the phone-auth service says about an ID token: the phone it verified (E.164), or one of its spec §8 codes. */
export type PhoneAuthVerdict = { ok: true; phoneNumber: string } | { ok: false; code: PhoneAuthCode };

/**
 * The phone-auth (social login) service behind the PHONEAUTH flag (spec §4 Login: "the code is
 * verified through that service"). The service proves the phone with the player (its own SMS
 * and captcha) and gives the client an ID token; the adapter checks that token and names the
 * phone. A real service's adapter (e.g. one checking Firebase ID tokens) implements this.
 */
export type PhoneAuthProvider = { verify(idToken: string): Promise<PhoneAuthVerdict> };

/** The local stand-in also issues tokens, for the dev endpoint (never in production). */
export type LocalPhoneAuth = PhoneAuthProvider & {
  issue(phoneNumber: string): { idToken: string; expiresAt: Date };
};

const TOKEN_TTL_MS = 5 * 60_000;
const E164 = /^\+[1-9][0-9]{6,15}$/;

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * Local phone-auth: tokens are `base64url(JSON {phoneNumber, exp}).base64url(HMAC-SHA256)` under
 * a secret drawn at start, so only this process can issue them and they live 5 minutes. It
 * verifies no phone itself: whoever may call `issue` may log in as any number, which is why
 * only the dev API (outside production, flag on) calls it.
 */
export function createLocalPhoneAuth({
  clock,
  secret = randomBytes(32),
}: {
  clock: () => Date;
  secret?: Buffer;
}): LocalPhoneAuth {
  return {
    issue(phoneNumber) {
      const expiresAt = new Date(clock().getTime() + TOKEN_TTL_MS);
      const payload = Buffer.from(JSON.stringify({ phoneNumber, exp: expiresAt.getTime() })).toString('base64url');
      return { idToken: `${payload}.${sign(secret, payload).toString('base64url')}`, expiresAt };
    },

    verify(idToken) {
      const verdict = (): PhoneAuthVerdict => {
        const [payload, signature, extra] = idToken.trim().split('.');
        if (!payload || !signature || extra !== undefined) return { ok: false, code: 'invalid-verification-code' };
        const given = Buffer.from(signature, 'base64url');
        const expected = sign(secret, payload);
        // Both are 32-byte digests when well formed; a different length is a forgery, told apart without timing.
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          return { ok: false, code: 'invalid-verification-code' };
        let claims: { phoneNumber?: unknown; exp?: unknown };
        try {
          claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
        } catch {
          return { ok: false, code: 'invalid-verification-code' };
        }
        if (typeof claims.exp !== 'number' || claims.exp <= clock().getTime())
          return { ok: false, code: 'code-expired' };
        if (typeof claims.phoneNumber !== 'string') return { ok: false, code: 'missing-phone-number' };
        if (!E164.test(claims.phoneNumber)) return { ok: false, code: 'invalid-phone-number' };
        return { ok: true, phoneNumber: claims.phoneNumber };
      };
      return Promise.resolve(verdict());
    },
  };
}
