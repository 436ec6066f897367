import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('throttle', () => {
  it('lets one call through per interval (favourites, SMS send, captcha refresh)', () => {
    let now = 0;
    const may = createThrottle(1000, () => now);
    expect(may()).toBe(true);
    now = 999;
    expect(may()).toBe(false);
    now = 1000;
    expect(may()).toBe(true);
  });
});
