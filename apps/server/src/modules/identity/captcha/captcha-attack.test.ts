import { describe, expect, it } from 'vitest';
import { readWithFont } from '../../../../test/attacks/glyph-font-attacker.js';
import * as legacy from '../../../../test/attacks/legacy-captcha-image.js';
import * as legacySlider from '../../../../test/attacks/legacy-slider-image.js';
import { seededRandom } from '../../../../test/attacks/seeded-random.js';
import { contentMatch, shapeMatch } from '../../../../test/attacks/slider-attacker.js';
import { renderSlider, type SliderImages } from './slider-image-fns.js';
import { CAPTCHA_WIDTH, captchaText, glyphCentre, renderCaptchaImage, type RandomInt } from './captcha-image-fns.js';

const SAMPLES = 20;
type Renderer = (text: string, random: RandomInt) => Parameters<typeof readWithFont>[0];

function attack(render: Renderer, layout: Array<{ x: number; y: number }>, seed: number) {
  const random = seededRandom(seed);
  let captchas = 0;
  let chars = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const text = captchaText(random);
    const guess = readWithFont(render(text, random), layout);
    if (guess === text) captchas++;
    for (let k = 0; k < text.length; k++) if (guess[k] === text[k]) chars++;
  }
  return { captchas, chars: chars / (SAMPLES * 4) };
}

/**
 * Finding 7: a solver built from the published 5×7 glyph font. Chance is 1 in 23 per character.
 * On the pictures main drew it reads about 2 characters in 3 and a quarter of the captchas; on
 * today's it must stay at or under 1 captcha in 20 (5 %), and read under half the characters.
 * With a proof-of-work per attempt, single-use challenges and the login limits, 5 % means
 * 20 solved proofs of work and 20 fresh captchas (one a second per client) per success.
 */
describe('image captcha against a solver built from the published glyph font (finding 7)', () => {
  it('the solver reads the pictures main drew (so it is a real attacker)', () => {
    const cell = CAPTCHA_WIDTH / 4.5;
    const result = attack(
      legacy.renderCaptchaImage,
      [0, 1, 2, 3].map((i) => ({ x: cell * (i + 0.75), y: 20 })),
      7,
    );
    console.info(`glyph-font solver on main's pictures: ${result.captchas}/${SAMPLES}, characters ${result.chars}`);
    expect(result.chars).toBeGreaterThanOrEqual(0.55);
    expect(result.captchas).toBeGreaterThanOrEqual(3);
  });

  it('the solver reads at most 1 in 20 of the captchas the server draws now', () => {
    const result = attack(
      renderCaptchaImage,
      [0, 1, 2, 3].map((i) => glyphCentre(i)),
      17,
    );
    console.info(`glyph-font solver on today's pictures: ${result.captchas}/${SAMPLES}, characters ${result.chars}`);
    expect(result.captchas).toBeLessThanOrEqual(1);
    expect(result.chars).toBeLessThan(0.5);
  });
});

const SLIDERS = 30;
function sliderAttack(render: (random: RandomInt) => SliderImages, seed: number) {
  const random = seededRandom(seed);
  const hits = { content: 0, shape: 0 };
  for (let i = 0; i < SLIDERS; i++) {
    const { background, piece, x, y } = render(random);
    if (Math.abs(contentMatch(background, piece, y) - x) <= 4) hits.content++;
    if (Math.abs(shapeMatch(background, piece, y) - x) <= 4) hits.shape++;
  }
  return hits;
}

/**
 * Finding 7: a template match found the slider's hole every time (30 of 30 here). Now the
 * piece's hole has two decoys on its row (another pair of knobs, or the piece's pair plus a
 * third), every hole shows the same shaded texture at its own random depth, and the piece has
 * its own light and grain. Picking a hole at random wins 1 in 3; the content matcher and a
 * shape-aware matcher both land near that, and must stay at or under half (15 of 30). The
 * slider cannot go lower without failing people, who also only have the outline to go by: the
 * cost of each further try is the proof-of-work, the required trail and the login limits.
 */
describe('slider captcha against template matching (finding 7)', () => {
  it('the matchers find the hole main drew (so they are real attackers)', () => {
    const hits = sliderAttack(legacySlider.renderSlider, 5);
    console.info(
      `slider matchers on main's pictures: content ${hits.content}/${SLIDERS}, shape ${hits.shape}/${SLIDERS}`,
    );
    expect(hits.content).toBeGreaterThanOrEqual(27);
    expect(hits.shape).toBeGreaterThanOrEqual(24);
  });

  it("the matchers find the hole at most half the time on today's sliders", () => {
    const hits = sliderAttack(renderSlider, 9);
    console.info(
      `slider matchers on today's pictures: content ${hits.content}/${SLIDERS}, shape ${hits.shape}/${SLIDERS}`,
    );
    expect(hits.content).toBeLessThanOrEqual(15);
    expect(hits.shape).toBeLessThanOrEqual(15);
  });
});
