import { randomFloat, type RandomInt } from './captcha-image-fns.js';
import { VOICE_SAMPLE_RATE } from './wav-fns.js';

/** Recordings of each captcha character, several voices each (captcha-voice.ts loads them). */
export type VoiceBank = ReadonlyMap<string, readonly Float32Array[]>;

const seconds = (s: number) => Math.round(s * VOICE_SAMPLE_RATE);

/** `clip` played `rate` times as fast (higher and shorter above 1), by linear interpolation. */
export function resample(clip: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(Math.max(1, Math.floor(clip.length / rate)));
  for (let i = 0; i < out.length; i++) {
    const at = i * rate;
    const j = Math.floor(at);
    const k = at - j;
    out[i] = (clip[j] ?? 0) * (1 - k) + (clip[j + 1] ?? clip[j] ?? 0) * k;
  }
  return out;
}

/** Adds `clip × gain` into `track` from sample `at` on (what falls past the end is dropped). */
function mixInto(track: Float32Array, clip: Float32Array, at: number, gain: number): void {
  for (let i = 0; i < clip.length && at + i < track.length; i++)
    if (at + i >= 0) track[at + i] = (track[at + i] ?? 0) + (clip[i] ?? 0) * gain;
}

function pick<T>(items: readonly T[], random: RandomInt): T {
  const item = items[random(0, items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** One character as spoken this time: a random voice, slightly faster or slower, louder or softer. */
function spokenChar(voice: VoiceBank, char: string, random: RandomInt): Float32Array {
  const takes = voice.get(char);
  if (!takes?.length) throw new Error(`no recording of '${char}'`);
  const clip = resample(pick(takes, random), randomFloat(random, 0.88, 1.12));
  const gain = randomFloat(random, 0.75, 1);
  return clip.map((s) => s * gain);
}

/**
 * Background a person hears through but that hides where the characters are: soft low-passed
 * hiss, and murmur made of other characters' recordings played backwards (speech-like, never a
 * character), scattered over the whole track and over the characters themselves.
 */
function addNoise(track: Float32Array, voice: VoiceBank, random: RandomInt): void {
  const hiss = randomFloat(random, 0.035, 0.055);
  let low = 0;
  for (let i = 0; i < track.length; i++) {
    low = low * 0.6 + randomFloat(random, -1, 1) * 0.4;
    track[i] = (track[i] ?? 0) + low * hiss;
  }
  const takes = [...voice.values()].flat();
  const murmurs = Math.max(4, Math.round(track.length / seconds(0.9)));
  for (let m = 0; m < murmurs; m++) {
    const murmur = resample(pick(takes, random), randomFloat(random, 0.8, 1.25)).reverse();
    mixInto(track, murmur, random(0, track.length), randomFloat(random, 0.1, 0.17));
  }
}

/**
 * The audio captcha for `text`: the characters read out one by one by varied voices at varied
 * speeds with pauses of varied length, the whole sequence twice (a listener catches what they
 * missed), over hiss and backwards murmur. Samples at VOICE_SAMPLE_RATE, peak 0.95.
 */
export function speakCaptcha(text: string, voice: VoiceBank, random: RandomInt): Float32Array {
  const parts: Array<{ clip: Float32Array; at: number }> = [];
  let at = seconds(randomFloat(random, 0.5, 0.8));
  for (let round = 0; round < 2; round++) {
    for (const char of text) {
      const clip = spokenChar(voice, char, random);
      parts.push({ clip, at });
      at += clip.length + seconds(randomFloat(random, 0.45, 0.8));
    }
    at += seconds(randomFloat(random, 0.9, 1.3));
  }
  const track = new Float32Array(at);
  for (const part of parts) mixInto(track, part.clip, part.at, 1);
  addNoise(track, voice, random);
  let peak = 0;
  for (const s of track) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0 ? 0.95 / peak : 1;
  return track.map((s) => s * scale);
}
