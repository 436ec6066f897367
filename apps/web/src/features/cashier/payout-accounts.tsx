import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { AddAccountForm } from './add-payout-account-form';
import { RemoveAccountForm } from './remove-payout-account-form';

/** Same cap as the server (PAYOUT_ACCOUNT_LIMIT): the add button hides at five. */
const MAX_ACCOUNTS = 5;

/** The member's payout accounts: masked list, remove (asks first), and add in the member's real name. */
export function PayoutAccounts({ accounts }: { accounts: PayoutAccount[] }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  // A change of payout accounts may hold withdrawals: the withdraw page's config is read again too,
  // and the profile (the first account sets the real name the next one is prefilled with).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['cashier', 'payoutAccounts'] }),
      queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawConfig'] }),
      queryClient.invalidateQueries({ queryKey: ['member', 'profile'] }),
    ]);

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
              onRemoved={() => {
                setConfirming(null);
                void refresh();
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="wallet-notice wallet-notice--info" data-testid="payout-empty">
          {t('withdraw.noAccounts')}
        </p>
      )}
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

/** One account, masked; removing it asks first, with fresh proof. */
function PayoutItem({
  account: a,
  confirming,
  onConfirm,
  onRemoved,
}: {
  account: PayoutAccount;
  confirming: boolean;
  onConfirm: (ask: boolean) => void;
  onRemoved: () => void;
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
        <RemoveAccountForm id={a.id} onDone={onRemoved} onCancel={() => onConfirm(false)} />
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
