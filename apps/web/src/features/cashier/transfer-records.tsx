import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransferRecordPage } from '@fortuna/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { transferRecordsQuery } from './transfer-api';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { PresetSwitch } from './preset-switch';
import { usePresetPaging } from './use-preset-paging';
import { RecordAmount, RecordMain } from './record-pieces';

const PRESETS: RangePreset[] = ['today', 'week', 'month'];
const PAGE_SIZE = 10;

/** Transfer records of both sides (sent and received), by date range, paged. */
export function TransferRecords() {
  const { t } = useTranslation('wallet');
  const zone = useMarketZone();
  const { preset, choosePreset, pageNo, setPageNo } = usePresetPaging('month');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const records = useQuery({
    ...transferRecordsQuery({ ...range, side: 'ALL', pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="transfer-records" aria-labelledby="transfer-records-title">
      <div className="transfer-records__head">
        <h3 id="transfer-records-title" className="wallet-subtitle">
          {t('transfer.records')}
        </h3>
        <PresetSwitch presets={PRESETS} value={preset} onChange={choosePreset} />
      </div>
      <ZoneNote />
      {records.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : records.isError ? (
        <EmptyState title={t('unavailable')} />
      ) : !records.data.list.length ? (
        <EmptyState title={t('transfer.noRecords')} />
      ) : (
        <TransferRecordList list={records.data.list} />
      )}
      <TransferPager pageNo={pageNo} pages={records.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}

function TransferRecordList({ list }: { list: TransferRecordPage['list'] }) {
  const { t } = useTranslation('wallet');
  return (
    <ul className="record-list" data-testid="transfer-records">
      {list.map((r) => (
        <li key={r.transferNo} className="record-row">
          <RecordMain
            title={t(r.side === 'OUT' ? 'transfer.sentTo' : 'transfer.receivedFrom', { name: r.counterparty })}
            reference={r.transferNo}
            time={r.createdAt}
          />
          <RecordAmount value={r.amount} sign={{ text: r.side === 'OUT' ? '−' : '+', debit: r.side === 'OUT' }} />
          <span className="status-badge status-badge--muted">{t(`kind.TRANSFER_${r.kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The transfer page's compact pager (small buttons under the records). */
function TransferPager({ pageNo, pages, onPage }: { pageNo: number; pages: number; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  return (
    <div className="simple-pager">
      <button type="button" className="quick-amount" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('records.prev')}
      </button>
      <span>{t('records.page', { page: pageNo, pages })}</span>
      <button type="button" className="quick-amount" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('records.next')}
      </button>
    </div>
  );
}
