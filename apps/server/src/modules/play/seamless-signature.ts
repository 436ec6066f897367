import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_CLOCK_SKEW_MS, SEAMLESS_HEADERS, seamlessStringToSign } from '@fortuna/contracts';

/**
 * HMAC-SHA256 signing of seamless-wallet calls, used by the platform to check a provider's call
 * and by a provider (the house provider) to make one. The signature covers method, path,
 * timestamp, nonce and the body's SHA-256, so no part of a captured call can be changed, and the
 * timestamp plus remembered nonces stop it being sent again.
 */
export const sha256Hex = (body: string | Buffer) => createHash('sha256').update(body).digest('hex');

export function signSeamless(
  secret: string,
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return createHmac('sha256', secret)
    .update(seamlessStringToSign(method, path, timestamp, nonce, sha256Hex(body)))
    .digest('hex');
}

/** Headers of a signed call (a fresh 128-bit nonce each time). */
export function seamlessHeaders(
  provider: string,
  secret: string,
  method: string,
  path: string,
  body: string,
  now = Date.now(),
) {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString('hex');
  return {
    [SEAMLESS_HEADERS.provider]: provider,
    [SEAMLESS_HEADERS.timestamp]: timestamp,
    [SEAMLESS_HEADERS.nonce]: nonce,
    [SEAMLESS_HEADERS.signature]: signSeamless(secret, method, path, timestamp, nonce, body),
  };
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing-headers' | 'stale-timestamp' | 'bad-signature' | 'bad-nonce' };

/** Checks a call's timestamp window and signature in constant time (the nonce is checked by the caller's store). */
export function verifySeamless(
  secret: string,
  call: { method: string; path: string; body: string; timestamp?: string; nonce?: string; signature?: string },
  now: number,
): SignatureCheck {
  const { timestamp, nonce, signature } = call;
  if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing-headers' };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return { ok: false, reason: 'bad-nonce' };
  const ts = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!Number.isFinite(ts) || Math.abs(now - ts) > SEAMLESS_CLOCK_SKEW_MS)
    return { ok: false, reason: 'stale-timestamp' };
  const expected = Buffer.from(signSeamless(secret, call.method, call.path, timestamp, nonce, call.body), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}
