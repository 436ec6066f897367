import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid';
import { DayChart, type ChartSeries } from '@/components/day-chart';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
import { call } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { consoleRoutes } from '@/lib/routes';
import { dayColumns } from './agent-columns';

type Range = { startDate: string; endDate: string };

/** One agent's team over the range: its figures, a chart of each day and the days as a grid. */
export function AgentReport({ id, range }: { id: number; range: Range }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['console', 'agents', 'report', id, range.startDate, range.endDate],
    queryFn: ({ signal }) => call(consoleRoutes.agentReport, { params: { id }, query: range }, signal),
  });
  const columns = useMemo(() => dayColumns(t), [t]);
  const series = useMemo<Array<ChartSeries<'bets' | 'payouts' | 'profitLoss' | 'deposits'>>>(
    () => [
      { key: 'bets', label: t('agents:col.bets'), color: '#1f5fbf' },
      { key: 'payouts', label: t('agents:col.payouts'), color: '#b42318' },
      { key: 'profitLoss', label: t('agents:col.profitLoss'), color: '#137333' },
      { key: 'deposits', label: t('agents:col.deposits'), color: '#8a5a00' },
    ],
    [t],
  );
  return (
    <section className="card" aria-labelledby="agent-report-title" data-testid="agent-report">
      <QueryView query={query}>
        {(r) => (
          <>
            <h2 id="agent-report-title">{t('agents:reportTitle', { name: r.username })}</h2>
            <p className="muted">{r.trail.map((s) => s.username).join(' › ')}</p>
            <dl className="kpis" aria-label={t('agents:totals')}>
              {(
                [
                  [t('agents:col.membersBelow'), String(r.teamSize)],
                  [t('agents:col.newRegistrations'), String(r.newRegistrations)],
                  [t('agents:col.activeMembers'), String(r.activeMembers)],
                  [t('agents:col.balance'), formatMoney(r.balance)],
                  [t('agents:col.bets'), formatMoney(r.bets)],
                  [t('agents:col.validBets'), formatMoney(r.validBets)],
                  [t('agents:col.payouts'), formatMoney(r.payouts)],
                  [t('agents:col.bonuses'), formatMoney(r.bonuses)],
                  [t('agents:col.profitLoss'), formatMoney(r.profitLoss)],
                  [t('agents:col.deposits'), formatMoney(r.deposits)],
                  [t('agents:col.depositors'), String(r.depositors)],
                  [t('agents:col.withdrawals'), formatMoney(r.withdrawals)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="kpi">
                  <dt>{label}</dt>
                  <dd className="mono">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="chart-card">
              <DayChart days={r.days} series={series} label={t('agents:chartLabel')} dayLabel={t('agents:col.date')} />
            </div>
            <DataGrid
              caption={t('agents:byDay')}
              columns={columns}
              sort="client"
              data={r.days}
              getRowId={(d) => d.date}
              empty={<Empty title={t('agents:emptyDays')} />}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
