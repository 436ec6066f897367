import { createHash } from 'node:crypto';
import type { SliderAnswer } from '@fortuna/contracts';
import { sameText } from '../../../platform/constant-time.js';

/** How far the dropped piece may be from the hole, in pixels, either way. */
export const SLIDER_TOLERANCE_PX = 4;

/** Image answers are compared case-insensitively, hashed with the challenge id as salt. */
export const imageAnswerHash = (captchaId: string, text: string): string =>
  createHash('sha256').update(`${captchaId}:${text.trim().toUpperCase()}`).digest('hex');

/** Whether `text` answers the challenge whose stored hash is `expectedHash`, compared in constant time. */
export const imageAnswerMatches = (captchaId: string, text: string, expectedHash: string): boolean =>
  sameText(imageAnswerHash(captchaId, text), expectedHash);

export const sliderMatches = (expectedX: number, x: number): boolean => Math.abs(expectedX - x) <= SLIDER_TOLERANCE_PX;

/** The longest drag we believe (a page left open with the piece held is not a drag). */
const TRAIL_MAX_MS = 5 * 60_000;

/**
 * The drag trail must be there and look like a hand: at least 3 samples, starting at rest (x
 * near 0, t near 0), time never going back, lasting from 100 ms to 5 minutes, passing through
 * at least 3 different places and ending where the piece was dropped.
 */
export function isHumanLikeTrail(trail: SliderAnswer['trail'] | undefined, x: number): boolean {
  if (!trail || trail.length < 3) return false;
  for (let i = 1; i < trail.length; i++) if ((trail[i]?.t ?? 0) < (trail[i - 1]?.t ?? 0)) return false;
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last || first.x > 10 || first.t > 1_000) return false;
  const duration = last.t - first.t;
  if (duration < 100 || duration > TRAIL_MAX_MS) return false;
  if (new Set(trail.map((p) => Math.round(p.x))).size < 3) return false;
  return Math.abs(last.x - x) <= 10;
}
