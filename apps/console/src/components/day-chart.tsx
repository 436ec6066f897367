import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompact, formatDay } from '@/lib/format';

/** One line: the day's field it draws (money as a decimal string, or a count), its legend and colour. */
export type ChartSeries<K extends string = string> = { key: K; label: string; color: string };

const HEIGHT = 260;

/**
 * Market days as lines (uPlot, canvas): loaded with the pages that draw it only (dashboard, agent
 * reports). Money is a string in the API; the chart reads it as a number for drawing, nothing is
 * computed from it.
 */
export function DayChart<K extends string>({
  days,
  series,
  label,
  dayLabel,
}: {
  days: ReadonlyArray<{ date: string } & Record<K, string | number>>;
  series: ReadonlyArray<ChartSeries<K>>;
  label: string;
  /** The legend's name of the x value (uPlot's own is the English "Time"). */
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, ...series.map((s) => days.map((d) => Number(d[s.key])))];
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          { label: dayLabel, value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatDay(v * 1000)) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatCompact(v)),
          })),
        ],
        axes: [
          {
            stroke: '#5b6473',
            // Whole days only: a short range would otherwise tick twice a day with the same label.
            incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400],
            values: (_u, vals) => vals.map((v) => formatDay(v * 1000)),
          },
          { stroke: '#5b6473', size: 60, values: (_u, vals) => vals.map((v) => formatCompact(v)) },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, dayLabel]);
  return <div ref={box} className="chart" role="img" aria-label={label} data-testid="day-chart" />;
}
