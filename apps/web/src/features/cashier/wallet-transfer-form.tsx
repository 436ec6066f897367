import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AmountInput } from './amount-input';
import { useMoney } from './use-money';
import type { WalletTransfer } from './use-wallet-transfer';
import { WalletNotice } from './wallet-notice';

/** transferFund's form: the direction (in to the chosen game wallet, or out home), the amount or "all". */
export function WalletTransferForm({ transfer, isSingle }: { transfer: WalletTransfer; isSingle: boolean }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const { selected, direction, source, form, error, done } = transfer;
  const { isSubmitting } = form.formState;
  if (!selected) return null;
  return (
    <form className="wallet-form" onSubmit={transfer.onSubmit} noValidate data-testid="wallet-transfer-form">
      <div className="segmented segmented--halves" role="group" aria-label={t('transfer.fund.direction')}>
        {(['IN', 'OUT'] as const).map((d) => (
          <button
            key={d}
            type="button"
            className={direction === d ? 'is-selected' : ''}
            aria-pressed={direction === d}
            onClick={() => transfer.chooseDirection(d)}
            data-testid={`direction-${d}`}
            disabled={d === 'IN' && isSingle}
          >
            {t(`transfer.fund.${d}`, { name: selected.displayName })}
          </button>
        ))}
      </div>
      <label className="wallet-label" htmlFor="wallet-transfer-amount">
        {t('transfer.amount')}
      </label>
      <AmountInput
        id="wallet-transfer-amount"
        name="amount"
        value={form.watch('amount')}
        placeholder={t('transfer.fund.upTo', { max: money(source) })}
        onValue={(amount) => form.setValue('amount', amount)}
      >
        <button
          type="button"
          className="quick-amount"
          onClick={() => form.setValue('amount', source)}
          data-testid="wallet-transfer-all"
        >
          {t('transfer.fund.all')}
        </button>
      </AmountInput>
      <WalletNotice tone="danger" testId="wallet-transfer-error">
        {error}
      </WalletNotice>
      <WalletNotice tone="success" testId="wallet-transfer-done">
        {done}
      </WalletNotice>
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting || (direction === 'IN' && isSingle)}
        data-testid="wallet-transfer-submit"
      >
        {isSubmitting ? t('transfer.sending') : t('transfer.fund.submit')}
      </Button>
    </form>
  );
}
