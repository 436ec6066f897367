// The image captcha as main drew it before finding 7 (commit d130327), kept only so the attacker
// test can show the solver reads it: never used by the server.
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from '../../src/modules/identity/captcha/captcha-font.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  fillGradient,
  randomFloat,
  type RandomInt,
} from '../../src/modules/identity/captcha/captcha-image-fns.js';
import { blendPixel, createRaster, type Raster, type Rgb } from '../../src/modules/identity/captcha/png-fns.js';

/** Screen pixels per font pixel before distortion. */
const FONT_SCALE = 3.6;
/** Sub-samples per axis per output pixel, for smooth edges. */
const SUPERSAMPLE = 3;

export function drawLine(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: Rgb,
  width: number,
  alpha: number,
): void {
  const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2);
  const r = width / 2;
  for (let s = 0; s <= steps; s++) {
    const x = x0 + ((x1 - x0) * s) / steps;
    const y = y0 + ((y1 - y0) * s) / steps;
    for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++)
      for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++)
        if (dx * dx + dy * dy <= r * r) blendPixel(raster, x + dx, y + dy, color, alpha / 2);
  }
}

const darkColor = (random: RandomInt): Rgb => [random(10, 110), random(10, 110), random(10, 110)];

/**
 * Draws one glyph through an affine map (rotation, per-axis scale, shear) around its centre:
 * each output pixel is mapped back into font space and sampled, so the shape stays solid.
 */
function drawGlyph(raster: Raster, char: string, cx: number, cy: number, random: RandomInt): void {
  const angle = randomFloat(random, -0.45, 0.45);
  const sx = FONT_SCALE * randomFloat(random, 0.85, 1.15);
  const sy = FONT_SCALE * randomFloat(random, 0.85, 1.1);
  const shear = randomFloat(random, -0.35, 0.35);
  const color = darkColor(random);
  // Forward map: p = R · Sh · S · f; the inverse is applied to every sample point.
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(Math.max(GLYPH_WIDTH * sx, GLYPH_HEIGHT * sy) * 0.85);
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      let hits = 0;
      for (let j = 0; j < SUPERSAMPLE; j++) {
        for (let i = 0; i < SUPERSAMPLE; i++) {
          const px = x + (i + 0.5) / SUPERSAMPLE - cx;
          const py = y + (j + 0.5) / SUPERSAMPLE - cy;
          // un-rotate, un-shear, un-scale
          const rx = cos * px + sin * py;
          const ry = -sin * px + cos * py;
          const ux = rx - shear * ry;
          const fx = ux / sx + GLYPH_WIDTH / 2;
          const fy = ry / sy + GLYPH_HEIGHT / 2;
          if (
            fx >= 0 &&
            fy >= 0 &&
            fx < GLYPH_WIDTH &&
            fy < GLYPH_HEIGHT &&
            glyphInk(char, Math.floor(fx), Math.floor(fy))
          )
            hits++;
        }
      }
      if (hits > 0) blendPixel(raster, x, y, color, hits / (SUPERSAMPLE * SUPERSAMPLE));
    }
  }
}

/** The image captcha for `text`: light gradient, distorted glyphs, noise lines across and dots. */
export function renderCaptchaImage(text: string, random: RandomInt): Raster {
  const raster = createRaster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  fillGradient(
    raster,
    [random(200, 250), random(200, 250), random(200, 250)],
    [random(215, 256), random(215, 256), random(215, 256)],
  );
  // Faint lines behind the text.
  for (let i = 0; i < 3; i++) {
    drawLine(
      raster,
      random(0, 40),
      random(0, CAPTCHA_HEIGHT),
      random(80, CAPTCHA_WIDTH),
      random(0, CAPTCHA_HEIGHT),
      [random(120, 200), random(120, 200), random(120, 200)],
      1,
      0.8,
    );
  }
  const cell = CAPTCHA_WIDTH / (text.length + 0.5);
  [...text].forEach((char, index) => {
    const cx = cell * (index + 0.75) + random(-3, 4);
    const cy = CAPTCHA_HEIGHT / 2 + random(-3, 4);
    drawGlyph(raster, char, cx, cy, random);
  });
  // Lines through the text and speckles, so the glyphs cannot be cut out by colour alone.
  for (let i = 0; i < 4; i++) {
    drawLine(
      raster,
      random(0, 30),
      random(4, CAPTCHA_HEIGHT - 4),
      random(90, CAPTCHA_WIDTH),
      random(4, CAPTCHA_HEIGHT - 4),
      darkColor(random),
      random(1, 3),
      0.9,
    );
  }
  for (let i = 0; i < 140; i++)
    blendPixel(raster, random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), darkColor(random), 0.8);
  return raster;
}
