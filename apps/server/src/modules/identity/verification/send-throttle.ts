import { AppError } from '../../../platform/errors.js';
import type { RateLimiter, RateRule } from '../../../platform/rate-limit.js';

const CAPPED_RETRY_MIN_MS = 5 * 60_000;

/**
 * The throttle of every code send (SMS and e-mail): `second` allows one send per second for
 * the address (RATE_LIMITED); each of `hourly` is a cap against pumping (per address, per
 * client, per member). Over any cap the answer is SMS_TOO_MANY_REQUESTS with a wait of at
 * least 5 minutes (spec §8 "too many requests, retry after 5 minutes"); nothing is counted
 * for a refused send except the refusal itself.
 */
export async function throttleSend(
  limiter: RateLimiter,
  now: number,
  second: { key: string; rule: RateRule },
  hourly: Array<{ key: string; rule: RateRule }>,
): Promise<void> {
  const first = await limiter.consume(second.key, second.rule, now);
  if (!first.allowed)
    throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(first.retryAfterMs / 1000) });
  const counts = await Promise.all(hourly.map((h) => limiter.count(h.key, h.rule.windowMs, now)));
  if (counts.some((n, i) => n >= (hourly[i]?.rule.limit ?? 0))) {
    const waits = await Promise.all(hourly.map((h) => limiter.consume(h.key, h.rule, now)));
    const retryAfterMs = Math.max(CAPPED_RETRY_MIN_MS, ...waits.map((w) => w.retryAfterMs));
    throw new AppError('SMS_TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
  }
  for (const h of hourly) await limiter.consume(h.key, h.rule, now);
}
