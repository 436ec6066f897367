import { blendPixel, createRaster, type Raster, type Rgb } from './png-fns.js';
import type { RandomInt } from './captcha-image-fns.js';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
/** The piece: a square body with two round knobs on two of its four sides. */
export const PIECE_SIZE = 52;
const BODY = 38;
const BODY_AT = (PIECE_SIZE - BODY) / 2;
const KNOB = 7;
/** Holes in the picture: the piece's and decoys of other shapes, all on the piece's row. */
export const SLIDER_HOLES = 3;

type Side = 'top' | 'right' | 'bottom' | 'left';
/** The pieces' six shapes (a pair of sides with a knob), then the decoys' three-knob shapes. */
export const PIECE_SHAPES: ReadonlyArray<readonly Side[]> = [
  ['top', 'right'],
  ['top', 'left'],
  ['bottom', 'right'],
  ['bottom', 'left'],
  ['top', 'bottom'],
  ['left', 'right'],
  ['top', 'right', 'bottom'],
  ['top', 'left', 'bottom'],
  ['left', 'top', 'right'],
  ['left', 'bottom', 'right'],
];
const PAIRS = 6;
const KNOB_CENTRE: Record<Side, readonly [number, number]> = {
  top: [PIECE_SIZE / 2, BODY_AT],
  right: [BODY_AT + BODY, PIECE_SIZE / 2],
  bottom: [PIECE_SIZE / 2, BODY_AT + BODY],
  left: [BODY_AT, PIECE_SIZE / 2],
};

/** True when the piece-local point (x, y) is inside shape `shape` (an index of PIECE_SHAPES). */
export function inPiece(x: number, y: number, shape = 0): boolean {
  if (x >= BODY_AT && x < BODY_AT + BODY && y >= BODY_AT && y < BODY_AT + BODY) return true;
  return (PIECE_SHAPES[shape] ?? PIECE_SHAPES[0] ?? []).some((side) => {
    const [cx, cy] = KNOB_CENTRE[side];
    return (x - cx) ** 2 + (y - cy) ** 2 <= KNOB * KNOB;
  });
}

const onEdge = (x: number, y: number, shape: number) =>
  inPiece(x, y, shape) &&
  (!inPiece(x - 1, y, shape) || !inPiece(x + 1, y, shape) || !inPiece(x, y - 1, shape) || !inPiece(x, y + 1, shape));

/** How busy a picture is: its shapes, and its grain (pixels and their opacity). */
export type Busyness = { shapes: number; grain: number; grainOpacity: number };

/** A busy picture (gradient, shapes, grain) so the holes are not the only features. */
export function scenery(random: RandomInt, busy: Busyness = { shapes: 18, grain: 2500, grainOpacity: 0.3 }): Raster {
  const raster = createRaster(SLIDER_WIDTH, SLIDER_HEIGHT);
  const a: Rgb = [random(30, 200), random(30, 200), random(30, 200)];
  const b: Rgb = [random(30, 200), random(30, 200), random(30, 200)];
  for (let y = 0; y < SLIDER_HEIGHT; y++)
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const k = (x / SLIDER_WIDTH + y / SLIDER_HEIGHT) / 2;
      blendPixel(raster, x, y, [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]);
    }
  for (let s = 0; s < busy.shapes; s++) {
    const color: Rgb = [random(0, 256), random(0, 256), random(0, 256)];
    const cx = random(0, SLIDER_WIDTH);
    const cy = random(0, SLIDER_HEIGHT);
    const r = random(8, 40);
    const round = random(0, 2) === 0;
    for (let y = cy - r; y <= cy + r; y++)
      for (let x = cx - r; x <= cx + r; x++)
        if (!round || (x - cx) ** 2 + (y - cy) ** 2 <= r * r) blendPixel(raster, x, y, color, 0.55);
  }
  for (let i = 0; i < busy.grain; i++) {
    const v = random(0, 256);
    blendPixel(raster, random(0, SLIDER_WIDTH), random(0, SLIDER_HEIGHT), [v, v, v], busy.grainOpacity);
  }
  return raster;
}

