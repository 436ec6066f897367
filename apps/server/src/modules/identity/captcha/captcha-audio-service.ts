import { randomInt } from 'node:crypto';
import type { CaptchaAudio } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { Clock } from '../../../platform/service-basics.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { speakCaptcha } from './captcha-audio-fns.js';
import type { CaptchaRepository } from './captcha-repository.js';
import { captchaVoice } from './captcha-voice.js';
import { wavDataUrl } from './wav-fns.js';

/**
 * Fetches of one challenge's recording: enough to listen again (the player replays what it
 * loaded), too few to average the noise away over many renderings.
 */
export const AUDIO_PLAYS_PER_CHALLENGE = 3;
/** Recordings per client address a minute (each is a fresh rendering: about 15 ms of CPU and a ~160 KB answer). */
const AUDIO_RULE = { limit: 6, windowMs: 60_000 };

/**
 * The image captcha's audio alternative: the same challenge's characters read out, answered in
 * the same field, checked by the same hash and proof-of-work. Live challenges only: once the
 * challenge is used or expired there is nothing to listen to (CAPTCHA_EXPIRED).
 */
export function createCaptchaAudio(clock: Clock, limiter: RateLimiter, repo: CaptchaRepository) {
  return {
    async imageAudio(captchaId: string, ip: string): Promise<CaptchaAudio> {
      const now = clock();
      const decision = await limiter.consume(`captcha:audio:${ip}`, AUDIO_RULE, now.getTime());
      if (!decision.allowed)
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
      const text = await repo.claimAudio(captchaId, now, AUDIO_PLAYS_PER_CHALLENGE);
      if (text === null) {
        // A live challenge that answered its plays already: a new captcha brings new ones.
        if (await repo.isLiveImage(captchaId, now)) throw new AppError('RATE_LIMITED');
        throw new AppError('CAPTCHA_EXPIRED');
      }
      return { audio: wavDataUrl(speakCaptcha(text, captchaVoice(), randomInt)) };
    },
  };
}
