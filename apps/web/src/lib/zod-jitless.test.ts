import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('switches zod to jitless mode without importing zod', () => {
    expect(z.config().jitless).toBe(true);
  });
});
