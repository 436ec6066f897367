import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RECORD_TYPES } from '@fortuna/contracts';

type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { accountRecordsQuery } from './wallet-api';
import { formatAmount } from '@/lib/money-format';
import { presetRange, type RangePreset } from '@/lib/market-date';
import '@/styles/member-pages.css';
import { useCurrencySymbol, useMarketZone } from '@/lib/queries/system-api';

const PRESETS: RangePreset[] = ['today', 'yesterday', 'week', 'month'];
const PAGE_SIZE = 20;

/** Account records (transactionHistory): every movement of the member's money, newest first. */
export function AccountRecordsPage() {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const [type, setType] = useState<AccountRecordType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const range = presetRange(preset, new Date(), zone);
  const records = useQuery({
    ...accountRecordsQuery({ ...range, ...(type ? { type } : {}), pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const money = (v: string) => formatAmount(v, i18n.language);
  const data = records.data;

  return (
    <div className="wallet-page" data-testid="account-records">
      <div className="wallet-filters">
        <div className="segmented" role="group" aria-label={t('records.range')}>
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              className={preset === p ? 'is-selected' : ''}
              onClick={() => {
                setPreset(p);
                setPageNo(1);
              }}
            >
              {t(`records.preset.${p}`)}
            </button>
          ))}
        </div>
        <label className="visually-hidden" htmlFor="record-type">
          {t('records.type')}
        </label>
        <select
          id="record-type"
          className="wallet-select"
          value={type}
          onChange={(e) => {
            // The options are ACCOUNT_RECORD_TYPES.
            setType(e.target.value as AccountRecordType | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('records.allTypes')}</option>
          {ACCOUNT_RECORD_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {data ? (
        <dl className="wallet-totals" data-testid="record-totals">
          <div>
            <dt>{t('records.credit')}</dt>
            <dd className="is-credit">
              +{currency}
              {money(data.totals.credit)}
            </dd>
          </div>
          <div>
            <dt>{t('records.debit')}</dt>
            <dd className="is-debit">
              -{currency}
              {money(data.totals.debit)}
            </dd>
          </div>
          <div>
            <dt>{t('records.net')}</dt>
            <dd>
              {currency}
              {money(data.totals.net)}
            </dd>
          </div>
        </dl>
      ) : null}
      {records.isPending ? (
        <Spinner />
      ) : records.isError ? (
        <EmptyState
          title={t('unavailable')}
          action={<Button onClick={() => void records.refetch()}>{t('retry')}</Button>}
        />
      ) : !data?.list.length ? (
        <EmptyState title={t('noData')} hint={t('records.empty')} />
      ) : (
        <>
          <ul className="record-list" data-testid="record-list">
            {data.list.map((r) => (
              <li key={r.id} className="record-row">
                <span className="record-row__main">
                  <strong>{t(`kind.${r.type}`, { defaultValue: r.type })}</strong>
                  <small>
                    {new Date(r.time).toLocaleString(i18n.language)} · {r.reference || `#${r.transactionId}`}
                  </small>
                </span>
                <span className={`record-row__amount ${r.amount.startsWith('-') ? 'is-debit' : 'is-credit'}`}>
                  {r.amount.startsWith('-') ? '-' : '+'}
                  {currency}
                  {money(r.amount.replace('-', ''))}
                </span>
                <span className="record-row__after">
                  {t('records.after')} {currency}
                  {money(r.balanceAfter)}
                </span>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav className="simple-pager" aria-label={t('records.pages')}>
              <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('records.prev')}
              </Button>
              <span>{t('records.page', { page: pageNo, pages: data.totalPages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={pageNo >= data.totalPages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('records.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
