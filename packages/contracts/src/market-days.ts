/* Market days: calendar days in the brand's zone (zod-free, so the web's first page may use it). */

/** True for a time-zone name the runtime's Intl knows (IANA names such as `Asia/Manila`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatter creation is slow (about 20 µs) and a bet asks for its market day: one per zone. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at a whole-second instant (milliseconds). */
function offsetAt(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) - ms;
}

// Zones change offset only on quarter hours of UTC: the last quarter's offset per zone is kept, so
// a busy bet path asks Intl (about 6 µs a call) once per quarter hour instead of per bet.
const QUARTER_MS = 900_000;
const lastOffset = new Map<string, { quarter: number; offset: number }>();

/** The wall-clock reading in `timeZone` at `at`, as if it were UTC (milliseconds). */
export function wallClockMs(at: Date, timeZone: string): number {
  const ms = at.getTime();
  const quarter = Math.floor(ms / QUARTER_MS);
  let cached = lastOffset.get(timeZone);
  if (cached?.quarter !== quarter) {
    cached = { quarter, offset: offsetAt(quarter * QUARTER_MS, timeZone) };
    lastOffset.set(timeZone, cached);
  }
  return ms + cached.offset;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The market's calendar day (yyyy-MM-dd) `daysAgo` days before the day `at` falls on. */
export function marketDate(at: Date, timeZone: string, daysAgo = 0): string {
  const wall = wallClockMs(at, timeZone);
  return isoDate(wall - (wall % DAY_MS) - daysAgo * DAY_MS);
}

/** The instant a market day (yyyy-MM-dd) starts in `timeZone` (midnight there; DST-safe). */
export function marketDayStart(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at a guess, then at the corrected instant (differs only across a DST change).
  let at = midnightUtc - (wallClockMs(new Date(midnightUtc), timeZone) - midnightUtc);
  at = midnightUtc - (wallClockMs(new Date(at), timeZone) - at);
  return new Date(at);
}

/** Instants bounding inclusive market days: records with `from <= t < to` fall on them. */
export function marketDayRange(startDate: string, endDate: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: marketDayStart(startDate, timeZone),
    to: marketDayStart(isoDate(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS), timeZone),
  };
}
