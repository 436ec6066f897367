import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LotteryExposure } from '@fortuna/contracts/console-lottery';
import { Badge } from '@/components/badge';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CategoryChart, type CategorySeries } from './category-chart';
import { GamePicker } from './game-picker';
import { useLotteryExposure } from './lottery-api';
import { chartNumber, issueTone } from './lottery-fns';

type NumberRow = LotteryExposure['numbers'][number] & { use: number | null };
const column = gridColumns<NumberRow>();
const CHART_NUMBERS = 20;

function numberColumns(t: TFunction) {
  return column.columns([
    column.accessor('kind', {
      header: t('col.kind'),
      cell: (info) => (info.getValue() === '*' ? t('form.allKinds') : info.getValue()),
    }),
    column.accessor('number', {
      header: t('col.number'),
      cell: (info) => <strong className="mono">{info.getValue()}</strong>,
    }),
    column.accessor('stake', {
      header: t('col.stake'),
      cell: (info) => <span className="num mono">{formatMoney(info.getValue())}</span>,
    }),
    column.accessor('limit', {
      header: t('col.limit'),
      cell: (info) => <span className="num mono">{info.getValue() ? formatMoney(info.getValue() ?? '0') : '—'}</span>,
    }),
    column.accessor('use', {
      header: t('col.use'),
      cell: (info) => {
        const use = info.getValue();
        if (use === null) return '—';
        return (
          <div className="meter" title={`${use}%`}>
            <span
              className={`meter__bar${use >= 90 ? ' meter__bar--hot' : ''}`}
              style={{ width: `${Math.min(100, use)}%` }}
            />
            <span className="meter__text num">{use}%</span>
          </div>
        );
      },
    }),
  ]);
}

/** The open issue of a game: stake per number (most first) against its limit, refreshed every 5 s. */
export function ExposurePanel() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const gameId = Number(params.get('game')) || null;
  const exposure = useLotteryExposure(gameId);
  const columns = useMemo(() => numberColumns(t), [t]);

  return (
    <div className="records__panel">
      <GamePicker value={gameId} onChange={(id) => setParams({ tab: 'exposure', game: String(id) })} />
      {gameId === null ? (
        <Empty title={t('pickGame')} />
      ) : (
        <QueryView query={exposure}>
          {(e) =>
            e.issue === null ? (
              <Empty title={t('noOpenIssue')}>{t('noOpenIssueHint')}</Empty>
            ) : (
              <ExposureView exposure={e} columns={columns} />
            )
          }
        </QueryView>
      )}
    </div>
  );
}

function ExposureView({
  exposure: e,
  columns,
}: {
  exposure: LotteryExposure;
  columns: ReturnType<typeof numberColumns>;
}) {
  const { t } = useTranslation('lottery');
  const issue = e.issue;
  const rows: NumberRow[] = e.numbers.map((n) => ({
    ...n,
    use: n.limit && chartNumber(n.limit) > 0 ? Math.round((100 * chartNumber(n.stake)) / chartNumber(n.limit)) : null,
  }));
  const top = rows.slice(0, CHART_NUMBERS);
  const categories = useMemo(() => top.map((n) => (n.kind === '*' ? n.number : `${n.number} · ${n.kind}`)), [e]); // eslint-disable-line react-hooks/exhaustive-deps
  const series: CategorySeries[] = useMemo(
    () => [
      { label: t('col.stake'), color: '#2563eb', kind: 'bar', values: top.map((n) => chartNumber(n.stake)) },
      {
        label: t('col.limit'),
        color: '#dc2626',
        kind: 'line',
        values: top.map((n) => (n.limit ? chartNumber(n.limit) : null)),
      },
    ],
    [e, t], // eslint-disable-line react-hooks/exhaustive-deps
  );
  if (!issue) return null;
  return (
    <>
      <dl className="kpis">
        <div className="kpi">
          <dt>{t('col.issue')}</dt>
          <dd className="mono">
            {issue.code} <Badge tone={issueTone(issue.status)}>{t(`status.${issue.status}`)}</Badge>
          </dd>
        </div>
        <div className="kpi">
          <dt>{t('fact.saleEnd')}</dt>
          <dd>{formatDateTime(issue.saleEnd)}</dd>
        </div>
        <div className="kpi">
          <dt>{t('col.tickets')}</dt>
          <dd>{issue.tickets}</dd>
        </div>
        <div className="kpi">
          <dt>{t('fact.players')}</dt>
          <dd>{e.players}</dd>
        </div>
        <div className="kpi">
          <dt>{t('col.stake')}</dt>
          <dd className="mono">{formatMoney(issue.stake)}</dd>
        </div>
        <div className="kpi">
          <dt>{t('fact.maxPayout')}</dt>
          <dd className="mono">{formatMoney(e.maxPayout)}</dd>
        </div>
      </dl>
      {top.length > 0 ? (
        <figure className="chart-card card">
          <figcaption className="muted">{t('exposureChart', { count: top.length })}</figcaption>
          <CategoryChart
            categories={categories}
            series={series}
            label={t('exposureChart', { count: top.length })}
            categoryLabel={t('col.number')}
            testId="exposure-chart"
          />
        </figure>
      ) : null}
      <DataGrid
        columns={columns}
        data={rows}
        caption={t('exposureTitle')}
        getRowId={(n) => `${n.kind}:${n.number}`}
        empty={<Empty title={t('noExposure')}>{t('noExposureHint')}</Empty>}
        sort="client"
      />
    </>
  );
}
