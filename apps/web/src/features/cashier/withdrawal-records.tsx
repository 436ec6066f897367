import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { ReceiptActions } from './receipt-actions';
import { StatusBadge } from './status-badge';
import { withdrawalsQuery } from './withdraw-api';
import { minutesLeft } from './withdraw-fns';
import { presetRange } from '@/lib/market-date';
import { useMarketTime } from '@/lib/market-time';
import { useMarketZone } from '@/lib/queries/system-api';
import { RecordAmount, RecordMain } from './record-pieces';
import { useMoney } from './use-money';

const PAGE_SIZE = 10;
const RECEIPT_TONE: Record<string, string> = {
  RECEIVED: 'success',
  AUTO_RECEIVED: 'muted',
  PARTLY_RECEIVED: 'info',
  NOT_RECEIVED: 'danger',
};

/** The last 30 days of withdrawals, with the receipt answer (or the question) of each paid one. */
export function WithdrawalRecords({ minutes }: { minutes: number }) {
  const { t } = useTranslation('wallet');
  const zone = useMarketZone();
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => presetRange('month', new Date(), zone), [zone]);
  const records = useQuery({
    ...withdrawalsQuery({ ...range, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="withdraw-records-title" className="withdraw-records">
      <h3 id="withdraw-records-title" className="wallet-subtitle">
        {t('withdraw.records')}
      </h3>
      <ZoneNote />
      {records.isPending ? (
        <Spinner size="sm" />
      ) : records.isError ? (
        <EmptyState
          title={t('unavailable')}
          action={<Button onClick={() => void records.refetch()}>{t('retry')}</Button>}
        />
      ) : !records.data.list.length ? (
        <EmptyState title={t('noData')} hint={t('withdraw.noRecords')} />
      ) : (
        <>
          <ul className="record-list" data-testid="withdraw-records">
            {records.data.list.map((r) => (
              <RecordRow key={r.orderNo} record={r} minutes={minutes} />
            ))}
          </ul>
          <Pagination
            page={pageNo}
            totalPages={records.data.totalPages}
            onChange={setPageNo}
            label={t('records.pages')}
          />
        </>
      )}
    </section>
  );
}

function RecordRow({ record: r, minutes }: { record: WithdrawalRecord; minutes: number }) {
  const { t } = useTranslation('wallet');
  const clock = useMarketTime();
  const money = useMoney();
  const awaiting = r.status === 'PAID' && !r.receiptStatus;
  return (
    <li className="record-row withdraw-record" data-testid={`withdraw-record-${r.orderNo}`}>
      <RecordMain title={r.payoutAccount} reference={r.orderNo} time={r.createdAt}>
        {r.status === 'REJECTED' && r.reviewNote ? <small>{t('deposit.reason', { note: r.reviewNote })}</small> : null}
      </RecordMain>
      <RecordAmount value={r.amount} />
      <StatusBadge status={r.status} />
      {r.receiptStatus ? (
        <div className="withdraw-record__receipt" data-testid={`receipt-status-${r.orderNo}`}>
          <span className={`status-badge status-badge--${RECEIPT_TONE[r.receiptStatus] ?? 'muted'}`}>
            {t(`withdraw.receipt.${r.receiptStatus}`)}
          </span>
          {r.amountReceived !== null && r.remainder !== null ? (
            <small>
              {t('withdraw.receivedLine', { received: money(r.amountReceived), remainder: money(r.remainder) })}
            </small>
          ) : null}
        </div>
      ) : null}
      {awaiting ? (
        <div className="withdraw-record__receipt withdraw-record__receipt--open">
          <ReceiptActions record={r} />
          <small className="receipt-hint" data-testid={`receipt-hint-${r.orderNo}`}>
            {t('withdraw.autoHint', {
              minutes,
              time: r.receiptDueAt ? clock.time(r.receiptDueAt) : '',
              left: r.receiptDueAt ? minutesLeft(r.receiptDueAt, Date.now()) : minutes,
            })}
          </small>
        </div>
      ) : null}
    </li>
  );
}
