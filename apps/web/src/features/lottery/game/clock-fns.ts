/**
 * Countdowns run against the server's clock (the lobby and game answers carry `serverTime`), not
 * the device's: the offset between the two is taken when an answer arrives.
 */
export const clockOffsetMs = (serverTime: string, receivedAt: number = Date.now()): number => {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
};

/** Whole seconds left until `at` (never below 0). */
export const secondsUntil = (at: string, nowMs: number): number =>
  Math.max(0, Math.ceil((Date.parse(at) - nowMs) / 1000));

/** "00:42", "04:59", "1:02:03", "2d 03:04:05" for a countdown. */
export function countdownText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return `${d}d ${pad(h)}:${pad(m)}:${pad(s)}`;
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}`;
  return `${pad(m)}:${pad(s)}`;
}
