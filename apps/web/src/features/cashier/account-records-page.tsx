import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RECORD_TYPES, type AccountRecordType } from '@fortuna/contracts/wallet';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { accountRecordsQuery } from './wallet-api';
import { AccountRecordList, RecordTotals, walletLabelKey } from './account-record-list';
import { PresetSwitch } from './preset-switch';
import { usePresetPaging } from './use-preset-paging';
import { SimplePager } from './simple-pager';
import '@/styles/member-pages.css';

const PRESETS: RangePreset[] = ['today', 'yesterday', 'week', 'month'];
const PAGE_SIZE = 20;

/**
 * Account record (transactionHistory): the member's money events in its own terms, newest first —
 * one line per event with the main wallet's balance after it, and the range's totals. Days and
 * times are the brand's (the page says which zone).
 */
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
      <div className="record-caption">
        {data ? <span data-testid="record-wallet">{t(...walletLabelKey(data.wallet))}</span> : null}
        <ZoneNote />
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
            {t(`recordType.${k}`)}
          </option>
        ))}
      </select>
    </>
  );
}
