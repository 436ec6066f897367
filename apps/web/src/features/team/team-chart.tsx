import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDay } from '@fortuna/contracts';
import { dayBars, dayLabel } from './team-fns';

const WIDTH = 640;
const HEIGHT = 160;
const FIGURES = ['bets', 'profitLoss', 'deposits'] as const;
type Figure = (typeof FIGURES)[number];

/** The range's days as SVG bars of one figure at a time (docs/decisions.md: plain SVG), with the numbers in a table for screen readers. */
export function TeamChart({ days }: { days: readonly TeamDay[] }) {
  const { t } = useTranslation('team');
  const [figure, setFigure] = useState<Figure>('bets');
  const { bars, zeroY, barWidth } = dayBars(days, figure, WIDTH, HEIGHT);
  const every = Math.max(1, Math.ceil(days.length / 8));
  const quiet = bars.every((b) => b.value === 0);
  return (
    <figure className="team-chart" data-testid="team-chart">
      <figcaption className="team-chart__head">
        <span className="team-chart__title">{t('chart.title')}</span>
        <span className="pill-switch" role="group" aria-label={t('chart.title')}>
          {FIGURES.map((f) => (
            <button key={f} type="button" aria-pressed={f === figure} onClick={() => setFigure(f)}>
              {t(`figure.${f}`)}
            </button>
          ))}
        </span>
      </figcaption>
      {quiet ? <p className="team-chart__quiet">{t('chart.quiet')}</p> : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="team-chart__svg" aria-hidden="true" preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="team-chart__zero" />
        {bars.map((b) => (
          <rect
            key={b.date}
            x={b.x}
            y={b.y}
            width={barWidth}
            height={Math.max(b.height, b.value === 0 ? 0 : 1)}
            className={b.value < 0 ? 'team-chart__bar team-chart__bar--neg' : 'team-chart__bar'}
          >
            <title>{`${b.date}: ${b.value.toFixed(2)}`}</title>
          </rect>
        ))}
      </svg>
      <div className="team-chart__labels" aria-hidden="true">
        {bars.map((b, i) => (
          <span key={b.date}>{i % every === 0 ? dayLabel(b.date) : ''}</span>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{t(`figure.${figure}`)}</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d[figure]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
