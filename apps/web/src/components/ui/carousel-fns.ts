/** Pure rules of the Carousel component. */

/** The slide after a step; wraps round only when looping, else stops at the ends. */
export function nextSlide(current: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = current + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** A horizontal swipe of at least 40 px (and more sideways than up or down): 1 = next, -1 = previous. */
export function swipeDirection(start: { x: number; y: number }, end: { x: number; y: number }, min = 40): 1 | -1 | 0 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
