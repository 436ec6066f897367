import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TREND_SCALE, trendOf } from './result-fns';

type Point = { issueCode: string; result: unknown };

/** Narrow screens draw the chart on a narrower canvas, so its figures stay readable when scaled down. */
const NARROW = '(max-width: 640px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useNarrow = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
const H = 160;
const PAD = { left: 32, right: 8, top: 10, bottom: 22 };

/**
 * The trend of the recent draws (oldest left): the number trendOf follows per family, as a line
 * with its points, and the big/small line across. Plain SVG (docs/decisions.md: no chart library);
 * the figures are also a list for screen readers.
 */
export function TrendChart({ family, draws }: { family: string; draws: readonly Point[] }) {
  const { t } = useTranslation('lottery');
  const scale = TREND_SCALE[family];
  const W = useNarrow() ? 400 : 1000;
  const points = [...draws]
    .reverse()
    .map((d) => ({ code: d.issueCode, value: trendOf(family, d.result) }))
    .filter((p): p is { code: string; value: number } => p.value !== null);
  if (!scale || points.length < 2) return null;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1);
  const y = (v: number) => PAD.top + ((scale.max - v) * (H - PAD.top - PAD.bottom)) / (scale.max - scale.min);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const ticks = [scale.min, Math.round((scale.min + scale.max) / 2), scale.max];
  const title = t(`trend.${family}`, { defaultValue: t('trend.value') });
  return (
    <figure className="lott-trend" data-testid="lott-trend">
      <figcaption className="lott-trend__title">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="lott-trend__svg" role="img" aria-label={title}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="lott-trend__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="lott-trend__tick">
              {v}
            </text>
          </g>
        ))}
        {scale.line !== null ? (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(scale.line)} y2={y(scale.line)} className="lott-trend__mid" />
        ) : null}
        <path d={path} className="lott-trend__line" />
        {points.map((p, i) => (
          <circle
            key={p.code}
            cx={x(i)}
            cy={y(p.value)}
            r={3.5}
            className={scale.line !== null && p.value > scale.line ? 'lott-trend__dot--big' : 'lott-trend__dot'}
          >
            <title>{`${p.code}: ${p.value}`}</title>
          </circle>
        ))}
        <text x={PAD.left} y={H - 6} className="lott-trend__tick">
          {points[0]!.code}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="lott-trend__tick">
          {points[points.length - 1]!.code}
        </text>
      </svg>
      <ul className="visually-hidden">
        {points.map((p) => (
          <li key={p.code}>{`${p.code}: ${p.value}`}</li>
        ))}
      </ul>
    </figure>
  );
}
