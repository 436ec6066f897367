import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WithdrawRequest, type PayoutAccount, type WithdrawConfig } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { useServerForm } from '@/components/form/use-server-form';
import type { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { refreshAfterWithdraw, requestWithdrawal } from './withdraw-api';
import { withdrawAmountProblem } from './withdraw-fns';
import { formatAmount } from '@/lib/money-format';
import { useCurrencySymbol } from '@/lib/queries/system-api';

type Values = { payoutAccountId: string; amount: string; paymentPassword: string };

/**
 * Amount + withdraw password to one payout account. The fields follow the contracts'
 * WithdrawRequest; one requestKey per filled-in form, so a double click or a retry after a lost
 * answer never locks the money twice. The request is sealed (`enc`), like login.
 */
export function WithdrawForm({ config, accounts }: { config: WithdrawConfig; accounts: PayoutAccount[] }) {
  const { t, i18n } = useTranslation(['wallet', 'validation']);
  const currency = useCurrencySymbol();
  const queryClient = useQueryClient();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
  const money = (v: string) => formatAmount(v, i18n.language);
  // A refusal's wording with its amounts (a turnover still required, achieved) as amounts.
  const refusalText = (error: ApiError) => {
    const values = (error.value ?? {}) as Record<string, string>;
    return translateError(error.code, error.message, {
      ...values,
      ...(values.required ? { required: money(values.required) } : {}),
      ...(values.achieved ? { achieved: money(values.achieved) } : {}),
      // WITHDRAWAL_HELD: when withdrawals open again, in the member's own clock and language.
      ...(values.openAt ? { openAt: new Date(values.openAt).toLocaleString(i18n.language) } : {}),
    });
  };
  const limits = { min: config.minAmount, max: config.maxAmount, available: config.available };

  const schema = WithdrawRequest.pick({ amount: true, paymentPassword: true })
    .extend({ payoutAccountId: z.string().min(1, 'withdraw.pickAccount') })
    .superRefine((v, ctx) => {
      const problem = withdrawAmountProblem(v.amount.trim(), limits);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: `withdraw.${problem}` });
    });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      payoutAccountId: accounts.length === 1 ? String(accounts[0]?.id) : '',
      amount: '',
      paymentPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const selected = form.watch('payoutAccountId');
  // The contracts' MoneyInput says 'amountFormat'; the page words it as its own amount hint.
  const text = (message?: string) =>
    message
      ? t(message === 'amountFormat' ? 'withdraw.amountInvalid' : message, {
          min: money(config.minAmount),
          max: money(config.maxAmount),
        })
      : undefined;

  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) => {
      setDone(null);
      return requestWithdrawal({
        payoutAccountId: Number(v.payoutAccountId),
        amount: v.amount.trim(),
        paymentPassword: v.paymentPassword,
        requestKey,
      });
    },
    onSuccess: async (created, v) => {
      setDone({ orderNo: created.orderNo, amount: created.amount });
      setRequestKey(crypto.randomUUID());
      form.reset({ payoutAccountId: v.payoutAccountId, amount: '', paymentPassword: '' });
      // The header balance, the limits card and the records all move with the lock.
      await refreshAfterWithdraw(queryClient);
    },
    refusal: (error) =>
      error.code === 'PAYMENT_PASSWORD_INCORRECT' ? { field: 'paymentPassword', message: refusalText(error) } : null,
    formMessage: refusalText,
  });

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      <fieldset
        className="channel-list"
        aria-describedby={errors.payoutAccountId ? 'withdraw-account-error' : undefined}
      >
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
        inputMode="numeric"
        autoComplete="off"
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
