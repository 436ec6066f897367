import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-fns';

describe('pagination (2 margin pages, range 5)', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
  it('keeps 2 pages at each end and 5 around the current one, with gaps', () => {
    expect(paginationItems(1, 70)).toEqual([1, 2, 3, 4, 5, 'gap-end', 69, 70]);
    expect(paginationItems(35, 70)).toEqual([1, 2, 'gap-start', 33, 34, 35, 36, 37, 'gap-end', 69, 70]);
    expect(paginationItems(70, 70)).toEqual([1, 2, 'gap-start', 66, 67, 68, 69, 70]);
  });
  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap-end', 19, 20]);
  });
  it('clamps a page outside the range', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  });
});
