import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompact } from '@/lib/format';

/** One drawn series: bars (one per category) or a line across them. */
export type CategorySeries = { label: string; color: string; kind: 'bar' | 'line'; values: (number | null)[] };

const HEIGHT = 260;

/**
 * Figures per category (numbers of an issue, issues of a day) as bars and lines (uPlot, canvas,
 * as the dashboard's chart): the x axis names the categories, the legend follows the cursor.
 * Money arrives as strings; the chart reads them as numbers for drawing only.
 */
export function CategoryChart({
  categories,
  series,
  label,
  categoryLabel,
  testId,
}: {
  categories: string[];
  series: CategorySeries[];
  /** What the chart shows, for screen readers. */
  label: string;
  /** The legend's name of the category. */
  categoryLabel: string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const name = (v: number) => (Number.isInteger(v) ? (categories[v] ?? '') : '');
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false, range: () => [-0.6, Math.max(0, categories.length - 0.4)] } },
        series: [
          { label: categoryLabel, value: (_u: uPlot, v: number | null) => (v == null ? '—' : name(v)) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: s.kind === 'bar' ? 1 : 2,
            ...(s.kind === 'bar' ? { fill: `${s.color}b3`, paths: bars, points: { show: false } } : {}),
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatCompact(v)),
          })),
        ],
        axes: [
          // Labels never overlap: ticks at least a label's width apart (uPlot skips the others).
          {
            stroke: '#5b6473',
            space: Math.max(36, ...categories.map((c) => c.length * 7 + 8)),
            values: (_u, vals) => vals.map(name),
          },
          { stroke: '#5b6473', size: 60, values: (_u, vals) => vals.map((v) => formatCompact(v)) },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, categoryLabel]);
  return <div ref={box} className="chart" role="img" aria-label={label} data-testid={testId} />;
}
