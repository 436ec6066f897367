import { useMemo, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid';
import { Empty, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { consoleRoutes } from '@/lib/routes';
import { cashierColumns, gameColumns, memberColumns } from './report-columns';
import type { Range } from '@/lib/report-range';

const key = (kind: string, range: Range) => ['console', 'reports', kind, range.startDate, range.endDate];

/** The totals of a report as figures above its grid. */
function Totals({ items }: { items: Array<[label: string, value: string]> }) {
  const { t } = useTranslation();
  return (
    <dl className="kpis" aria-label={t('reports.totals')}>
      {items.map(([label, value]) => (
        <div key={label} className="kpi">
          <dt>{label}</dt>
          <dd className="mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, error (with retry) or the loaded report. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

export function GameReportView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: key('games', range),
    queryFn: ({ signal }) => call(consoleRoutes.gameReport, { query: range }, signal),
  });
  const columns = useMemo(() => gameColumns(t), [t]);
  return (
    <Loaded query={query}>
      {(data) => (
        <>
          <Totals
            items={[
              [t('reports.col.rounds'), String(data.totals.rounds)],
              [t('reports.col.bets'), formatMoney(data.totals.bets)],
              [t('reports.col.validBets'), formatMoney(data.totals.validBets)],
              [t('reports.col.payouts'), formatMoney(data.totals.payouts)],
              [t('reports.col.ggr'), formatMoney(data.totals.ggr)],
            ]}
          />
          <DataGrid
            caption={t('reports.tab.games')}
            columns={columns}
            sort="client"
            data={data.rows}
            getRowId={(r) => `${r.date}|${r.vendor}|${r.gameType}`}
            empty={<Empty title={t('reports.empty')} />}
          />
        </>
      )}
    </Loaded>
  );
}

export function CashierReportView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: key('cashier', range),
    queryFn: ({ signal }) => call(consoleRoutes.cashierReport, { query: range }, signal),
  });
  const columns = useMemo(() => cashierColumns(t), [t]);
  return (
    <Loaded query={query}>
      {(data) => (
        <>
          <Totals
            items={[
              [t('reports.total.deposits'), formatMoney(data.totals.deposits)],
              [t('reports.total.depositCount'), String(data.totals.depositCount)],
              [t('reports.total.withdrawals'), formatMoney(data.totals.withdrawals)],
              [t('reports.total.withdrawalCount'), String(data.totals.withdrawalCount)],
            ]}
          />
          <DataGrid
            caption={t('reports.tab.cashier')}
            columns={columns}
            sort="client"
            data={data.rows}
            getRowId={(r) => `${r.date}|${r.direction}|${r.channel}`}
            empty={<Empty title={t('reports.empty')} />}
          />
        </>
      )}
    </Loaded>
  );
}

export function MemberReportView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: key('members', range),
    queryFn: ({ signal }) => call(consoleRoutes.memberReport, { query: range }, signal),
  });
  const columns = useMemo(() => memberColumns(t), [t]);
  return (
    <Loaded query={query}>
      {(data) => (
        <>
          <Totals
            items={[
              [t('reports.col.newMembers'), String(data.totals.newMembers)],
              [t('reports.col.firstDepositors'), String(data.totals.firstDepositors)],
              [t('reports.total.playerDays'), String(data.totals.playerDays)],
            ]}
          />
          <DataGrid
            caption={t('reports.tab.members')}
            columns={columns}
            sort="client"
            data={data.rows}
            getRowId={(r) => r.date}
            empty={<Empty title={t('reports.empty')} />}
          />
        </>
      )}
    </Loaded>
  );
}
