import fs from 'node:fs';
import { CAPTCHA_ALPHABET } from './captcha-font.js';
import type { VoiceBank } from './captcha-audio-fns.js';
import { decodeWav8 } from './wav-fns.js';

/**
 * apps/server/assets/captcha-voice (made by its generate.sh): one folder per voice, one WAV per
 * character. Found from the sources (tests, `npm run dev`) and from the bundle in dist/.
 */
const VOICE_DIR = [
  new URL('../../../../assets/captcha-voice/', import.meta.url),
  new URL('../assets/captcha-voice/', import.meta.url),
].find((url) => fs.existsSync(url));

let loaded: VoiceBank | null = null;

/** Every character's recordings, read from disk on first use and kept (about 300 KB). */
export function captchaVoice(): VoiceBank {
  if (loaded) return loaded;
  if (!VOICE_DIR) throw new Error('captcha voice recordings not found (apps/server/assets/captcha-voice)');
  const voices = fs
    .readdirSync(VOICE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const bank = new Map<string, Float32Array[]>();
  for (const char of CAPTCHA_ALPHABET)
    bank.set(
      char,
      voices.map((voice) => decodeWav8(fs.readFileSync(new URL(`${voice}/${char}.wav`, VOICE_DIR)))),
    );
  loaded = bank;
  return bank;
}
