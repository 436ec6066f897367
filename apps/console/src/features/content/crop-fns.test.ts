import { describe, expect, it } from 'vitest';
import { cropQuality, cropRect, outputSize } from './crop-fns';

describe('banner crop', () => {
  it('keeps the widest band of the slot’s ratio, centred, from a tall picture', () => {
    expect(cropRect({ width: 1000, height: 1000 }, 1920 / 520, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({
      sx: 0,
      sy: (1000 - 1000 / (1920 / 520)) / 2,
      sw: 1000,
      sh: 1000 / (1920 / 520),
    });
  });

  it('keeps the full height of a very wide picture, placed by x', () => {
    const r = cropRect({ width: 4000, height: 300 }, 800 / 300, { zoom: 1, x: 1, y: 0.5 });
    expect(r).toEqual({ sx: 4000 - 800, sy: 0, sw: 800, sh: 300 });
  });

  it('zooms in by shrinking the kept part and clamps the placement', () => {
    const r = cropRect({ width: 960, height: 400 }, 480 / 200, { zoom: 2, x: -3, y: 9 });
    expect(r).toEqual({ sx: 0, sy: 400 - 200, sw: 480, sh: 200 });
  });

  it('sends the slot’s size, or fewer pixels when the crop has fewer', () => {
    expect(outputSize({ sx: 0, sy: 0, sw: 3840, sh: 1040 }, { width: 1920, height: 520 })).toEqual({
      width: 1920,
      height: 520,
    });
    expect(outputSize({ sx: 0, sy: 0, sw: 960, sh: 260 }, { width: 1920, height: 520 })).toEqual({
      width: 960,
      height: 260,
    });
  });

  it('is sharp at the slot’s size, soft down to half of it, and too small below', () => {
    const slot = { width: 1920 };
    expect(cropQuality({ width: 1920 }, slot)).toBe('sharp');
    expect(cropQuality({ width: 960 }, slot)).toBe('soft');
    expect(cropQuality({ width: 959 }, slot)).toBe('tooSmall');
  });
});
