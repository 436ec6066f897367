import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';

export type Throttle = (key: string, rule: { limit: number; windowMs: number }) => Promise<void>;

/** Counts one use of `key` under `rule`; past the limit refuses with RATE_LIMITED and when to retry. */
export const createThrottle =
  (limiter: RateLimiter, clock: () => Date): Throttle =>
  async (key, rule) => {
    const decision = await limiter.consume(key, rule, clock().getTime());
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
  };
