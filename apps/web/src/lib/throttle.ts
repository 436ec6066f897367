/**
 * Allows one call per `intervalMs`; answers whether this call may go (spec §9: favourites, SMS
 * send and captcha refresh are limited to one a second).
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
