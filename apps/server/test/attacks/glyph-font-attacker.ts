import {
  CAPTCHA_ALPHABET,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  glyphInk,
} from '../../src/modules/identity/captcha/captcha-font.js';
import type { Raster } from '../../src/modules/identity/captcha/png-fns.js';

/**
 * An attacker of the image captcha built from the published glyph font (the reproduction of
 * finding 7): it renders every glyph of the font through a grid of rotations and shears, and
 * at each place a glyph is expected it picks the glyph whose template best covers the dark
 * pixels (Dice overlap). It knows the layout from the published code.
 */
const BOX = 15; // half size of a template's square
const SCALE = 3.6;
type Template = { char: string; mask: Uint8Array; count: number };

function renderTemplate(char: string, angle: number, shear: number, scale: number): Template {
  const mask = new Uint8Array((2 * BOX + 1) ** 2);
  let count = 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let y = -BOX; y <= BOX; y++)
    for (let x = -BOX; x <= BOX; x++) {
      const rx = cos * x + sin * y;
      const ry = -sin * x + cos * y;
      const fx = (rx - shear * ry) / (SCALE * scale) + GLYPH_WIDTH / 2;
      const fy = ry / (SCALE * scale) + GLYPH_HEIGHT / 2;
      if (fx < 0 || fy < 0 || fx >= GLYPH_WIDTH || fy >= GLYPH_HEIGHT) continue;
      if (!glyphInk(char, Math.floor(fx), Math.floor(fy))) continue;
      mask[(y + BOX) * (2 * BOX + 1) + (x + BOX)] = 1;
      count++;
    }
  return { char, mask, count };
}

let templates: Template[] | null = null;
function allTemplates(): Template[] {
  if (templates) return templates;
  templates = [];
  for (const char of CAPTCHA_ALPHABET)
    for (const angle of [-0.4, -0.2, 0, 0.2, 0.4])
      for (const shear of [-0.3, 0, 0.3]) templates.push(renderTemplate(char, angle, shear, 1));
  return templates;
}

/** Dark pixels: luminance under 150 (the glyphs are drawn in colours of 10..110 on 200..255). */
export function inkMap(raster: Raster): Uint8Array {
  const ink = new Uint8Array(raster.width * raster.height);
  for (let i = 0; i < ink.length; i++) {
    const p = raster.pixels;
    const lum = 0.299 * (p[i * 4] ?? 0) + 0.587 * (p[i * 4 + 1] ?? 0) + 0.114 * (p[i * 4 + 2] ?? 0);
    ink[i] = lum < 150 ? 1 : 0;
  }
  return ink;
}

function score(ink: Uint8Array, width: number, height: number, t: Template, cx: number, cy: number): number {
  let both = 0;
  let inked = 0;
  const side = 2 * BOX + 1;
  for (let y = -BOX; y <= BOX; y++) {
    const py = cy + y;
    if (py < 0 || py >= height) continue;
    for (let x = -BOX; x <= BOX; x++) {
      const px = cx + x;
      if (px < 0 || px >= width) continue;
      const m = t.mask[(y + BOX) * side + (x + BOX)] ?? 0;
      const k = ink[py * width + px] ?? 0;
      if (m) both += k;
      else inked += k;
    }
  }
  return (2 * both) / (t.count + both + inked * 0.5);
}

/** The attacker's reading: the best glyph at each expected centre (searched ±4 px). */
export function readWithFont(raster: Raster, centres: Array<{ x: number; y: number }>): string {
  const ink = inkMap(raster);
  let text = '';
  for (const centre of centres) {
    let best = { char: '?', value: -1 };
    for (const t of allTemplates())
      for (let dy = -4; dy <= 4; dy += 2)
        for (let dx = -4; dx <= 4; dx += 2) {
          const value = score(
            ink,
            raster.width,
            raster.height,
            t,
            Math.round(centre.x + dx),
            Math.round(centre.y + dy),
          );
          if (value > best.value) best = { char: t.char, value };
        }
    text += best.char;
  }
  return text;
}
