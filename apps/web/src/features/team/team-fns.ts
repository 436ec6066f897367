import type { TeamDay } from '@fortuna/contracts';

/** Pure helpers of the team pages (unit tested). */

/** A money string of the API ("-12.50") as a number for drawing only (never for sums). */
export const moneyNumber = (value: string): number => Number(value);

export type ChartBar = { date: string; x: number; height: number; y: number; value: number };

/**
 * Bars of one figure per day inside a `width` × `height` box with a zero line: positive bars grow
 * up from it, negative ones down; the tallest bar fills the box.
 */
export function dayBars(
  days: readonly TeamDay[],
  figure: 'bets' | 'profitLoss' | 'deposits',
  width: number,
  height: number,
): { bars: ChartBar[]; zeroY: number; barWidth: number } {
  const values = days.map((d) => moneyNumber(d[figure]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = (max / span) * height;
  const slot = days.length ? width / days.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  const bars = days.map((d, i) => {
    const value = values[i] ?? 0;
    const size = (Math.abs(value) / span) * height;
    return {
      date: d.date,
      x: i * slot + (slot - barWidth) / 2,
      height: size,
      y: value >= 0 ? zeroY - size : zeroY,
      value,
    };
  });
  return { bars, zeroY, barWidth };
}

/** The short label of a day on the chart's axis ("11-26"). */
export const dayLabel = (date: string): string => date.slice(5);
