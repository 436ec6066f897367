import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { AddAccountForm } from './add-payout-account-form';
import { removePayoutAccount } from './withdraw-api';

/** Same cap as the server (PAYOUT_ACCOUNT_LIMIT): the add button hides at five. */
const MAX_ACCOUNTS = 5;

/** The member's payout accounts: masked list, remove (asks first), and add in the member's real name. */
export function PayoutAccounts({ accounts }: { accounts: PayoutAccount[] }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cashier', 'payoutAccounts'] });

  async function remove(id: number) {
    setError(null);
    try {
      await removePayoutAccount(id);
      setConfirming(null);
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
    }
  }

  return (
    <section className="withdraw-card" aria-labelledby="payout-accounts-title" data-testid="payout-accounts">
      <div className="withdraw-card__head">
        <h3 id="payout-accounts-title" className="withdraw-card__title">
          {t('withdraw.accounts')}
        </h3>
        {!adding && accounts.length < MAX_ACCOUNTS ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} data-testid="payout-add">
            {t('withdraw.addAccount')}
          </Button>
        ) : null}
      </div>
      {accounts.length ? (
        <ul className="payout-list">
          {accounts.map((a) => (
            <PayoutItem
              key={a.id}
              account={a}
              confirming={confirming === a.id}
              onConfirm={(ask) => setConfirming(ask ? a.id : null)}
              onRemove={() => void remove(a.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="wallet-notice wallet-notice--info" data-testid="payout-empty">
          {t('withdraw.noAccounts')}
        </p>
      )}
      <FormAlert message={error} />
      {adding ? (
        <AddAccountForm
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}

/** One account, masked; removing it asks first. */
function PayoutItem({
  account: a,
  confirming,
  onConfirm,
  onRemove,
}: {
  account: PayoutAccount;
  confirming: boolean;
  onConfirm: (ask: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <li className="payout-item" data-testid="payout-item">
      <span className={`payout-item__kind payout-item__kind--${a.kind.toLowerCase()}`}>
        {t(`withdraw.kind.${a.kind}`)}
      </span>
      <span className="payout-item__main">
        <strong>{a.providerName}</strong>
        <small>
          {a.accountName} · <span className="payout-item__no">{a.accountNo}</span>
        </small>
      </span>
      {confirming ? (
        <span className="payout-item__confirm" role="group" aria-label={t('withdraw.removeAsk')}>
          <span>{t('withdraw.removeAsk')}</span>
          <Button size="sm" variant="secondary" onClick={onRemove} data-testid="payout-remove-yes">
            {t('withdraw.removeYes')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onConfirm(false)}>
            {t('withdraw.cancel')}
          </Button>
        </span>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onConfirm(true)}
          aria-label={t('withdraw.removeLabel', { name: `${a.providerName} ${a.accountNo}` })}
          data-testid="payout-remove"
        >
          {t('withdraw.remove')}
        </Button>
      )}
    </li>
  );
}
