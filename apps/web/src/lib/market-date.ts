import { marketDate } from '@fortuna/contracts/market-days';

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month';

/** The preset's inclusive market days (calendar days in the brand's `timeZone`) as of `now`. */
export function presetRange(preset: RangePreset, now: Date, timeZone: string): { startDate: string; endDate: string } {
  const day = (daysAgo: number) => marketDate(now, timeZone, daysAgo);
  switch (preset) {
    case 'today':
      return { startDate: day(0), endDate: day(0) };
    case 'yesterday':
      return { startDate: day(1), endDate: day(1) };
    case 'week':
      return { startDate: day(6), endDate: day(0) };
    case 'month':
      return { startDate: day(29), endDate: day(0) };
  }
}
