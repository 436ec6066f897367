import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/attacks/seeded-random.js';
import { CAPTCHA_ALPHABET } from './captcha-font.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaText, renderCaptchaImage } from './captcha-image-fns.js';
import { inPiece, PIECE_SIZE, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image-fns.js';
import {
  isHumanLikeTrail,
  sliderMatches,
  SLIDER_TOLERANCE_PX,
  imageAnswerHash,
  imageAnswerMatches,
} from './captcha-fns.js';

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('image captcha rendering', () => {
  it('draws 4 characters of the unambiguous alphabet', () => {
    const text = captchaText(seededRandom(1));
    expect(text).toHaveLength(4);
    for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IQ2Z5S8B6G]/);
  });

  it('is deterministic for a given random source and differs between sources', () => {
    const a = renderCaptchaImage('AC3K', seededRandom(7));
    const b = renderCaptchaImage('AC3K', seededRandom(7));
    const c = renderCaptchaImage('AC3K', seededRandom(8));
    expect(digest(a.pixels)).toBe(digest(b.pixels));
    expect(digest(a.pixels)).not.toBe(digest(c.pixels));
    expect([a.width, a.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
  });

  it('puts dark ink where the glyphs are: the text changes the picture', () => {
    const withText = renderCaptchaImage('WWWW', seededRandom(3));
    const other = renderCaptchaImage('LLLL', seededRandom(3));
    let differing = 0;
    for (let i = 0; i < withText.pixels.length; i += 4) if (withText.pixels[i] !== other.pixels[i]) differing++;
    expect(differing).toBeGreaterThan(150);
  });
});

describe('slider captcha', () => {
  it('cuts a piece-shaped hole inside the picture, deterministically', () => {
    const a = renderSlider(seededRandom(11));
    const b = renderSlider(seededRandom(11));
    expect([a.x, a.y]).toEqual([b.x, b.y]);
    expect(a.x + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_WIDTH);
    expect(a.y + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_HEIGHT);
    expect(a.x).toBeGreaterThan(PIECE_SIZE);
    // Transparent outside the shape, opaque inside.
    const alpha = (px: number, py: number) => a.piece.pixels[(py * PIECE_SIZE + px) * 4 + 3];
    expect(inPiece(0, 0)).toBe(false);
    expect(alpha(0, 0)).toBe(0);
    expect(inPiece(20, 30)).toBe(true);
    expect(alpha(20, 30)).toBe(255);
  });

  it('accepts the drop within ±4 px and refuses beyond', () => {
    expect(SLIDER_TOLERANCE_PX).toBe(4);
    expect(sliderMatches(100, 96)).toBe(true);
    expect(sliderMatches(100, 104)).toBe(true);
    expect(sliderMatches(100, 95.9)).toBe(false);
    expect(sliderMatches(100, 104.1)).toBe(false);
  });

  it('requires the drag trail and judges it', () => {
    const trail = [
      { x: 0, y: 1, t: 0 },
      { x: 40, y: 2, t: 120 },
      { x: 98, y: 2, t: 300 },
    ];
    expect(isHumanLikeTrail(undefined, 98)).toBe(false);
    expect(isHumanLikeTrail(trail, 98)).toBe(true);
    expect(isHumanLikeTrail(trail.slice(0, 2), 40)).toBe(false);
    expect(
      isHumanLikeTrail(
        trail.map((p) => ({ ...p, t: p.t / 10 })),
        98,
      ),
    ).toBe(false);
    expect(isHumanLikeTrail([trail[0], trail[2], trail[1]] as typeof trail, 40)).toBe(false);
    expect(isHumanLikeTrail(trail, 150)).toBe(false);
    // Not starting at rest, standing still, or held for longer than 5 minutes.
    expect(isHumanLikeTrail([{ x: 60, y: 0, t: 0 }, ...trail.slice(1)], 98)).toBe(false);
    expect(isHumanLikeTrail([trail[0], { x: 0, y: 0, t: 200 }, { x: 98, y: 0, t: 300 }] as typeof trail, 98)).toBe(
      false,
    );
    expect(isHumanLikeTrail([trail[0], trail[1], { x: 98, y: 2, t: 301_000 }] as typeof trail, 98)).toBe(false);
  });

  it('hashes image answers case-insensitively, salted by the challenge id', () => {
    expect(imageAnswerHash('id-1', 'ac3k')).toBe(imageAnswerHash('id-1', ' AC3K '));
    expect(imageAnswerHash('id-1', 'AC3K')).not.toBe(imageAnswerHash('id-2', 'AC3K'));
  });

  it('matches a typed answer against the stored hash, and nothing else', () => {
    const stored = imageAnswerHash('id-1', 'AC3K');
    expect(imageAnswerMatches('id-1', ' ac3k', stored)).toBe(true);
    expect(imageAnswerMatches('id-1', 'AC3X', stored)).toBe(false);
    expect(imageAnswerMatches('id-2', 'AC3K', stored)).toBe(false);
    // A stored value of another length (a corrupt row) is a mismatch, not an exception.
    expect(imageAnswerMatches('id-1', 'AC3K', 'abc')).toBe(false);
  });
});
