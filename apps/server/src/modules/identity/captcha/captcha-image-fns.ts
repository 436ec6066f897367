import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './captcha-font.js';
import { blendPixel, createRaster, type Raster, type Rgb } from './png-fns.js';

/** Integer in [min, max): node:crypto randomInt in production, a seeded generator in tests. */
export type RandomInt = (min: number, max: number) => number;

export const CAPTCHA_LENGTH = 4;
/** The picture's size in CSS pixels: the layout every drawing step works in. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/**
 * Image pixels per CSS pixel of the picture the server sends (240×80 shown at 120×40 or larger):
 * crisp on high-density screens and when shown enlarged, with the same shapes as at 1×.
 */
export const CAPTCHA_DENSITY = 2;
/** Screen pixels per font cell before distortion. */
const FONT_SCALE = 3.4;
/** Distance between glyph centres: narrower than a glyph with its strokes, so neighbours touch. */
const GLYPH_PITCH = 22;

type Point = { x: number; y: number };
type Warp = (p: Point) => Point;

export const randomFloat = (random: RandomInt, min: number, max: number) =>
  min + (random(0, 10_000) / 10_000) * (max - min);

export function captchaText(random: RandomInt, length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[random(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** A vertical gradient from `top` to `bottom` over the whole raster. */
export function fillGradient(raster: Raster, top: Rgb, bottom: Rgb): void {
  for (let y = 0; y < raster.height; y++) {
    const k = y / Math.max(1, raster.height - 1);
    const color: Rgb = [
      top[0] + (bottom[0] - top[0]) * k,
      top[1] + (bottom[1] - top[1]) * k,
      top[2] + (bottom[2] - top[2]) * k,
    ];
    for (let x = 0; x < raster.width; x++) blendPixel(raster, x, y, color);
  }
}

/**
 * A round-tipped stroke from a to b (layout pixels), each sample point passed through `warp`,
 * drawn at `density` image pixels per layout pixel.
 */
export function drawStroke(
  raster: Raster,
  a: Point,
  b: Point,
  color: Rgb,
  width: number,
  warp: Warp = (p) => p,
  opacity = 0.5,
  density = 1,
) {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 2 * density));
  const r = (width * density) / 2;
  const reach = Math.ceil(r);
  for (let s = 0; s <= steps; s++) {
    const w = warp({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
    const p = { x: w.x * density, y: w.y * density };
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx = -reach; dx <= reach; dx++) {
        const d = Math.hypot(dx + (p.x % 1) - 0.5, dy + (p.y % 1) - 0.5);
        if (d <= r) blendPixel(raster, p.x + dx, p.y + dy, color, Math.min(1, (r - d + 0.5) * opacity));
      }
  }
}

/**
 * The strokes of a glyph: the font's ink cells joined to their ink neighbours (right, down and,
 * where no straight path exists, diagonally), as segments between cell centres in font units.
 */
export function glyphStrokes(char: string): Array<[Point, Point]> {
  const strokes: Array<[Point, Point]> = [];
  const ink = (c: number, r: number) => glyphInk(char, c, r);
  for (let r = 0; r < GLYPH_HEIGHT; r++)
    for (let c = 0; c < GLYPH_WIDTH; c++) {
      if (!ink(c, r)) continue;
      const from = { x: c, y: r };
      const joined = [ink(c + 1, r), ink(c, r + 1)];
      if (joined[0]) strokes.push([from, { x: c + 1, y: r }]);
      if (joined[1]) strokes.push([from, { x: c, y: r + 1 }]);
      if (ink(c + 1, r + 1) && !ink(c + 1, r) && !ink(c, r + 1)) strokes.push([from, { x: c + 1, y: r + 1 }]);
      if (ink(c - 1, r + 1) && !ink(c - 1, r) && !ink(c, r + 1)) strokes.push([from, { x: c - 1, y: r + 1 }]);
      if (!joined[0] && !joined[1] && !ink(c - 1, r) && !ink(c, r - 1))
        strokes.push([from, { x: c + 0.2, y: r + 0.2 }]);
    }
  return strokes;
}

/** The font's grid, each node moved at random: every glyph drawn gets a shape of its own. */
function jitterGrid(random: RandomInt, amount: number): Point[] {
  const nodes: Point[] = [];
  for (let r = 0; r <= GLYPH_HEIGHT; r++)
    for (let c = 0; c <= GLYPH_WIDTH; c++)
      nodes.push({ x: randomFloat(random, -amount, amount), y: randomFloat(random, -amount, amount) });
  return nodes;
}

/** A smooth displacement of the whole picture (two crossing waves): straight strokes bend. */
function waveWarp(random: RandomInt): Warp {
  const ax = randomFloat(random, 0.8, 1.8);
  const ay = randomFloat(random, 0.8, 1.8);
  const px = randomFloat(random, 26, 44);
  const py = randomFloat(random, 30, 60);
  const fx = randomFloat(random, 0, Math.PI * 2);
  const fy = randomFloat(random, 0, Math.PI * 2);
  return (p) => ({
    x: p.x + ax * Math.sin((2 * Math.PI * p.y) / px + fx),
    y: p.y + ay * Math.sin((2 * Math.PI * p.x) / py + fy),
  });
}

/** Glyph inks: dark enough on the light paper for a contrast a person reads (4.5:1 and up). */
const darkColor = (random: RandomInt): Rgb => [random(10, 95), random(10, 95), random(10, 95)];

/** How a glyph is inked: solid strokes, hollow (an outline with the paper showing through) or doubled. */
type GlyphStyle = 'solid' | 'hollow' | 'double';
const STYLES: GlyphStyle[] = ['solid', 'hollow', 'hollow', 'double'];

/**
 * One glyph: its strokes on a randomly jittered grid, then rotated, scaled and sheared around
 * its centre, warped with the picture and drawn with a random pen in one of three styles.
 */
function drawGlyph(raster: Raster, char: string, centre: Point, random: RandomInt, ink: Inks): void {
  const grid = jitterGrid(random, 0.3);
  const angle = randomFloat(random, -0.35, 0.35);
  const sx = FONT_SCALE * randomFloat(random, 0.75, 1.25);
  const sy = FONT_SCALE * randomFloat(random, 0.78, 1.08);
  const shear = randomFloat(random, -0.3, 0.3);
  const style = STYLES[random(0, STYLES.length)] ?? 'solid';
  const pen = style === 'solid' ? randomFloat(random, 1.8, 2.6) : randomFloat(random, 3.6, 4.4);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = (p: Point): Point => {
    const node = grid[Math.round(p.y) * (GLYPH_WIDTH + 1) + Math.round(p.x)] ?? { x: 0, y: 0 };
    const fx = (p.x + node.x - (GLYPH_WIDTH - 1) / 2) * sx;
    const fy = (p.y + node.y - (GLYPH_HEIGHT - 1) / 2) * sy;
    const ux = fx + shear * fy;
    return { x: centre.x + cos * ux - sin * fy, y: centre.y + sin * ux + cos * fy };
  };
  const strokes = glyphStrokes(char).map(([a, b]) => [place(a), place(b)] as const);
  const { density } = ink;
  for (const [a, b] of strokes) drawStroke(raster, a, b, ink.glyph, pen, ink.warp, 0.5, density);
  if (style === 'solid') return;
  // The inside of the pen taken out again: only the outline stays (twice for 'double').
  const inner = style === 'hollow' ? pen - 2.4 : pen - 3;
  for (const [a, b] of strokes) drawStroke(raster, a, b, ink.paper, inner, ink.warp, 1, density);
  if (style === 'double') for (const [a, b] of strokes) drawStroke(raster, a, b, ink.glyph, 1, ink.warp, 0.5, density);
}
type Inks = { glyph: Rgb; paper: Rgb; warp: Warp; density: number };

/** The centre of glyph `index` before its random shift: evenly spaced, the group centred. */
export const glyphCentre = (index: number, length = CAPTCHA_LENGTH): Point => ({
  x: CAPTCHA_WIDTH / 2 + (index - (length - 1) / 2) * GLYPH_PITCH,
  y: CAPTCHA_HEIGHT / 2,
});

/** A wavy line across the picture, in ink like the glyphs', through `warp`. */
function noiseCurve(raster: Raster, random: RandomInt, ink: Omit<Inks, 'glyph' | 'paper'>, color: Rgb, width: number) {
  const y0 = randomFloat(random, 6, CAPTCHA_HEIGHT - 6);
  const y1 = randomFloat(random, 6, CAPTCHA_HEIGHT - 6);
  const amp = randomFloat(random, 2, 5);
  const period = randomFloat(random, 30, 70);
  const phase = randomFloat(random, 0, Math.PI * 2);
  const x0 = random(0, 25);
  const x1 = random(CAPTCHA_WIDTH - 25, CAPTCHA_WIDTH);
  let prev: Point | null = null;
  for (let x = x0; x <= x1; x += 3) {
    const y = y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) + amp * Math.sin((2 * Math.PI * x) / period + phase);
    const p = { x, y };
    if (prev) drawStroke(raster, prev, p, color, width, ink.warp, 0.5, ink.density);
    prev = p;
  }
}

/**
 * The image captcha for `text`, `density` image pixels per layout pixel: light paper, faint
 * lines behind, glyphs of varied shape (jittered strokes, rotation, shear, pen width) that touch
 * or overlap their neighbours, the whole warped by waves, then two wavy lines in the glyphs' own
 * ink across them (thinner than a glyph's stroke, so a person tells them apart) and speckles.
 */
export function renderCaptchaImage(text: string, random: RandomInt, density = 1): Raster {
  const raster = createRaster(CAPTCHA_WIDTH * density, CAPTCHA_HEIGHT * density);
  const top: Rgb = [random(215, 256), random(215, 256), random(215, 256)];
  const bottom: Rgb = [random(225, 256), random(225, 256), random(225, 256)];
  fillGradient(raster, top, bottom);
  const paper: Rgb = [(top[0] + bottom[0]) / 2, (top[1] + bottom[1]) / 2, (top[2] + bottom[2]) / 2];
  const warp = waveWarp(random);
  const lines = { warp, density };
  for (let i = 0; i < 3; i++)
    noiseCurve(raster, random, lines, [random(165, 225), random(165, 225), random(165, 225)], 1);
  const inks: Rgb[] = [];
  [...text].forEach((char, index) => {
    const base = glyphCentre(index, text.length);
    const ink = darkColor(random);
    inks.push(ink);
    drawGlyph(raster, char, { x: base.x + random(-3, 4), y: base.y + random(-4, 5) }, random, {
      glyph: ink,
      paper,
      warp,
      density,
    });
  });
  for (let i = 0; i < 3; i++)
    noiseCurve(raster, random, lines, inks[random(0, inks.length)] ?? darkColor(random), randomFloat(random, 1, 1.3));
  for (let i = 0; i < 140; i++) {
    const [x, y] = [random(0, CAPTCHA_WIDTH) * density, random(0, CAPTCHA_HEIGHT) * density];
    const color = darkColor(random);
    for (let d = 0; d < density * density; d++)
      blendPixel(raster, x + (d % density), y + Math.floor(d / density), color, 0.6);
  }
  return raster;
}
