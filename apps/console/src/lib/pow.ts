import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge } from '@fortuna/contracts';
import { ApiError } from './api';

/**
 * The proof-of-work that comes with every captcha (ALTCHA, PBKDF2/SHA-256 in the browser's Web
 * Crypto), as apps/web/src/lib/pow.ts: solving starts when the captcha arrives and the login
 * awaits the same promise when it is sent.
 */
const solutions = new Map<string, Promise<string>>();

export function solvePow(challenge: PowChallenge): Promise<string> {
  const known = solutions.get(challenge.signature);
  if (known) return known;
  const solving = solveChallenge({ challenge, deriveKey }).then((solution) => {
    if (!solution) throw new ApiError('POW_REQUIRED', 'The security check did not finish', 400);
    return btoa(JSON.stringify({ challenge, solution }));
  });
  solving.catch(() => solutions.delete(challenge.signature));
  solutions.set(challenge.signature, solving);
  return solving;
}
