import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddPayoutAccountRequest, type PayoutAccount } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/form-message';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { profileQuery } from '@/lib/queries/profile-api';
import { translateError } from '@/lib/i18n';
import { addPayoutAccount, removePayoutAccount } from './withdraw-api';

/** Same cap as the server (PAYOUT_ACCOUNT_LIMIT): the add button hides at five. */
const MAX_ACCOUNTS = 5;
const PROVIDERS = { BANK: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank'], EWALLET: ['GCash', 'Maya', 'GrabPay'] };
type Values = {
  kind: 'BANK' | 'EWALLET';
  providerName: string;
  accountName: string;
  accountNo: string;
  loginPassword: string;
  totpCode: string;
};

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
            <li key={a.id} className="payout-item" data-testid="payout-item">
              <span className={`payout-item__kind payout-item__kind--${a.kind.toLowerCase()}`}>
                {t(`withdraw.kind.${a.kind}`)}
              </span>
              <span className="payout-item__main">
                <strong>{a.providerName}</strong>
                <small>
                  {a.accountName} · <span className="payout-item__no">{a.accountNo}</span>
                </small>
              </span>
              {confirming === a.id ? (
                <span className="payout-item__confirm" role="group" aria-label={t('withdraw.removeAsk')}>
                  <span>{t('withdraw.removeAsk')}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void remove(a.id)}
                    data-testid="payout-remove-yes"
                  >
                    {t('withdraw.removeYes')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                    {t('withdraw.cancel')}
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirming(a.id)}
                  aria-label={t('withdraw.removeLabel', { name: `${a.providerName} ${a.accountNo}` })}
                  data-testid="payout-remove"
                >
                  {t('withdraw.remove')}
                </Button>
              )}
            </li>
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

function AddAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const listId = useId();
  // A new account is where a thief would send money: fresh proof (login password, authenticator code when bound).
  const hasTotp = useQuery(profileQuery).data?.hasTotp ?? false;
  // The contracts schema is the rule: digits 6–24 (spaces and dashes dropped), names 2–60.
  const schema = AddPayoutAccountRequest.omit({ loginPassword: true, totpCode: true }).extend(freshProofShape(hasTotp));
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      kind: 'EWALLET',
      providerName: '',
      accountName: '',
      accountNo: '',
      loginPassword: '',
      totpCode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const text = (message?: string) => messageText((key, values) => t(key, { min: 6, max: 24, ...values }), message);

  const { formError, onSubmit } = useServerForm(form, {
    submit: ({ loginPassword, totpCode, ...account }: Values) =>
      addPayoutAccount({ ...account, ...freshProof({ loginPassword, totpCode }) }),
    codeFields: FRESH_PROOF_CODES,
    onSuccess: onDone,
    refusal: (error) =>
      error.code === 'PAYOUT_NAME_MISMATCH' ? { field: 'accountName', message: translateError(error.code) } : null,
  });

  return (
    <form className="wallet-form payout-form" onSubmit={onSubmit} noValidate data-testid="payout-form">
      <div className="segmented" role="radiogroup" aria-label={t('withdraw.accountKind')}>
        {(['EWALLET', 'BANK'] as const).map((k) => (
          <label key={k} className={kind === k ? 'is-selected' : ''}>
            <input type="radio" value={k} className="visually-hidden" {...form.register('kind')} />
            {t(`withdraw.kind.${k}`)}
          </label>
        ))}
      </div>
      <Field
        label={kind === 'BANK' ? t('withdraw.bankName') : t('withdraw.walletName')}
        list={listId}
        autoComplete="off"
        error={text(errors.providerName?.message)}
        {...form.register('providerName')}
      />
      <datalist id={listId}>
        {PROVIDERS[kind].map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <Field
        label={t('withdraw.holder')}
        autoComplete="name"
        hint={t('withdraw.holderHint')}
        error={
          errors.accountName?.message?.includes(':') ? text(errors.accountName.message) : errors.accountName?.message
        }
        {...form.register('accountName')}
      />
      <Field
        label={kind === 'BANK' ? t('withdraw.accountNo') : t('withdraw.mobileNo')}
        inputMode="numeric"
        autoComplete="off"
        error={text(errors.accountNo?.message)}
        {...form.register('accountNo')}
      />
      <FreshProofFields form={form} hasTotp={hasTotp} />
      <FormAlert message={formError} />
      <div className="payout-form__actions">
        <Button type="submit" disabled={isSubmitting} data-testid="payout-save">
          {t('withdraw.saveAccount')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('withdraw.cancel')}
        </Button>
      </div>
    </form>
  );
}
