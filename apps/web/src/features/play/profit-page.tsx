import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetTotals } from '@fortuna/contracts';
import { ZoneNote } from '@/components/zone-note';
import { type RangePreset } from '@/lib/market-date';
import { profitReportQuery } from './play-api';
import { betRange, DEFAULT_PRESET } from './play-fns';
import { AmountCells, AmountHeads, QueryStates, RangePresets, TotalsBand } from './play-parts';
import '@/styles/member-pages.css';
import './play.css';
import { useMarketZone } from '@/lib/queries/system-api';

/** Profit and loss (personalProfit): settled rounds of the range, in total, per day and per category. */
export function ProfitPage() {
  const { t, i18n } = useTranslation(['bets', 'lobby']);
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const report = useQuery({
    ...profitReportQuery(betRange(preset, new Date(), zone)),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  // Market days are calendar dates of the brand's zone: shown as written, never shifted to the reader's zone.
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(i18n.language, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });

  return (
    <div className="bets-page" data-testid="profit-report">
      <div className="bets-filters">
        <RangePresets value={preset} onChange={setPreset} />
      </div>
      <ZoneNote />
      {data ? <TotalsBand totals={data.totals} label={t('summary')} testId="profit-totals" /> : null}
      <QueryStates query={report} isEmpty={(d) => !d.byDay.length} emptyHint={t('profitEmpty')}>
        {(data) => (
          <>
            <div className="bets-breakdowns">
              <TotalsTable
                title={t('byDay')}
                testId="profit-by-day"
                headKey="col.date"
                rows={data.byDay.map((d) => ({ key: d.date, label: day(d.date), totals: d }))}
              />
              <TotalsTable
                title={t('byCategory')}
                testId="profit-by-category"
                headKey="col.category"
                rows={data.byCategory.map((c) => ({
                  key: c.gameType,
                  label: t(`lobby:category.${c.gameType}`, { defaultValue: c.gameType }),
                  totals: c,
                }))}
              />
            </div>
          </>
        )}
      </QueryStates>
    </div>
  );
}

type TotalsRow = { key: string; label: string; totals: BetTotals };

/** Rows of totals under a first column (a day or a category); cards below 768 px like the records. */
function TotalsTable({
  title,
  testId,
  headKey,
  rows,
}: {
  title: string;
  testId: string;
  headKey: string;
  rows: TotalsRow[];
}) {
  const { t, i18n } = useTranslation('bets');
  return (
    <section className="bets-breakdown" aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`} className="bets-subtitle">
        {title}
      </h3>
      <table className="bets-table bets-table--totals" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t(headKey)}</th>
            <th scope="col" className="is-num">
              {t('col.rounds')}
            </th>
            <AmountHeads />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, totals }) => (
            <tr key={key} data-testid={`${testId}-row`}>
              <th scope="row" className="bets-cell--head">
                {label}
              </th>
              <td className="is-num" data-label={t('col.rounds')}>
                {totals.rounds.toLocaleString(i18n.language)}
              </td>
              <AmountCells amounts={totals} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
