import type { RandomInt } from '../../src/modules/identity/captcha/captcha-image-fns.js';

/** mulberry32: a seeded generator, so the same seed draws the same picture and a run is repeatable. */
export function seededRandom(seed: number): RandomInt {
  let a = seed >>> 0;
  return (min, max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(r * (max - min));
  };
}
