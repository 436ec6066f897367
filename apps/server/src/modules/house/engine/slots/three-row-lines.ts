/**
 * The usual paylines of a 3-row, 5-reel slot, each the row (0 top, 1 middle, 2 bottom) read on
 * reels 1 … 5, in the order slots number them: a slot of n lines plays the first n (Fortuna Fruits
 * 20, Dragon's Gold 25, Pharaoh's Sun 10).
 */
export const THREE_ROW_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
];

/** The first `count` of the usual 3-row lines. */
export const threeRowLines = (count: number) => THREE_ROW_LINES.slice(0, count);
