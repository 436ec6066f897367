import { useTranslation } from 'react-i18next';
import type { DepositRecordPage } from '@fortuna/contracts';
import { RecordAmount, RecordMain } from './record-pieces';
import { StatusBadge } from './status-badge';

type DepositRecord = DepositRecordPage['list'][number];

/** This month's deposits; a pending bank transfer offers its slip upload (or says it was sent). */
export function DepositRecordList({
  list,
  onSlipOpen,
}: {
  list: DepositRecord[];
  onSlipOpen: (orderNo: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ul className="record-list" data-testid="deposit-records">
      {list.map((r) => (
        <li key={r.orderNo} className="record-row">
          <RecordMain title={r.channelName} reference={r.orderNo} time={r.createdAt} />
          <RecordAmount value={r.amount} />
          <StatusBadge status={r.status} />
          {r.channelKind === 'BANK_TRANSFER' && r.status === 'PENDING' ? (
            <span className="record-row__extra">
              {r.hasReceipt ? (
                <small data-testid="slip-sent">{t('deposit.slipSent')}</small>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onSlipOpen(r.orderNo)}
                  data-testid="slip-open"
                >
                  {t('deposit.slipUpload')}
                </button>
              )}
            </span>
          ) : null}
          {r.status === 'REJECTED' && r.note ? (
            <span className="record-row__extra">
              <small>{t('deposit.reason', { note: r.note })}</small>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
