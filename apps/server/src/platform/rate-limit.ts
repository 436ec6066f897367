import { randomBytes } from 'node:crypto';

/** At most `limit` events per key in any `windowMs` interval (a sliding log: exact, no burst at window edges). */
export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: boolean; retryAfterMs: number };

/**
 * Counters keyed by string, for throttles (captcha refresh, SMS sends, login attempts). With
 * REDIS_URL the log lives in Redis, so every API instance counts the same events; without it an
 * in-process map serves the single instance. Times come from the caller (the app clock).
 */
export type RateLimiter = {
  kind: 'redis' | 'memory';
  /** Records one event for `key` when the rule still allows it; a refused event is not recorded. */
  consume(key: string, rule: RateRule, now: number): Promise<RateDecision>;
  /** Events of `key` inside the window ending at `now`, recording nothing. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createMemoryRateLimiter(): RateLimiter {
  const logs = new Map<string, { times: number[]; windowMs: number }>();
  let operations = 0;
  /** Events of `key` inside `windowMs` before `now`; drops only what no rule of the key still needs. */
  const live = (key: string, windowMs: number, now: number): number[] => {
    const entry = logs.get(key);
    if (!entry) return [];
    entry.windowMs = Math.max(entry.windowMs, windowMs);
    entry.times = entry.times.filter((t) => t > now - entry.windowMs);
    return entry.times.filter((t) => t > now - windowMs);
  };
  const sweep = (now: number) => {
    for (const [key, entry] of logs) if (entry.times.every((t) => t <= now - entry.windowMs)) logs.delete(key);
  };
  return {
    kind: 'memory',
    consume(key, rule, now) {
      if (++operations % 1000 === 0) sweep(now);
      const times = live(key, rule.windowMs, now);
      if (times.length >= rule.limit) {
        const oldest = Math.min(...times);
        return Promise.resolve({ allowed: false, retryAfterMs: Math.max(0, oldest + rule.windowMs - now) });
      }
      const entry = logs.get(key) ?? { times: [], windowMs: rule.windowMs };
      entry.times.push(now);
      logs.set(key, entry);
      return Promise.resolve({ allowed: true, retryAfterMs: 0 });
    },
    count: (key, windowMs, now) => Promise.resolve(live(key, windowMs, now).length),
    reset(key) {
      logs.delete(key);
      return Promise.resolve();
    },
    close() {
      logs.clear();
      return Promise.resolve();
    },
  };
}

// Atomic check-and-record: drop entries older than the window, refuse when full (answering how
// long until the oldest leaves), else add this event. Members are unique per event.
const CONSUME_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}
`;

export async function createRedisRateLimiter(url: string, prefix: string): Promise<RateLimiter> {
  // Loaded only when Redis is configured: ~50 ms less start-up without it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: 'redis',
    async consume(key, rule, now) {
      const member = `${now}:${randomBytes(6).toString('hex')}`;
      const [allowed, retryAfterMs] = (await redis.eval(
        CONSUME_SCRIPT,
        1,
        k(key),
        now,
        rule.windowMs,
        rule.limit,
        member,
      )) as [number, number];
      return { allowed: allowed === 1, retryAfterMs: Math.max(0, retryAfterMs) };
    },
    async count(key, windowMs, now) {
      return redis.zcount(k(key), `(${now - windowMs}`, '+inf');
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Redis when configured (shared by every instance), else in-process. */
export const createRateLimiter = (redisUrl: string | undefined, prefix: string): Promise<RateLimiter> =>
  redisUrl ? createRedisRateLimiter(redisUrl, prefix) : Promise.resolve(createMemoryRateLimiter());
