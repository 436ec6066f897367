import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '@fortuna/contracts';
import { pushToast } from '@/stores/toast-store';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The operator's account a bank-transfer deposit is paid to, each line copyable. */
export function BankTransferDetails({ bank }: { bank: NonNullable<PaymentChannel['bank']> }) {
  const { t } = useTranslation('wallet');
  const rows: Array<[string, string]> = [
    [t('bank.bankName'), bank.bankName],
    [t('bank.accountName'), bank.accountName],
    [t('bank.accountNo'), bank.accountNo],
  ];
  return (
    <div className="bank-details" data-testid="bank-details">
      <p className="bank-details__hint">{t('bank.hint')}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="bank-details__row">
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
              <button
                type="button"
                className="bank-details__copy"
                aria-label={t('bank.copy', { what: label })}
                onClick={() =>
                  void copy(value).then((ok) =>
                    pushToast(
                      ok
                        ? { tone: 'success', messageKey: 'wallet:bank.copied' }
                        : { tone: 'error', messageKey: 'wallet:bank.copyFailed' },
                    ),
                  )
                }
              >
                {t('bank.copyShort')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
