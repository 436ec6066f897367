// The slider captcha as main drew it before finding 7 (commit d130327), kept only so the attacker
// test can show the template matcher finds its hole: never used by the server.
import { blendPixel, createRaster, type Raster, type Rgb } from '../../src/modules/identity/captcha/png-fns.js';
import type { RandomInt } from '../../src/modules/identity/captcha/captcha-image-fns.js';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
/** The piece: a square body with a round knob on top and on the right. */
export const PIECE_SIZE = 52;
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

/** A busy picture (gradient, shapes, grain) so the hole is not the only feature. */
function scenery(random: RandomInt): Raster {
  const raster = createRaster(SLIDER_WIDTH, SLIDER_HEIGHT);
  const a: Rgb = [random(30, 200), random(30, 200), random(30, 200)];
  const b: Rgb = [random(30, 200), random(30, 200), random(30, 200)];
  for (let y = 0; y < SLIDER_HEIGHT; y++)
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const k = (x / SLIDER_WIDTH + y / SLIDER_HEIGHT) / 2;
      blendPixel(raster, x, y, [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]);
    }
  for (let s = 0; s < 14; s++) {
    const color: Rgb = [random(0, 256), random(0, 256), random(0, 256)];
    const cx = random(0, SLIDER_WIDTH);
    const cy = random(0, SLIDER_HEIGHT);
    const r = random(8, 40);
    const round = random(0, 2) === 0;
    for (let y = cy - r; y <= cy + r; y++)
      for (let x = cx - r; x <= cx + r; x++)
        if (!round || (x - cx) ** 2 + (y - cy) ** 2 <= r * r) blendPixel(raster, x, y, color, 0.55);
  }
  for (let i = 0; i < 1500; i++) {
    const v = random(0, 256);
    blendPixel(raster, random(0, SLIDER_WIDTH), random(0, SLIDER_HEIGHT), [v, v, v], 0.25);
  }
  return raster;
}

export type SliderImages = { background: Raster; piece: Raster; x: number; y: number };

/** The background with a shaded, outlined hole at (x, y) and the piece cut from that spot. */
export function renderSlider(random: RandomInt): SliderImages {
  const picture = scenery(random);
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
