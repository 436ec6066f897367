import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encryptPayload, type EncPublicKey } from '../../../packages/contracts/src/enc';
import type { PowChallenge } from '../../../packages/contracts/src/captcha';

/** The demo operator's authenticator secret (DEMO_OPERATOR_TOTP_SECRET of the server's identity seed). */
const DEMO_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The operator's side of the e2e journeys, through the admin HTTP API (the operator console is a
 * later issue): logs in as the seeded operator (admin/Admin1234) the way any client does — the
 * slider answer read from the dev API as an eye reads the picture, with a drag trail and the
 * captcha's proof-of-work solved, the body sealed with `enc` —
 * then calls admin endpoints with the token.
 */
type Envelope<T> = { success: boolean; code: string; message: string; value: T };

async function json<T>(response: { json: () => Promise<unknown> }): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** A hand-like drag from the start of the track to `x`. */
const handTrail = (x: number) => [0, 0.3, 0.6, 0.9, 1].map((k, i) => ({ x: Math.round(x * k), y: i % 2, t: i * 110 }));

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const slider = await json<{ captchaId: string; pow: PowChallenge }>(await request.get('/wps/captcha/slider'));
  const captchaId = slider.value.captchaId;
  // The captcha's proof-of-work, solved as the web client solves it.
  const solution = await solveChallenge({ challenge: slider.value.pow, deriveKey });
  const pow = Buffer.from(JSON.stringify({ challenge: slider.value.pow, solution })).toString('base64');
  const answer = await json<{ answer: number }>(await request.get(`/dev/api/captcha/${captchaId}`));
  const key = await json<EncPublicKey>(await request.get('/wps/system/publicKey'));
  const body = await encryptPayload(key.value, {
    type: 'username',
    username: 'admin',
    password: 'Admin1234',
    entry: 'operator',
    slider: { captchaId, x: Number(answer.value.answer), trail: handTrail(Number(answer.value.answer)), pow },
    // Operators verify a new network with their authenticator (issue 17 finding 9).
    verification: {
      method: 'totp',
      value: generateSync({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) }),
    },
  });
  const login = await json<{ token: string }>(await request.post('/wps/session/login', { data: body }));
  if (!login.success) throw new Error(`operator login failed: ${login.code} ${login.message}`);
  return login.value.token;
}

/** Calls an admin endpoint as the operator; throws with the envelope's code when refused. */
export async function operatorCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = await json<T>(response);
  if (!body.success) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.value;
}
