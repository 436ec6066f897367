import { useEffect, useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddPayoutAccountRequest } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { messageText } from '@/lib/form-message';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { profileQuery } from '@/lib/queries/profile-api';
import { translateError } from '@/lib/i18n';
import { addPayoutAccount } from './withdraw-api';

const PROVIDERS = { BANK: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank'], EWALLET: ['GCash', 'Maya', 'GrabPay'] };
type Values = {
  kind: 'BANK' | 'EWALLET';
  providerName: string;
  accountName: string;
  accountNo: string;
  loginPassword: string;
  totpCode: string;
};

/** A new payout account in the member's real name (the contracts' AddPayoutAccountRequest). */
export function AddAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const listId = useId();
  // A new account is where a thief would send money: fresh proof (login password, authenticator code when bound).
  const profile = useQuery(profileQuery).data;
  const hasTotp = profile?.hasTotp ?? false;
  // The holder is the member: their real name once set (prefilled, fixed); else this name becomes it.
  const realName = profile?.fields.payeeName ?? '';
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
  useEffect(() => {
    if (realName) form.setValue('accountName', realName);
  }, [form, realName]);
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
      <AccountKindSwitch form={form} />
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
        readOnly={Boolean(realName)}
        hint={realName ? t('withdraw.holderFixed') : t('withdraw.holderFirst')}
        data-testid="payout-holder"
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

function AccountKindSwitch({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('wallet');
  const kind = form.watch('kind');
  return (
    <div className="segmented" role="radiogroup" aria-label={t('withdraw.accountKind')}>
      {(['EWALLET', 'BANK'] as const).map((k) => (
        <label key={k} className={kind === k ? 'is-selected' : ''}>
          <input type="radio" value={k} className="visually-hidden" {...form.register('kind')} />
          {t(`withdraw.kind.${k}`)}
        </label>
      ))}
    </div>
  );
}
