import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '@fortuna/contracts';

/**
 * The proof-of-work of a captcha, with ALTCHA's library (v2, deterministic mode): the server
 * draws a counter, derives the key for it and sends only the key's prefix; the client tries
 * counters from 0 until its key has that prefix. PBKDF2 runs natively in browsers and in Node
 * alike, so a bot pays about what a visitor's browser pays. Each captcha signs its challenge
 * with a secret of its own (kept in its row), so a solution is bound to that captcha: it is
 * single-use and expires with it.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

export type PowDifficulty = { cost: number; maxCounter: number };

const keySecret = (secret: string) => `${secret}:key`;

export async function createPow(
  captchaId: string,
  difficulty: PowDifficulty,
): Promise<{ challenge: PowChallenge; secret: string }> {
  const secret = randomBytes(32).toString('hex');
  const min = Math.max(1, Math.floor(difficulty.maxCounter / 3));
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(min, difficulty.maxCounter + 1),
    deriveKey,
    data: { captchaId },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
  return { challenge: challenge as PowChallenge, secret };
}

type Payload = { challenge: Challenge; solution: Solution };

/** The ALTCHA payload (base64 of JSON `{ challenge, solution }`) read, or null when it is not one. */
export function decodePowPayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    const params = value?.challenge?.parameters;
    const solution = value?.solution;
    if (!params || typeof params !== 'object' || !solution || typeof solution !== 'object') return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** The payload a client sends for a solved challenge. */
export const encodePowPayload = (challenge: PowChallenge | Challenge, solution: Solution): string =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/**
 * True when `payload` solves the challenge this captcha issued: signed with the captcha's
 * secret, naming the captcha, of our algorithm, and with the derived key the server signed.
 */
export async function verifyPow(payload: string, captchaId: string, secret: string): Promise<boolean> {
  const decoded = decodePowPayload(payload);
  if (!decoded) return false;
  const { parameters } = decoded.challenge;
  if (parameters.algorithm !== POW_ALGORITHM || parameters.data?.captchaId !== captchaId) return false;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret(secret),
    });
    return result.verified;
  } catch {
    return false;
  }
}
