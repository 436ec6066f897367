import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { PayoutAccount, WithdrawConfig } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { fieldRuleText, ruleInputMode, usePaymentPasswordRule } from '@/components/form/field-rule';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { useCurrencySymbol } from '@/lib/queries/system-api';
import { useMoney } from './use-money';
import { useWithdrawForm, type WithdrawValues } from './use-withdraw-form';

/**
 * Amount + withdraw password to one payout account (see useWithdrawForm). The request is sealed
 * (`enc`), like login.
 */
export function WithdrawForm({ config, accounts }: { config: WithdrawConfig; accounts: PayoutAccount[] }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const currency = useCurrencySymbol();
  const money = useMoney();
  const { form, formError, onSubmit, done, text } = useWithdrawForm(config, accounts);
  const { errors, isSubmitting } = form.formState;
  const passwordRule = usePaymentPasswordRule();

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      <PayoutAccountChoice form={form} accounts={accounts} />
      {errors.payoutAccountId ? (
        <p id="withdraw-account-error" className="field__error" role="alert">
          {text(errors.payoutAccountId.message)}
        </p>
      ) : null}
      <Field
        label={t('withdraw.amount')}
        leading={
          <span className="withdraw-currency" aria-hidden="true">
            {currency}
          </span>
        }
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('withdraw.range', { min: money(config.minAmount), max: money(config.maxAmount) })}
        hint={t('withdraw.availableHint', { amount: money(config.available) })}
        error={text(errors.amount?.message)}
        data-testid="withdraw-amount"
        {...form.register('amount')}
      />
      <Field
        label={t('withdraw.password')}
        icon={<LockIcon />}
        type="password"
        inputMode={ruleInputMode(passwordRule)}
        autoComplete="off"
        hint={fieldRuleText(t, passwordRule)}
        error={
          errors.paymentPassword?.message?.includes(':')
            ? text(errors.paymentPassword.message)
            : errors.paymentPassword?.message
        }
        data-testid="withdraw-password"
        {...form.register('paymentPassword')}
      />
      <FormAlert message={formError} />
      {done ? (
        <p className="wallet-notice wallet-notice--success" role="status" data-testid="withdraw-done">
          {t('withdraw.done', { orderNo: done.orderNo, amount: money(done.amount) })}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="withdraw-submit">
        {isSubmitting ? t('withdraw.sending') : t('withdraw.submit')}
      </Button>
    </form>
  );
}

/** The payout account to send to (preselected when there is only one). */
function PayoutAccountChoice({ form, accounts }: { form: UseFormReturn<WithdrawValues>; accounts: PayoutAccount[] }) {
  const { t } = useTranslation('wallet');
  const selected = form.watch('payoutAccountId');
  const invalid = Boolean(form.formState.errors.payoutAccountId);
  return (
    <fieldset className="channel-list" aria-describedby={invalid ? 'withdraw-account-error' : undefined}>
      <legend className="wallet-label">{t('withdraw.to')}</legend>
      {accounts.map((a) => (
        <label key={a.id} className={`channel-card${selected === String(a.id) ? ' is-selected' : ''}`}>
          <input type="radio" value={String(a.id)} {...form.register('payoutAccountId')} />
          <span className="channel-card__name">
            {a.providerName} {a.accountNo}
          </span>
          <span className="channel-card__meta">{a.accountName}</span>
        </label>
      ))}
    </fieldset>
  );
}
