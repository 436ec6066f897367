import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('chunks lists (notice pages of 9, announcement chunks of 7)', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    expect(chunk(list, 9).map((c) => c.length)).toEqual([9, 9, 2]);
    expect(chunk(list, 7).map((c) => c.length)).toEqual([7, 7, 6]);
    expect(chunk([], 9)).toEqual([]);
  });
});
