import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signature both sides of a payment integration put on each request: header
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Signing the raw
 * body with a timestamp stops tampering and bounds replays to the tolerance window.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export function signBody(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, nowMs: number): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
