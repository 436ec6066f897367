import { describe, expect, it } from 'vitest';
import { activeAfterKey } from './country-select-fns';

const names = ['Philippines', 'Thailand', 'Taiwan', 'Vietnam'];

describe('country list keyboard', () => {
  it('steps with the arrows and stops at the ends', () => {
    expect(activeAfterKey('ArrowDown', 0, names)).toBe(1);
    expect(activeAfterKey('ArrowDown', 3, names)).toBe(3);
    expect(activeAfterKey('ArrowUp', 0, names)).toBe(0);
    expect(activeAfterKey('Home', 2, names)).toBe(0);
    expect(activeAfterKey('End', 0, names)).toBe(3);
  });

  it('goes to the next country starting with a typed letter, wrapping round, and stays when none does', () => {
    expect(activeAfterKey('t', 0, names)).toBe(1);
    expect(activeAfterKey('T', 1, names)).toBe(2);
    expect(activeAfterKey('t', 2, names)).toBe(1);
    expect(activeAfterKey('z', 2, names)).toBe(2);
  });

  it('leaves other keys to the list', () => {
    expect(activeAfterKey('Enter', 1, names)).toBeNull();
    expect(activeAfterKey('1', 1, names)).toBeNull();
  });
});
