import { useEffect, useState } from 'react';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge } from '@fortuna/contracts';
import { ApiError } from './api-client';

/**
 * The proof-of-work that comes with every captcha (ALTCHA, PBKDF2/SHA-256 in the browser's own
 * Web Crypto). Solving starts as soon as a captcha arrives, while the visitor reads or drags;
 * the form awaits the same promise when it is sent. Each solution is the ALTCHA payload.
 */
const solutions = new Map<string, Promise<string>>();
const KEEP = 16;

export function solvePow(challenge: PowChallenge): Promise<string> {
  const key = challenge.signature;
  const known = solutions.get(key);
  if (known) return known;
  const solving = solveChallenge({ challenge, deriveKey }).then((solution) => {
    if (!solution) throw new ApiError('POW_REQUIRED', 'The security check did not finish', 400);
    return btoa(JSON.stringify({ challenge, solution }));
  });
  solving.catch(() => solutions.delete(key));
  if (solutions.size >= KEEP) solutions.delete(solutions.keys().next().value as string);
  solutions.set(key, solving);
  return solving;
}

/** How long solving may take before the form says it is checking (most finish well before). */
const SHOW_AFTER_MS = 400;

/** Starts solving `challenge` and tells whether it has been running noticeably long without an answer. */
export function usePowProgress(challenge: PowChallenge | null | undefined): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!challenge) return;
    let done = false;
    const timer = setTimeout(() => {
      if (!done) setSlow(true);
    }, SHOW_AFTER_MS);
    solvePow(challenge)
      .catch(() => undefined)
      .finally(() => {
        done = true;
        clearTimeout(timer);
        setSlow(false);
      });
    return () => clearTimeout(timer);
  }, [challenge]);
  return slow;
}
