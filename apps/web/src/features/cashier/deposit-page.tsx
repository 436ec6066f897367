import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositRecordPage } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { DepositForm } from './deposit-form';
import { DepositRecordList } from './deposit-records';
import { ReceiptUpload } from './receipt-upload';
import { useDepositRecords } from './use-deposit-records';
import { useMoney } from './use-money';
import { channelsQuery, uploadDepositReceipt } from './wallet-api';
import { WalletNotice } from './wallet-notice';
import '@/styles/member-pages.css';
import './deposit.css';

/**
 * Deposit (depositv2): pick a channel, an amount within its limits, see the fee. Online: pay at
 * the gateway; back here the order's status shows until the gateway's callback settles it. Bank
 * transfer: pay the account shown, upload the slip, and an operator credits the order.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const channels = useQuery(channelsQuery);
  const { records, returned } = useDepositRecords(params.get('orderNo'));
  // The bank-transfer order whose slip upload is open.
  const [slipFor, setSlipFor] = useState<string | null>(null);
  const refreshRecords = () => void queryClient.invalidateQueries({ queryKey: ['cashier', 'deposits'] });

  if (channels.isPending) return <Spinner label={t('loading')} />;
  if (channels.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void channels.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!channels.data.length) return <EmptyState title={t('deposit.noChannels')} />;

  return (
    <div className="wallet-page" data-testid="deposit-page">
      {returned ? <DepositResult order={returned} /> : null}
      <DepositForm
        channels={channels.data}
        onCreated={(orderNo) => {
          setSlipFor(orderNo);
          refreshRecords();
        }}
      />
      {slipFor ? (
        <section className="slip-panel panel" aria-labelledby="slip-title" data-testid="slip-panel">
          <h3 id="slip-title" className="wallet-subtitle">
            {t('deposit.slipTitle', { orderNo: slipFor })}
          </h3>
          <p className="wallet-preview">{t('deposit.slipHint')}</p>
          <ReceiptUpload
            upload={(file) => uploadDepositReceipt(slipFor, file)}
            onDone={() => {
              setSlipFor(null);
              refreshRecords();
            }}
            testId="deposit-slip"
          />
        </section>
      ) : null}
      <h3 className="wallet-subtitle">{t('deposit.records')}</h3>
      <ZoneNote />
      {records.isPending ? (
        <Spinner size="sm" />
      ) : !records.data?.list.length ? (
        <EmptyState title={t('noData')} />
      ) : (
        <DepositRecordList list={records.data.list} onSlipOpen={setSlipFor} />
      )}
    </div>
  );
}

type DepositRecord = DepositRecordPage['list'][number];

/** The order the gateway sent the member back with, and how it stands. */
function DepositResult({ order }: { order: DepositRecord }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <WalletNotice
      tone={order.status === 'CREDITED' ? 'success' : order.status === 'PENDING' ? 'info' : 'danger'}
      role="status"
      testId="deposit-result"
    >
      {t(`deposit.result.${order.status}`, { orderNo: order.orderNo, amount: money(order.creditAmount) })}
    </WalletNotice>
  );
}
