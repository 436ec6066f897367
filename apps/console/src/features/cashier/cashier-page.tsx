import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { can, useMe } from '@/lib/me';
import { useDisputedWithdrawals, usePendingDeposits, usePendingWithdrawals } from './cashier-api';
import { ReviewDialog, type Review } from './review-dialog';

type Tab = 'deposits' | 'withdrawals' | 'disputed';
type Row = { review: Review; cells: ReactNode[] };

/** The cashier queues: deposits (deposits.review), withdrawals and disputed receipts (withdrawals.review). */
export default function CashierPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const tabs: Tab[] = [
    ...(can(me, 'deposits.review') ? (['deposits'] as const) : []),
    ...(can(me, 'withdrawals.review') ? (['withdrawals', 'disputed'] as const) : []),
  ];
  const [params, setParams] = useSearchParams();
  const tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : tabs[0];
  const [open, setOpen] = useState<Review | null>(null);
  const deposits = usePendingDeposits(tab === 'deposits');
  const withdrawals = usePendingWithdrawals(tab === 'withdrawals');
  const disputed = useDisputedWithdrawals(tab === 'disputed');
  const query = tab === 'deposits' ? deposits : tab === 'withdrawals' ? withdrawals : disputed;

  const rows: Row[] =
    tab === 'deposits'
      ? (deposits.data ?? []).map((d) => ({
          review: {
            kind: 'deposit',
            orderNo: d.orderNo,
            username: d.username,
            amount: d.amount,
            image: d.receiptUploadedAt ? 'receipt' : null,
            decide: true,
            facts: [
              [t('cashier.col.channel'), d.channelName],
              [t('cashier.col.credit'), formatMoney(d.creditAmount)],
              [t('cashier.col.created'), formatDateTime(d.createdAt)],
            ],
          },
          cells: [
            d.channelName,
            formatDateTime(d.createdAt),
            d.receiptUploadedAt ? t('cashier.slipYes') : t('cashier.slipNo'),
          ],
        }))
      : tab === 'withdrawals'
        ? (withdrawals.data ?? []).map((w) => ({
            review: {
              kind: 'withdrawal',
              orderNo: w.orderNo,
              username: w.username,
              amount: w.amount,
              image: null,
              decide: true,
              facts: [
                [t('cashier.col.account'), `${w.accountName} · ${w.payoutAccount}`],
                [t('cashier.col.sandbox'), formatMoney(w.sandboxCredited)],
                [t('cashier.col.created'), formatDateTime(w.createdAt)],
              ],
            },
            cells: [
              `${w.accountName} · ${w.payoutAccount}`,
              formatDateTime(w.createdAt),
              formatMoney(w.sandboxCredited),
            ],
          }))
        : (disputed.data ?? []).map((w) => ({
            review: {
              kind: 'withdrawal',
              orderNo: w.orderNo,
              username: w.username,
              amount: w.amount,
              image: w.hasProof ? 'proof' : null,
              decide: false,
              facts: [
                [t('cashier.col.received'), formatMoney(w.amountReceived)],
                [t('cashier.col.remainder'), formatMoney(w.remainder)],
                [t('cashier.col.receipt'), `${w.receiptStatus} · ${formatDateTime(w.receiptAt)}`],
                [t('cashier.col.account'), w.payoutAccount],
              ],
            },
            cells: [
              w.payoutAccount,
              formatDateTime(w.receiptAt),
              `${w.receiptStatus} · ${formatMoney(w.amountReceived)}`,
            ],
          }));
  const heads = t(`cashier.heads.${tab ?? 'deposits'}`, { returnObjects: true }) as string[];

  return (
    <section className="page" aria-labelledby="cashier-title">
      <header className="page__head">
        <div>
          <h1 id="cashier-title">{t('cashier.title')}</h1>
          <p className="muted">{t('cashier.lead')}</p>
        </div>
      </header>
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
          {query.isPending ? (
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
                      <tr key={r.review.orderNo}>
                        <td className="mono">{r.review.orderNo}</td>
                        <td>{r.review.username}</td>
                        <td className="num mono">{formatMoney(r.review.amount)}</td>
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
        </div>
      </div>
      {open ? <ReviewDialog review={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
