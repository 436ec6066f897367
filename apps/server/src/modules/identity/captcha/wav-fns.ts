/**
 * The one WAV shape the audio captcha uses: PCM, mono, 8-bit unsigned (what telephones and every
 * browser play; small enough to send as a data URL). Samples are floats in [-1, 1].
 */
export const VOICE_SAMPLE_RATE = 11_025;

/** Reads the samples of an 8-bit mono PCM WAV file; throws on any other shape. */
export function decodeWav8(file: Uint8Array): Float32Array {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tag = (at: number) => String.fromCharCode(...file.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let format: { channels: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= file.length;) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (tag(at) === 'fmt ')
      format = { channels: view.getUint16(body + 2, true), bits: view.getUint16(body + 14, true) };
    if (tag(at) === 'data') {
      if (format?.channels !== 1 || format.bits !== 8) throw new Error('expected 8-bit mono PCM');
      const end = Math.min(file.length, body + size);
      const samples = new Float32Array(end - body);
      for (let i = body; i < end; i++) samples[i - body] = ((file[i] ?? 128) - 128) / 128;
      return samples;
    }
    at = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('WAV file without data');
}

/** Encodes samples (clipped to [-1, 1]) as an 8-bit mono PCM WAV file at `sampleRate`. */
export function encodeWav8(samples: Float32Array, sampleRate = VOICE_SAMPLE_RATE): Buffer {
  const out = Buffer.alloc(44 + samples.length);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate, 28); // bytes per second
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[44 + i] = Math.max(0, Math.min(255, Math.round(128 + s * 127)));
  }
  return out;
}

export const wavDataUrl = (samples: Float32Array): string =>
  `data:audio/wav;base64,${encodeWav8(samples).toString('base64')}`;
