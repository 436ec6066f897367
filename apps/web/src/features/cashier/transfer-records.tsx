import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { transferRecordsQuery } from './transfer-api';
import { formatAmount } from '@/lib/money-format';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useCurrencySymbol, useMarketZone } from '@/lib/queries/system-api';

const PRESETS: RangePreset[] = ['today', 'week', 'month'];
const PAGE_SIZE = 10;

/** Transfer records of both sides (sent and received), by date range, paged. */
export function TransferRecords() {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('month');
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const records = useQuery({
    ...transferRecordsQuery({ ...range, side: 'ALL', pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const money = (v: string) => formatAmount(v, i18n.language);
  const pages = records.data?.totalPages ?? 0;

  return (
    <section className="transfer-records" aria-labelledby="transfer-records-title">
      <div className="transfer-records__head">
        <h3 id="transfer-records-title" className="wallet-subtitle">
          {t('transfer.records')}
        </h3>
        <div className="segmented" role="group" aria-label={t('records.range')}>
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className={p === preset ? 'is-selected' : ''}
              aria-pressed={p === preset}
              onClick={() => {
                setPreset(p);
                setPageNo(1);
              }}
            >
              {t(`records.preset.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {records.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : records.isError ? (
        <EmptyState title={t('unavailable')} />
      ) : !records.data.list.length ? (
        <EmptyState title={t('transfer.noRecords')} />
      ) : (
        <ul className="record-list" data-testid="transfer-records">
          {records.data.list.map((r) => (
            <li key={r.transferNo} className="record-row">
              <span className="record-row__main">
                <strong>
                  {t(r.side === 'OUT' ? 'transfer.sentTo' : 'transfer.receivedFrom', { name: r.counterparty })}
                </strong>
                <small>
                  {r.transferNo} · {new Date(r.createdAt).toLocaleString(i18n.language)}
                </small>
              </span>
              <span className={`record-row__amount ${r.side === 'OUT' ? 'is-debit' : 'is-credit'}`}>
                {r.side === 'OUT' ? '−' : '+'}
                {currency}
                {money(r.amount)}
              </span>
              <span className="status-badge status-badge--muted">{t(`kind.TRANSFER_${r.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="simple-pager">
          <button type="button" className="quick-amount" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('records.prev')}
          </button>
          <span>{t('records.page', { page: pageNo, pages })}</span>
          <button
            type="button"
            className="quick-amount"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('records.next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