/** Where the holes go on the row: spaced at least a piece apart, in random order. */
function holePlaces(random: RandomInt): number[] {
  const min = PIECE_SIZE + 12;
  const max = SLIDER_WIDTH - PIECE_SIZE - 4;
  const slot = (max - min) / SLIDER_HOLES;
  const xs = Array.from({ length: SLIDER_HOLES }, (_, i) =>
    Math.round(min + i * slot + random(0, Math.max(1, slot - PIECE_SIZE - 4))),
  );
  for (let i = xs.length - 1; i > 0; i--) {
    const j = random(0, i + 1);
    [xs[i], xs[j]] = [xs[j] as number, xs[i] as number];
  }
  return xs;
}

/**
 * A hole of `shape` at (hx, y): the picture of the piece's own spot (x, y), shaded by a random
 * amount with grain and outlined in light. Every hole, decoys too, shows the same shaded
 * texture, so only the outline tells which hole the piece fits.
 */
function cutHole(
  background: Raster,
  picture: Raster,
  spot: { x: number; y: number },
  hx: number,
  shape: number,
  random: RandomInt,
): void {
  const shade = random(32, 66) / 100;
  for (let py = 0; py < PIECE_SIZE; py++)
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py, shape)) continue;
      if (onEdge(px, py, shape)) {
        blendPixel(background, hx + px, spot.y + py, [255, 255, 255], random(45, 70) / 100);
        continue;
      }
      const i = ((spot.y + py) * SLIDER_WIDTH + (spot.x + px)) * 4;
      const under: Rgb = [picture.pixels[i] ?? 0, picture.pixels[i + 1] ?? 0, picture.pixels[i + 2] ?? 0];
      blendPixel(background, hx + px, spot.y + py, under);
      blendPixel(background, hx + px, spot.y + py, [0, 0, 0], shade + random(-8, 9) / 100);
    }
}

/** A decoy: another pair of knobs, or the piece's pair with a third knob (same inside, other outline). */
function decoyShape(shape: number, random: RandomInt): number {
  const pair = PIECE_SHAPES[shape] ?? [];
  if (random(0, 2) === 0) return (shape + 1 + random(0, PAIRS - 1)) % PAIRS;
  const supersets = PIECE_SHAPES.map((sides, i) => ({ sides, i })).filter(
    ({ sides, i }) => i >= PAIRS && pair.every((side) => sides.includes(side)),
  );
  return supersets[random(0, supersets.length)]?.i ?? (shape + 1) % PAIRS;
}

export type SliderImages = { background: Raster; piece: Raster; x: number; y: number };

/**
 * The background with the piece's hole and decoy holes of other shapes on the same row, and
 * the piece cut from its spot with its own light, contrast and grain, so neither the picture
 * under the hole nor the hole's shading matches the piece pixel for pixel.
 */
export function renderSlider(random: RandomInt): SliderImages {
  const picture = scenery(random);
  const y = random(5, SLIDER_HEIGHT - PIECE_SIZE - 5);
  const [x = PIECE_SIZE + 12, ...decoys] = holePlaces(random);
  const shape = random(0, PAIRS);
  const piece = createRaster(PIECE_SIZE, PIECE_SIZE);
  const gain = random(85, 116) / 100;
  const lift = random(-20, 21);
  for (let py = 0; py < PIECE_SIZE; py++)
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py, shape)) continue;
      const i = ((y + py) * SLIDER_WIDTH + (x + px)) * 4;
      const grain = random(-14, 15);
      const channel = (c: number) => Math.max(0, Math.min(255, (picture.pixels[i + c] ?? 0) * gain + lift + grain));
      blendPixel(piece, px, py, [channel(0), channel(1), channel(2)]);
      if (onEdge(px, py, shape)) blendPixel(piece, px, py, [255, 255, 255], 0.7);
    }
  const background = createRaster(SLIDER_WIDTH, SLIDER_HEIGHT);
  background.pixels.set(picture.pixels);
  cutHole(background, picture, { x, y }, x, shape, random);
  for (const decoyX of decoys) cutHole(background, picture, { x, y }, decoyX, decoyShape(shape, random), random);
  return { background, piece, x, y };
}
