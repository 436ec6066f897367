/** Report ranges: market days as yyyy-MM-dd, inclusive, at most 92 days (the contract's limit). */
export const MAX_DAYS = 92;

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last 7 days up to today (the reader's calendar). */
export function lastWeek(now = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - 6);
  return { startDate: iso(start), endDate: iso(now) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a range (a key of `reports.range.*`), or null. */
export function rangeProblem(startDate: string, endDate: string): 'invalid' | 'order' | 'tooLong' | null {
  if (!DATE.test(startDate) || !DATE.test(endDate)) return 'invalid';
  if (startDate > endDate) return 'order';
  if (Date.parse(endDate) - Date.parse(startDate) > MAX_DAYS * 86_400_000) return 'tooLong';
  return null;
}

export type Range = { startDate: string; endDate: string };
