/**
 * Issues ("numeros") of the fast games (LOTTERY.md "Issues"): a day in the brand's time zone is
 * cut into windows of the game's cadence; window k (from 1) is issue `yyyyMMdd` + k, four digits
 * wide when a day has more than 999 issues (1-minute and faster games), else three. An issue's
 * draw is at the end of its window, its sale from the window's start until `closeSeconds` before
 * the draw (DEFAULT 10 s for a cadence of a minute or less, 30 s otherwise).
 */
export type FastIssue = {
  code: string;
  /** Index of the day, from 1. */
  index: number;
  saleStart: Date;
  saleEnd: Date;
  drawAt: Date;
};

const DAY_S = 86_400;

export const defaultCloseSeconds = (cadenceSeconds: number): number => (cadenceSeconds <= 60 ? 10 : 30);

/** Issues a day holds at a cadence (the last window ends at midnight). */
export function issuesPerDay(cadenceSeconds: number): number {
  if (!Number.isInteger(cadenceSeconds) || cadenceSeconds < 15 || DAY_S % cadenceSeconds !== 0)
    throw new RangeError(`a cadence must divide a day: ${cadenceSeconds}`);
  return DAY_S / cadenceSeconds;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The calendar day (yyyyMMdd) and second of the day of an instant, `offsetMinutes` east of UTC. */
function localDay(at: Date, offsetMinutes: number): { day: string; second: number; midnightMs: number } {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000);
  const day = `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1, 2)}${pad(shifted.getUTCDate(), 2)}`;
  const second = shifted.getUTCHours() * 3600 + shifted.getUTCMinutes() * 60 + shifted.getUTCSeconds();
  const midnightMs =
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - offsetMinutes * 60_000;
  return { day, second, midnightMs };
}

/** The issue of a day by its index. */
export function fastIssueOf(
  day: { day: string; midnightMs: number },
  index: number,
  cadenceSeconds: number,
  closeSeconds = defaultCloseSeconds(cadenceSeconds),
): FastIssue {
  const perDay = issuesPerDay(cadenceSeconds);
  if (!Number.isInteger(index) || index < 1 || index > perDay) throw new RangeError(`no issue ${index} in a day`);
  const drawMs = day.midnightMs + index * cadenceSeconds * 1000;
  return {
    code: day.day + pad(index, perDay > 999 ? 4 : 3),
    index,
    saleStart: new Date(drawMs - cadenceSeconds * 1000),
    saleEnd: new Date(drawMs - closeSeconds * 1000),
    drawAt: new Date(drawMs),
  };
}

/** The issue whose window holds `at` (its sale may already have closed: the last seconds before a draw). */
export function fastIssueAt(at: Date, cadenceSeconds: number, offsetMinutes: number, closeSeconds?: number): FastIssue {
  const local = localDay(at, offsetMinutes);
  return fastIssueOf(local, Math.floor(local.second / cadenceSeconds) + 1, cadenceSeconds, closeSeconds);
}

/** The issue on sale at `at`: the current window's, or the next one's during the closing seconds. */
export function fastIssueOnSale(
  at: Date,
  cadenceSeconds: number,
  offsetMinutes: number,
  closeSeconds?: number,
): FastIssue {
  const current = fastIssueAt(at, cadenceSeconds, offsetMinutes, closeSeconds);
  if (at < current.saleEnd) return current;
  return fastIssueAt(current.drawAt, cadenceSeconds, offsetMinutes, closeSeconds);
}

/** Reads an issue code back to its day and index; null when it is not one of the cadence's codes. */
export function parseFastIssueCode(code: string, cadenceSeconds: number): { day: string; index: number } | null {
  const perDay = issuesPerDay(cadenceSeconds);
  const width = perDay > 999 ? 4 : 3;
  const m = new RegExp(`^(\\d{8})(\\d{${width}})$`).exec(code);
  if (!m) return null;
  const index = Number(m[2]);
  return index >= 1 && index <= perDay ? { day: m[1]!, index } : null;
}

/** The code game cadences in the catalogue end with: SSC_1MIN → 60 s, SSC_45S → 45 s. */
export function cadenceOfGameCode(gameCode: string): number | null {
  const m = /_(\d+)(MIN|S)$/.exec(gameCode);
  if (!m) return null;
  const seconds = Number(m[1]) * (m[2] === 'MIN' ? 60 : 1);
  return seconds >= 15 && DAY_S % seconds === 0 ? seconds : null;
}
