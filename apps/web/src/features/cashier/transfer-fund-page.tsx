import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MerchantWallet } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { CurrencyAmount } from './currency-amount';
import { merchantWalletQuery } from './transfer-api';
import { useWalletTransfer } from './use-wallet-transfer';
import { WalletTransferForm } from './wallet-transfer-form';
import '@/styles/member-pages.css';
import './transfer.css';

/**
 * transferFund (spec §2 "wallet"): the main wallet and each vendor's transfer wallet; money moves
 * in (main → game wallet) or out (game wallet → main), with an "all" shortcut. A brand with the
 * seamless single wallet has nothing to move: the page says so.
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const wallet = useQuery(merchantWalletQuery);

  if (wallet.isPending) return <Spinner label={t('loading')} />;
  if (wallet.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void wallet.refetch()}>{t('retry')}</Button>}
      />
    );
  const w = wallet.data;
  if (w.isSingle && !w.wallets.length)
    return (
      <div className="wallet-page transfer-page" data-testid="transfer-fund-page">
        <MainWalletTile main={w.main} />
        <EmptyState title={t('transfer.fund.singleTitle')} hint={t('transfer.fund.singleHint')} />
      </div>
    );
  return <WalletTransferPanel wallet={w} />;
}

function MainWalletTile({ main }: { main: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-tile wallet-tile--main" data-testid="wallet-main">
      <span className="wallet-tile__name">{t('transfer.fund.main')}</span>
      <strong className="wallet-tile__balance">
        <CurrencyAmount value={main} />
      </strong>
    </div>
  );
}

function WalletTransferPanel({ wallet: w }: { wallet: MerchantWallet }) {
  const { t } = useTranslation('wallet');
  const transfer = useWalletTransfer(w);
  return (
    <div className="wallet-page transfer-page" data-testid="transfer-fund-page">
      {w.isSingle ? <p className="wallet-notice wallet-notice--info">{t('transfer.fund.singleLeftover')}</p> : null}
      <div className="wallet-tiles">
        <MainWalletTile main={w.main} />
        {w.wallets.map((x) => (
          <button
            key={x.vendor}
            type="button"
            className={`wallet-tile${transfer.selected?.vendor === x.vendor ? ' is-selected' : ''}`}
            aria-pressed={transfer.selected?.vendor === x.vendor}
            onClick={() => transfer.chooseVendor(x.vendor)}
            data-testid={`wallet-${x.vendor}`}
          >
            <span className="wallet-tile__name">{x.displayName}</span>
            <strong className="wallet-tile__balance">
              <CurrencyAmount value={x.balance} />
            </strong>
          </button>
        ))}
      </div>
      <WalletTransferForm transfer={transfer} isSingle={w.isSingle} />
    </div>
  );
}
