import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RECORD_TYPES, type AccountRecordPage } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { accountRecordsQuery } from './wallet-api';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { CurrencyAmount } from './currency-amount';
import { PresetSwitch } from './preset-switch';
import { usePresetPaging } from './use-preset-paging';
import { RecordAmount } from './record-pieces';
import { SimplePager } from './simple-pager';
import '@/styles/member-pages.css';

type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

const PRESETS: RangePreset[] = ['today', 'yesterday', 'week', 'month'];
const PAGE_SIZE = 20;

/** Account records (transactionHistory): every movement of the member's money, newest first. */
export function AccountRecordsPage() {
  const { t } = useTranslation('wallet');
  const zone = useMarketZone();
  const { preset, choosePreset, pageNo, setPageNo } = usePresetPaging('week');
  const [type, setType] = useState<AccountRecordType | ''>('');
  const range = presetRange(preset, new Date(), zone);
  const records = useQuery({
    ...accountRecordsQuery({ ...range, ...(type ? { type } : {}), pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = records.data;

  return (
    <div className="wallet-page" data-testid="account-records">
      <div className="wallet-filters">
        <PresetSwitch presets={PRESETS} value={preset} onChange={choosePreset} />
        <TypeSelect
          value={type}
          onChange={(next) => {
            setType(next);
            setPageNo(1);
          }}
        />
      </div>
      {data ? <RecordTotals totals={data.totals} /> : null}
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
          <AccountRecordList list={data.list} />
          <SimplePager pageNo={pageNo} pages={data.totalPages} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}

function TypeSelect({
  value,
  onChange,
}: {
  value: AccountRecordType | '';
  onChange: (type: AccountRecordType | '') => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <label className="visually-hidden" htmlFor="record-type">
        {t('records.type')}
      </label>
      <select
        id="record-type"
        className="wallet-select"
        value={value}
        // The options are ACCOUNT_RECORD_TYPES.
        onChange={(e) => onChange(e.target.value as AccountRecordType | '')}
      >
        <option value="">{t('records.allTypes')}</option>
        {ACCOUNT_RECORD_TYPES.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
    </>
  );
}

function RecordTotals({ totals }: { totals: AccountRecordPage['totals'] }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="wallet-totals" data-testid="record-totals">
      <div>
        <dt>{t('records.credit')}</dt>
        <dd className="is-credit">
          +<CurrencyAmount value={totals.credit} />
        </dd>
      </div>
      <div>
        <dt>{t('records.debit')}</dt>
        <dd className="is-debit">
          -<CurrencyAmount value={totals.debit} />
        </dd>
      </div>
      <div>
        <dt>{t('records.net')}</dt>
        <dd>
          <CurrencyAmount value={totals.net} />
        </dd>
      </div>
    </dl>
  );
}

function AccountRecordList({ list }: { list: AccountRecordPage['list'] }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <ul className="record-list" data-testid="record-list">
      {list.map((r) => {
        const debit = r.amount.startsWith('-');
        return (
          <li key={r.id} className="record-row">
            <span className="record-row__main">
              <strong>{t(`kind.${r.type}`, { defaultValue: r.type })}</strong>
              <small>
                {new Date(r.time).toLocaleString(i18n.language)} · {r.reference || `#${r.transactionId}`}
              </small>
            </span>
            <RecordAmount value={r.amount.replace('-', '')} sign={{ text: debit ? '-' : '+', debit }} />
            <span className="record-row__after">
              {t('records.after')} <CurrencyAmount value={r.balanceAfter} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
