import type { Raster } from '../../src/modules/identity/captcha/png-fns.js';

/**
 * Attackers of the slider captcha (the reproduction of finding 7). Both get what a client gets:
 * the background, the piece (its alpha is its shape) and the piece's y, and answer an x.
 */
const lum = (r: Raster, i: number) =>
  0.299 * (r.pixels[i] ?? 0) + 0.587 * (r.pixels[i + 1] ?? 0) + 0.114 * (r.pixels[i + 2] ?? 0);

/** The published template match: where the background best equals the piece darkened (e2e helper of main). */
export function contentMatch(bg: Raster, piece: Raster, pieceY: number): number {
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = 0; x <= bg.width - piece.width; x++) {
    let score = 0;
    for (let py = 0; py < piece.height; py++)
      for (let px = 0; px < piece.width; px++) {
        const pi = (py * piece.width + px) * 4;
        if ((piece.pixels[pi + 3] ?? 0) < 255) continue;
        const bi = ((pieceY + py) * bg.width + (x + px)) * 4;
        for (let c = 0; c < 3; c++) score += Math.abs((bg.pixels[bi + c] ?? 0) - (piece.pixels[pi + c] ?? 0) * 0.45);
      }
    if (score < bestScore) {
      bestScore = score;
      best = x;
    }
  }
  return best;
}

/**
 * A shape-aware match: where the inside of the piece's shape is darkest against a ring just
 * outside it (a hole is shaded inside its outline), whatever the picture.
 */
export function shapeMatch(bg: Raster, piece: Raster, pieceY: number): number {
  const side = piece.width;
  const inside = (px: number, py: number) =>
    px >= 0 && py >= 0 && px < side && py < piece.height && (piece.pixels[(py * side + px) * 4 + 3] ?? 0) === 255;
  const inner: Array<[number, number]> = [];
  const ring: Array<[number, number]> = [];
  for (let py = -3; py < piece.height + 3; py++)
    for (let px = -3; px < side + 3; px++) {
      if (inside(px, py)) {
        if (inside(px - 2, py) && inside(px + 2, py) && inside(px, py - 2) && inside(px, py + 2)) inner.push([px, py]);
      } else {
        let near = false;
        for (let d = -3; d <= 3 && !near; d++) near = inside(px + d, py) || inside(px, py + d);
        if (near) ring.push([px, py]);
      }
    }
  const mean = (points: Array<[number, number]>, x: number) => {
    let sum = 0;
    let n = 0;
    for (const [px, py] of points) {
      const bx = x + px;
      const by = pieceY + py;
      if (bx < 0 || by < 0 || bx >= bg.width || by >= bg.height) continue;
      sum += lum(bg, (by * bg.width + bx) * 4);
      n++;
    }
    return n ? sum / n : 0;
  };
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = 0; x <= bg.width - side; x++) {
    const score = mean(inner, x) - mean(ring, x);
    if (score < bestScore) {
      bestScore = score;
      best = x;
    }
  }
  return best;
}
