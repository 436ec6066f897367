import { z } from 'zod';

/* Captcha payloads (image captcha, slider, the proof-of-work that comes with both) and the form
   fields that carry an answer; identity.ts builds its requests on them. */

const trimmed = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'validation:required').max(max);

export const CaptchaId = z.string().uuid();

// ---- captcha ----------------------------------------------------------------------------

/**
 * The proof-of-work that comes with every captcha (an ALTCHA v2 challenge, PBKDF2/SHA-256):
 * the client finds the counter whose derived key starts with `parameters.keyPrefix` and sends
 * the ALTCHA payload back with the captcha's answer. It is signed with a secret of that one
 * captcha, so it is bound to it, single-use and expires with it.
 */
export const PowChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof PowChallenge>;
/** The solved proof-of-work: the ALTCHA payload, base64 of JSON `{ challenge, solution }`. */
export const PowSolution = z.string().min(1).max(4000);

/** GET /wps/captcha */
export const ImageCaptcha = z.object({ captchaId: CaptchaId, image: z.string(), pow: PowChallenge });
export type ImageCaptcha = z.infer<typeof ImageCaptcha>;

/** GET /wps/captcha/:captchaId/audio: the image captcha's characters read out (a WAV data URL). */
export const CaptchaAudioParams = z.object({ captchaId: CaptchaId });
export const CaptchaAudio = z.object({ audio: z.string() });
export type CaptchaAudio = z.infer<typeof CaptchaAudio>;

/** GET /wps/captcha/slider: drag `piece` horizontally to the hole in `background`; answer its left x. */
export const SliderCaptcha = z.object({
  captchaId: CaptchaId,
  background: z.string(),
  piece: z.string(),
  /** Top of the piece inside the background (pixels); the piece starts at x = 0. */
  pieceY: z.number().int(),
  pieceWidth: z.number().int(),
  pieceHeight: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  pow: PowChallenge,
});
export type SliderCaptcha = z.infer<typeof SliderCaptcha>;

/** One sample of the pointer while dragging: x, y in pixels, t in ms since the drag started. */
export const SliderTrailPoint = z.object({ x: z.number(), y: z.number(), t: z.number() });
/**
 * The drop: the piece's left x, the drag trail (required: at least 3 samples from the start to
 * the drop) and the solved proof-of-work of this slider. A missing trail fails validation.
 */
export const SliderAnswer = z.object({
  captchaId: CaptchaId,
  x: z.number().min(0).max(1000),
  trail: z.array(SliderTrailPoint).min(3).max(600),
  pow: PowSolution.optional(),
});
export type SliderAnswer = z.infer<typeof SliderAnswer>;

/** The image captcha as forms send it: the challenge id, the text typed and the solved proof-of-work. */
export const imageCaptchaFields = {
  captchaId: CaptchaId.optional(),
  captcha: trimmed(8).optional(),
  captchaPow: PowSolution.optional(),
};
/** The image captcha where a form always needs it. */
export const requiredImageCaptchaFields = {
  captchaId: CaptchaId,
  captcha: required(8),
  captchaPow: PowSolution.optional(),
};

export const DevCaptchaParams = z.object({ captchaId: CaptchaId });
/** A live captcha's answer (dev tools): the text, or the slider x. */
export const DevCaptchaAnswer = z.object({ answer: z.union([z.string(), z.number()]) });
/** Clients may add a cache-busting `t` when the captcha image is refreshed on click; nothing else. */
export const CaptchaQuery = z.object({ t: z.string().max(32).optional() }).strict();
