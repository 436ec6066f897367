import type { TFunction } from 'i18next';
import type { CashierReport, GameReport, MemberReport } from '@fortuna/contracts/console-reports';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatMoney } from '@/lib/format';

type GameRow = GameReport['rows'][number];
type CashierRow = CashierReport['rows'][number];
type MemberRow = MemberReport['rows'][number];

const num = (text: string) => <span className="num">{text}</span>;
const money = (value: string) => <span className="num mono">{formatMoney(value)}</span>;
const count = (value: number) => <span className="num mono">{value}</span>;

export function gameColumns(t: TFunction): GridColumns<GameRow> {
  const c = gridColumns<GameRow>();
  return c.columns([
    c.accessor('date', { header: t('reports.col.date') }),
    c.accessor('vendor', { header: t('reports.col.vendor') }),
    c.accessor('gameType', { header: t('reports.col.gameType') }),
    c.accessor('rounds', { header: () => num(t('reports.col.rounds')), cell: (i) => count(i.getValue()) }),
    ...(['bets', 'validBets', 'payouts', 'ggr'] as const).map((key) =>
      c.accessor(key, { header: () => num(t(`reports.col.${key}`)), cell: (i) => money(i.getValue()) }),
    ),
  ]);
}

export function cashierColumns(t: TFunction): GridColumns<CashierRow> {
  const c = gridColumns<CashierRow>();
  return c.columns([
    c.accessor('date', { header: t('reports.col.date') }),
    c.accessor('direction', {
      header: t('reports.col.direction'),
      cell: (i) => t(`reports.direction.${i.getValue()}`),
    }),
    c.accessor('channel', { header: t('reports.col.channel') }),
    c.accessor('count', { header: () => num(t('reports.col.count')), cell: (i) => count(i.getValue()) }),
    c.accessor('amount', { header: () => num(t('reports.col.amount')), cell: (i) => money(i.getValue()) }),
  ]);
}

export function memberColumns(t: TFunction): GridColumns<MemberRow> {
  const c = gridColumns<MemberRow>();
  return c.columns([
    c.accessor('date', { header: t('reports.col.date') }),
    ...(['newMembers', 'firstDepositors', 'activePlayers'] as const).map((key) =>
      c.accessor(key, { header: () => num(t(`reports.col.${key}`)), cell: (i) => count(i.getValue()) }),
    ),
  ]);
}
