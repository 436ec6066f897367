import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../src/platform/rate-limit.js';

const stores: Array<[string, () => Promise<RateLimiter>]> = [
  ['memory', () => Promise.resolve(createMemoryRateLimiter())],
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  stores.push(['redis', () => createRedisRateLimiter(redisUrl, `fortuna-test:${randomBytes(6).toString('hex')}:`)]);

describe.each(stores)('rate limiter (%s)', (_name, create) => {
  it('allows `limit` events in any window and tells how long to wait', async () => {
    const limiter = await create();
    try {
      const rule = { limit: 3, windowMs: 1_000 };
      const t0 = 1_000_000;
      expect((await limiter.consume('k', rule, t0)).allowed).toBe(true);
      expect((await limiter.consume('k', rule, t0 + 100)).allowed).toBe(true);
      expect((await limiter.consume('k', rule, t0 + 200)).allowed).toBe(true);
      expect(await limiter.consume('k', rule, t0 + 300)).toEqual({ allowed: false, retryAfterMs: 700 });
      // Sliding: at t0+1000 the first event has left the window, the others have not.
      expect((await limiter.consume('k', rule, t0 + 1_000)).allowed).toBe(true);
      expect((await limiter.consume('k', rule, t0 + 1_050)).allowed).toBe(false);
      expect(await limiter.count('k', 1_000, t0 + 1_050)).toBe(3);
      expect((await limiter.consume('other', rule, t0 + 1_050)).allowed).toBe(true);
      await limiter.reset('k');
      expect(await limiter.count('k', 1_000, t0 + 1_050)).toBe(0);
    } finally {
      await limiter.close();
    }
  });

  it('counts parallel events exactly', async () => {
    const limiter = await create();
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => limiter.consume('burst', { limit: 5, windowMs: 60_000 }, 5_000)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    } finally {
      await limiter.close();
    }
  });
});
