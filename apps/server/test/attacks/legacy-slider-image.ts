// The slider captcha as main drew it before finding 7 (commit d130327), kept only so the attacker
// test can show the template matcher finds its hole: never used by the server.
import { blendPixel, createRaster, type Rgb } from '../../src/modules/identity/captcha/png-fns.js';
import type { RandomInt } from '../../src/modules/identity/captcha/captcha-image-fns.js';
import {
  PIECE_SIZE,
  scenery,
  SLIDER_HEIGHT,
  SLIDER_WIDTH,
  type SliderImages,
} from '../../src/modules/identity/captcha/slider-image-fns.js';

/** The piece: a square body with a round knob on top and on the right (PIECE_SIZE square). */
const BODY = 40;
const KNOB = 7;
const BODY_TOP = PIECE_SIZE - BODY - 2;

/** True when the piece-local point (x, y) is inside the puzzle shape. */
export function inPiece(x: number, y: number): boolean {
  const inBody = x >= 0 && x < BODY && y >= BODY_TOP && y < BODY_TOP + BODY;
  const topKnob = (x - BODY / 2) ** 2 + (y - BODY_TOP) ** 2 <= KNOB * KNOB;
  const rightKnob = (x - BODY) ** 2 + (y - (BODY_TOP + BODY / 2)) ** 2 <= KNOB * KNOB;
  return inBody || topKnob || rightKnob;
}

const onEdge = (x: number, y: number) =>
  inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));

/** The background with a shaded, outlined hole at (x, y) and the piece cut from that spot. */
export function renderSlider(random: RandomInt): SliderImages {
  // Fewer shapes and fainter grain than today's picture.
  const picture = scenery(random, { shapes: 14, grain: 1500, grainOpacity: 0.25 });
  const x = random(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE - 5);
  const y = random(5, SLIDER_HEIGHT - PIECE_SIZE - 5);
  const piece = createRaster(PIECE_SIZE, PIECE_SIZE);
  const background = createRaster(SLIDER_WIDTH, SLIDER_HEIGHT);
  background.pixels.set(picture.pixels);
  for (let py = 0; py < PIECE_SIZE; py++)
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue;
      const i = ((y + py) * SLIDER_WIDTH + (x + px)) * 4;
      const source: Rgb = [picture.pixels[i] ?? 0, picture.pixels[i + 1] ?? 0, picture.pixels[i + 2] ?? 0];
      const edge = onEdge(px, py);
      blendPixel(piece, px, py, source);
      if (edge) blendPixel(piece, px, py, [255, 255, 255], 0.7);
      blendPixel(background, x + px, y + py, edge ? [255, 255, 255] : [0, 0, 0], edge ? 0.6 : 0.55);
    }
  return { background, piece, x, y };
}
