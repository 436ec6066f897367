import { describe, expect, it } from 'vitest';
import { nextSlide, swipeDirection } from './carousel-fns';

describe('carousel', () => {
  it('wraps round when looping and stops at the ends otherwise', () => {
    expect(nextSlide(3, 1, 4, true)).toBe(0);
    expect(nextSlide(0, -1, 4, true)).toBe(3);
    expect(nextSlide(3, 1, 4, false)).toBe(3);
    expect(nextSlide(0, -1, 1, false)).toBe(0);
  });
  it('reads a sideways swipe of 40 px or more', () => {
    expect(swipeDirection({ x: 200, y: 0 }, { x: 100, y: 10 })).toBe(1);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 200, y: 10 })).toBe(-1);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 120, y: 0 })).toBe(0);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 160, y: 200 })).toBe(0);
  });
});
