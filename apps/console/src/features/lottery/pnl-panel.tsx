import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LotteryPnl } from '@fortuna/contracts/console-lottery';
import { Badge } from '@/components/badge';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Field } from '@/components/field';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CategoryChart, type CategorySeries } from './category-chart';
import { GamePicker } from './game-picker';
import { useLotteryPnl } from './lottery-api';
import { chartNumber, issueTone } from './lottery-fns';

type IssueRow = LotteryPnl['issues'][number];
const column = gridColumns<IssueRow>();
const money = (v: string) => <span className="num mono">{formatMoney(v)}</span>;

function pnlColumns(t: TFunction) {
  return column.columns([
    column.accessor('code', {
      header: t('col.issue'),
      cell: (info) => <span className="mono">{info.getValue()}</span>,
    }),
    column.accessor('drawAt', { header: t('col.drawAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (info) => <Badge tone={issueTone(info.getValue())}>{t(`status.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('tickets', {
      header: t('col.tickets'),
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
    column.accessor('stake', { header: t('col.stake'), cell: (info) => money(info.getValue()) }),
    column.accessor('payout', { header: t('col.payout'), cell: (info) => money(info.getValue()) }),
    column.accessor('ggr', { header: t('col.ggr'), cell: (info) => money(info.getValue()) }),
  ]);
}

/** One game's day: stake, payout and GGR per issue as a chart, their totals, and the issues sortable. */
export function PnlPanel() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const gameId = Number(params.get('game')) || null;
  const date = params.get('date') ?? '';
  const pnl = useLotteryPnl(gameId, date);
  const columns = useMemo(() => pnlColumns(t), [t]);
  const shownDate = date || pnl.data?.date || '';
  const set = (next: { game?: number | null; date?: string }) =>
    setParams({
      tab: 'pnl',
      ...((next.game ?? gameId) ? { game: String(next.game ?? gameId) } : {}),
      ...((next.date ?? date) ? { date: next.date ?? date } : {}),
    });

  return (
    <div className="records__panel">
      <div className="filters">
        <GamePicker value={gameId} onChange={(id) => set({ game: id })} />
        <Field label={t('filter.date')}>
          {(c) => (
            <input
              {...c}
              type="date"
              value={shownDate}
              onChange={(e) => e.target.value && set({ date: e.target.value })}
            />
          )}
        </Field>
      </div>
      {gameId === null ? (
        <Empty title={t('pickGame')} />
      ) : (
        <QueryView query={pnl}>{(p) => <PnlView pnl={p} columns={columns} />}</QueryView>
      )}
    </div>
  );
}

function PnlView({ pnl, columns }: { pnl: LotteryPnl; columns: ReturnType<typeof pnlColumns> }) {
  const { t } = useTranslation('lottery');
  const drawn = pnl.issues.filter((i) => i.tickets > 0 || i.status === 'SETTLED');
  const categories = useMemo(() => drawn.map((i) => i.code.slice(-4)), [pnl]); // eslint-disable-line react-hooks/exhaustive-deps
  const series: CategorySeries[] = useMemo(
    () => [
      { label: t('col.ggr'), color: '#16a34a', kind: 'bar', values: drawn.map((i) => chartNumber(i.ggr)) },
      { label: t('col.stake'), color: '#2563eb', kind: 'line', values: drawn.map((i) => chartNumber(i.stake)) },
      { label: t('col.payout'), color: '#d97706', kind: 'line', values: drawn.map((i) => chartNumber(i.payout)) },
    ],
    [pnl, t], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const totals: [string, string][] = [
    [t('fact.issues'), String(pnl.totals.issues)],
    [t('col.tickets'), String(pnl.totals.tickets)],
    [t('col.stake'), formatMoney(pnl.totals.stake)],
    [t('col.payout'), formatMoney(pnl.totals.payout)],
    [t('col.ggr'), formatMoney(pnl.totals.ggr)],
  ];
  return (
    <>
      <dl className="kpis">
        {totals.map(([k, v]) => (
          <div key={k} className="kpi">
            <dt>{k}</dt>
            <dd className="mono">{v}</dd>
          </div>
        ))}
      </dl>
      {drawn.length > 0 ? (
        <figure className="chart-card card">
          <figcaption className="muted">{t('pnlChart')}</figcaption>
          <CategoryChart
            categories={categories}
            series={series}
            label={t('pnlChart')}
            categoryLabel={t('col.issue')}
            testId="pnl-chart"
          />
        </figure>
      ) : null}
      <DataGrid
        columns={columns}
        data={pnl.issues}
        caption={t('pnlTitle')}
        getRowId={(i) => String(i.id)}
        empty={<Empty title={t('noIssues')}>{t('noPnlHint')}</Empty>}
        sort="client"
      />
    </>
  );
}
