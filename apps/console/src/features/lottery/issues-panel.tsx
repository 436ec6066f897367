import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  LotteryIssueStatus,
  type ConsoleLotteryIssue,
  type LotteryIssueQuery,
} from '@fortuna/contracts/console-lottery';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { gridColumns } from '@/components/data-grid';
import { Field } from '@/components/field';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { formatDateTime, formatMoney } from '@/lib/format';
import { IssueDialog } from './issue-dialog';
import { useLotteryGames, useLotteryIssues, type IssueFilters } from './lottery-api';
import { issueTone } from './lottery-fns';

const column = gridColumns<ConsoleLotteryIssue>();
const SORTS = ['drawAt', 'stake', 'payout', 'tickets'] as const;
const money = (v: string) => <span className="num mono">{formatMoney(v)}</span>;

export function issueColumns(t: TFunction, onOpen: (i: ConsoleLotteryIssue) => void) {
  return column.columns([
    column.accessor('code', {
      header: t('col.issue'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <strong className="mono">{row.original.code}</strong>
          <span className="muted">{row.original.gameName}</span>
        </div>
      ),
    }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (info) => <Badge tone={issueTone(info.getValue())}>{t(`status.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('drawAt', {
      id: 'drawAt',
      header: t('col.drawAt'),
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor('resultText', {
      header: t('col.result'),
      cell: (info) => <span className="clamp mono">{info.getValue() ?? '—'}</span>,
    }),
    column.accessor('tickets', {
      id: 'tickets',
      header: t('col.tickets'),
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
    column.accessor('stake', { id: 'stake', header: t('col.stake'), cell: (info) => money(info.getValue()) }),
    column.accessor('payout', { id: 'payout', header: t('col.payout'), cell: (info) => money(info.getValue()) }),
    column.accessor('ggr', { header: t('col.ggr'), cell: (info) => money(info.getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('col.actions')}</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => onOpen(row.original)}
          aria-label={t('openIssue', { code: row.original.code })}
        >
          {t('details')}
        </button>
      ),
    }),
  ]);
}

/** Issues by game, state and draw day; sorted by the server; a row opens its details (void, result). */
export function IssuesPanel() {
  const { t } = useTranslation('lottery');
  const { params, pageNo, pageSize, update } = useAddressParams();
  const filters: IssueFilters = useMemo(
    () => ({ gameId: params.get('game') ?? '', status: params.get('status') ?? '', date: params.get('date') ?? '' }),
    [params],
  );
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as LotteryIssueQuery['sort'])
    : 'drawAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const issues = useLotteryIssues(filters, { sort, order }, pageNo, pageSize);
  const games = useLotteryGames();
  const [open, setOpen] = useState<number | null>(null);
  const form = useForm<IssueFilters>({ values: filters });
  const columns = useMemo(() => issueColumns(t, (i) => setOpen(i.id)), [t]);

  return (
    <div className="records__panel">
      <form
        className="filters"
        role="search"
        onSubmit={form.handleSubmit((v) => update({ game: v.gameId, status: v.status, date: v.date, page: 1 }))}
      >
        <Field label={t('filter.game')}>
          {(c) => (
            <select {...c} {...form.register('gameId')}>
              <option value="">{t('any')}</option>
              {(games.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.gameName} ({g.gameCode})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filter.status')}>
          {(c) => (
            <select {...c} {...form.register('status')}>
              <option value="">{t('any')}</option>
              {LotteryIssueStatus.options.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filter.date')}>{(c) => <input {...c} type="date" {...form.register('date')} />}</Field>
        <div className="filters__actions">
          <Button type="submit" variant="primary">
            {t('apply')}
          </Button>
        </div>
      </form>
      <PagedGrid
        query={issues}
        caption={t('issuesTitle')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowClassName={(row) => (row.status === 'VOID' ? 'row--muted' : undefined)}
        empty={<Empty title={t('noIssues')}>{t('noIssuesHint')}</Empty>}
        sort={{
          columns: SORTS,
          sorting: [{ id: sort, desc: order === 'desc' }],
          onChange: (next) => {
            const by = SORTS.find((s) => s === next[0]?.id);
            if (by) update({ sort: by, order: next[0]?.desc ? 'desc' : 'asc', page: 1 });
          },
        }}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => update({ page: n })}
        onPageSize={(size) => update({ size, page: 1 })}
      />
      {open !== null ? <IssueDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
