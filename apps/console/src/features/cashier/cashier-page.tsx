import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Pager } from '@/components/pager';
import { Empty, ErrorState, Loading } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { can, useMe } from '@/lib/me';
import {
  NO_QUEUE_FILTERS,
  useDisputedWithdrawals,
  usePendingDeposits,
  usePendingWithdrawals,
  type QueueFilters,
} from './cashier-api';
import { ChannelsPanel } from './channels-panel';
import { QueueFiltersForm } from './queue-filters';
import { depositRow, disputedRow, withdrawalRow, type QueueRow } from './queue-rows';
import { ReviewDialog, type Review } from './review-dialog';
import { WithdrawalSettingsCard } from './withdrawal-settings-card';

type Tab = 'deposits' | 'withdrawals' | 'disputed' | 'settings';
const FILTER_KEYS = Object.keys(NO_QUEUE_FILTERS) as (keyof QueueFilters)[];

/**
 * The cashier queues: deposits (deposits.review), withdrawals with their risk hints and disputed
 * receipts (withdrawals.review). Tab, filters and page live in the address.
 */
export default function CashierPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const tabs: Tab[] = [
    ...(can(me, 'deposits.review') ? (['deposits'] as const) : []),
    ...(can(me, 'withdrawals.review') ? (['withdrawals', 'disputed'] as const) : []),
    ...(can(me, 'deposits.review') || can(me, 'withdrawals.review') ? (['settings'] as const) : []),
  ];
  const { params, setParams, pageNo, pageSize, update } = useAddressParams();
  const tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : tabs[0];
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as QueueFilters,
    [params],
  );
  const [open, setOpen] = useState<Review | null>(null);
  const deposits = usePendingDeposits(filters, { pageNo, pageSize }, tab === 'deposits');
  const withdrawals = usePendingWithdrawals(filters, { pageNo, pageSize }, tab === 'withdrawals');
  const disputed = useDisputedWithdrawals(tab === 'disputed');
  const query = tab === 'deposits' ? deposits : tab === 'withdrawals' ? withdrawals : disputed;
  const paged = tab === 'deposits' ? deposits.data : tab === 'withdrawals' ? withdrawals.data : undefined;

  const rows: QueueRow[] =
    tab === 'deposits'
      ? (deposits.data?.list ?? []).map((d) => depositRow(t, d))
      : tab === 'withdrawals'
        ? (withdrawals.data?.list ?? []).map((w) => withdrawalRow(t, w))
        : (disputed.data ?? []).map((w) => disputedRow(t, w));
  const heads = t(`cashier.heads.${tab ?? 'deposits'}`, { returnObjects: true }) as string[];

  return (
    <Page id="cashier" title={t('cashier.title')} lead={t('cashier.lead')}>
      <div className="records">
        <div className="tabs" role="tablist" aria-label={t('cashier.title')}>
          {tabs.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={tab === k}
              onClick={() => setParams({ tab: k })}
            >
              {t(`cashier.tab.${k}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="records__panel">
          {tab === 'deposits' || tab === 'withdrawals' ? (
            <QueueFiltersForm kind={tab} value={filters} onApply={(next) => update({ ...next, page: 1 })} />
          ) : null}
          {tab === 'settings' ? (
            <div className="stack">
              {can(me, 'deposits.review') ? <ChannelsPanel canEdit={can(me, 'cashier.settings')} /> : null}
              {can(me, 'withdrawals.review') ? <WithdrawalSettingsCard canEdit={can(me, 'cashier.settings')} /> : null}
            </div>
          ) : query.isPending ? (
            <Loading />
          ) : query.isError ? (
            <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} />
          ) : (
            <div className="grid-frame" tabIndex={0} role="region" aria-label={t(`cashier.tab.${tab ?? 'deposits'}`)}>
              <table className="grid">
                <thead>
                  <tr>
                    <th scope="col">{t('cashier.col.order')}</th>
                    <th scope="col">{t('cashier.col.member')}</th>
                    <th scope="col">{t('cashier.col.amount')}</th>
                    {heads.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">{t('cashier.col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={heads.length + 4} className="grid__empty">
                        <Empty title={t('cashier.empty')} />
                      </td>
                    </tr>
                  ) : (
                    rows.map((r) => (
                      <tr key={r.review.orderNo} data-testid="cashier-row">
                        <td className="mono">{r.review.orderNo}</td>
                        <td>{r.review.username}</td>
                        <td>
                          <span className="num mono">{formatMoney(r.review.amount)}</span>
                        </td>
                        {r.cells.map((c, i) => (
                          <td key={i}>{c}</td>
                        ))}
                        <td>
                          <button
                            type="button"
                            className="btn btn--sm btn--secondary"
                            onClick={() => setOpen(r.review)}
                          >
                            {t(r.review.decide ? 'cashier.review' : 'cashier.view')}
                          </button>
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )}
          {paged ? (
            <Pager
              pageNo={paged.pageNo}
              totalPages={paged.totalPages}
              total={paged.total}
              pageSize={pageSize}
              pageSizes={PAGE_SIZES}
              busy={query.isFetching}
              onPage={(n) => update({ page: n })}
              onPageSize={(size) => update({ size, page: 1 })}
            />
          ) : null}
        </div>
      </div>
      {open ? <ReviewDialog review={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
