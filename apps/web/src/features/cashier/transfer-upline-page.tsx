import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { DownlineTransferPanel } from './downline-transfer-panel';
import { transferConfigQuery, transferToUpline } from './transfer-api';
import { TransferForm } from './transfer-form';
import { TransferRecords } from './transfer-records';
import { CurrencyAmount } from './currency-amount';
import '@/styles/member-pages.css';
import './transfer.css';

/**
 * transferUpline (spec §2): the member's upline, its available balance and the amount + withdraw
 * password form, then the records of both sides. An agent also finds its downline transfer here.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const config = useQuery(transferConfigQuery);

  if (config.isPending) return <Spinner label={t('loading')} />;
  if (config.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void config.refetch()}>{t('retry')}</Button>}
      />
    );
  const c = config.data;
  return (
    <div className="wallet-page transfer-page" data-testid="transfer-upline-page">
      {c.upline ? (
        <section className="transfer-card" aria-labelledby="upline-title">
          <h3 id="upline-title" className="transfer-card__title">
            {t('transfer.uplineTitle')}
          </h3>
          <dl className="wallet-totals transfer-card__facts">
            <div>
              <dt>{t('transfer.upline')}</dt>
              <dd data-testid="transfer-upline-account">
                {c.upline.account}
                {c.upline.nickname ? <small> · {c.upline.nickname}</small> : null}
              </dd>
            </div>
            <div>
              <dt>{t('transfer.available')}</dt>
              <dd data-testid="transfer-available">
                <CurrencyAmount value={c.available} />
              </dd>
            </div>
          </dl>
          <TransferForm
            testId="upline-form"
            config={c}
            submitLabel={t('transfer.sendUpline')}
            send={transferToUpline}
          />
        </section>
      ) : (
        <EmptyState title={t('transfer.noUpline')} hint={t('transfer.noUplineHint')} />
      )}
      {c.isAgent ? <DownlineTransferPanel /> : null}
      <TransferRecords />
    </div>
  );
}
