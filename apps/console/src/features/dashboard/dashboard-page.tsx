import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DayFigures } from '@fortuna/contracts/console-reports';
import { Badge } from '@/components/badge';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Page } from '@/components/page';
import { Empty, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { errorText } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { consoleRoutes } from '@/lib/routes';
import { DayChart, type ChartSeries } from '@/components/day-chart';

const MONEY = ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'ggr', 'ngr'] as const;
const COUNTS = ['newMembers', 'firstDepositors', 'activePlayers', 'rounds'] as const;
const column = gridColumns<DayFigures>();

/** The dashboard (reports.read): today, the last 30 market days, the 30 days drawn, and the review queues. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: ({ signal }) => call(consoleRoutes.dashboard, { query: {} }, signal),
    refetchInterval: 60_000,
  });
  const series = useMemo<Array<ChartSeries<'deposits' | 'withdrawals' | 'ggr'>>>(
    () => [
      { key: 'deposits', label: t('dashboard.fig.deposits'), color: '#1f5fbf' },
      { key: 'withdrawals', label: t('dashboard.fig.withdrawals'), color: '#b42318' },
      { key: 'ggr', label: t('dashboard.fig.ggr'), color: '#137333' },
    ],
    [t],
  );
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('date', { header: t('dashboard.day') }),
        ...MONEY.map((key) =>
          column.accessor(key, {
            header: () => <span className="num">{t(`dashboard.fig.${key}`)}</span>,
            cell: (info) => <span className="num mono">{formatMoney(info.getValue())}</span>,
          }),
        ),
        ...COUNTS.map((key) =>
          column.accessor(key, {
            header: () => <span className="num">{t(`dashboard.fig.${key}`)}</span>,
            cell: (info) => <span className="num mono">{info.getValue()}</span>,
          }),
        ),
      ]),
    [t],
  );
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError)
    return <ErrorState message={errorText(t, dashboard.error)} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const figures = (f: DayFigures) => (
    <dl className="kpis">
      {MONEY.map((key) => (
        <div key={key} className="kpi">
          <dt>{t(`dashboard.fig.${key}`)}</dt>
          <dd className="mono">{formatMoney(f[key])}</dd>
        </div>
      ))}
      {COUNTS.map((key) => (
        <div key={key} className="kpi">
          <dt>{t(`dashboard.fig.${key}`)}</dt>
          <dd className="mono">{f[key]}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <Page
      id="dashboard"
      title={t('dashboard.title')}
      lead={d.asOf ? t('dashboard.asOf', { at: formatDateTime(d.asOf), zone: d.timeZone }) : t('dashboard.notYet')}
      toolsLabel={t('dashboard.queues')}
      tools={
        <>
          <Badge tone={d.queues.deposits > 0 ? 'warn' : 'neutral'}>
            {t('dashboard.q.deposits', { count: d.queues.deposits })}
          </Badge>
          <Badge tone={d.queues.withdrawals > 0 ? 'warn' : 'neutral'}>
            {t('dashboard.q.withdrawals', { count: d.queues.withdrawals })}
          </Badge>
          <Badge tone={d.queues.disputes > 0 ? 'danger' : 'neutral'}>
            {t('dashboard.q.disputes', { count: d.queues.disputes })}
          </Badge>
        </>
      }
    >
      <div className="cards cards--2">
        <article className="card">
          <h2>{t('dashboard.today', { date: d.today.date })}</h2>
          {figures(d.today)}
        </article>
        <article className="card">
          <h2>{t('dashboard.last30')}</h2>
          {figures(d.last30)}
        </article>
      </div>
      <figure className="card chart-card">
        <figcaption>
          <h2>{t('dashboard.chartTitle')}</h2>
        </figcaption>
        <DayChart days={d.days} series={series} label={t('dashboard.chartLabel')} dayLabel={t('dashboard.day')} />
        <details>
          <summary>{t('dashboard.asTable')}</summary>
          <DataGrid
            caption={t('dashboard.chartTitle')}
            columns={columns}
            sort="client"
            data={d.days}
            getRowId={(row) => row.date}
            empty={<Empty title={t('dashboard.noDays')} />}
          />
        </details>
      </figure>
    </Page>
  );
}
