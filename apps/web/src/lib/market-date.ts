/** Market day (UTC+8) as yyyy-MM-dd, `daysAgo` days before `now`. */
export function marketDate(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month';
export function presetRange(preset: RangePreset, now: Date): { startDate: string; endDate: string } {
  switch (preset) {
    case 'today':
      return { startDate: marketDate(now), endDate: marketDate(now) };
    case 'yesterday':
      return { startDate: marketDate(now, 1), endDate: marketDate(now, 1) };
    case 'week':
      return { startDate: marketDate(now, 6), endDate: marketDate(now) };
    case 'month':
      return { startDate: marketDate(now, 29), endDate: marketDate(now) };
  }
}
