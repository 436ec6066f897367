import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether two texts are equal, in a time that tells nothing about them: both sides are hashed
 * to 32-byte SHA-256 digests first, so `timingSafeEqual` always compares equal lengths and
 * neither the position of the first difference nor either length shows in the timing.
 */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Whether `value` equals any of `candidates`; every candidate is compared, matched or not. */
export function sameAsAny(value: string, candidates: readonly string[]): boolean {
  let matched = false;
  for (const candidate of candidates) matched = sameText(value, candidate) || matched;
  return matched;
}
