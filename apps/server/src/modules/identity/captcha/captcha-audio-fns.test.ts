import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/attacks/seeded-random.js';
import { resample, speakCaptcha, type VoiceBank } from './captcha-audio-fns.js';
import { captchaVoice } from './captcha-voice.js';
import { CAPTCHA_ALPHABET } from './captcha-font.js';
import { decodeWav8, encodeWav8, VOICE_SAMPLE_RATE } from './wav-fns.js';

describe('audio captcha', () => {
  it('has every character of the alphabet recorded in several voices', () => {
    const voice = captchaVoice();
    for (const char of CAPTCHA_ALPHABET) {
      const takes = voice.get(char) ?? [];
      expect(takes.length).toBeGreaterThanOrEqual(3);
      for (const take of takes) expect(take.length / VOICE_SAMPLE_RATE).toBeGreaterThan(0.15);
    }
  });

  it('reads the text twice with pauses, within full scale, differently each time', () => {
    const voice = captchaVoice();
    const a = speakCaptcha('AC3K', voice, seededRandom(1));
    const b = speakCaptcha('AC3K', voice, seededRandom(1));
    const c = speakCaptcha('AC3K', voice, seededRandom(2));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    let peak = 0;
    for (const s of a) peak = Math.max(peak, Math.abs(s));
    expect(peak).toBeCloseTo(0.95, 2);
    // Four characters twice, each at least its shortest take, with pauses between.
    expect(a.length / VOICE_SAMPLE_RATE).toBeGreaterThan(6);
  });

  it('puts each character where it is read: a silent character leaves a quieter stretch', () => {
    // A bank where 'A' is loud and 'C' is silent: the loud stretches follow the text.
    const loud = new Float32Array(2_000).map((_, i) => Math.sin(i / 3));
    const bank: VoiceBank = new Map([
      ['A', [loud]],
      ['C', [new Float32Array(2_000)]],
    ]);
    const energyOf = (text: string) => {
      const track = speakCaptcha(text, bank, seededRandom(5));
      return track.reduce((sum, s) => sum + s * s, 0) / track.length;
    };
    expect(energyOf('AAAA')).toBeGreaterThan(energyOf('ACCC'));
  });

  it('resamples by rate and round-trips through 8-bit WAV', () => {
    const ramp = new Float32Array(100).map((_, i) => i / 100 - 0.5);
    expect(resample(ramp, 2)).toHaveLength(50);
    expect(resample(ramp, 0.5)).toHaveLength(200);
    const back = decodeWav8(encodeWav8(ramp));
    expect(back).toHaveLength(100);
    back.forEach((s, i) => expect(Math.abs(s - (ramp[i] ?? 0))).toBeLessThan(0.02));
  });
});
