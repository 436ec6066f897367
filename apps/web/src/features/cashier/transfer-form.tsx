import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UplineTransferRequest, type TransferConfig, type TransferResult } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { fieldRuleText, ruleInputMode, usePaymentPasswordRule } from '@/components/form/field-rule';
import { useServerForm } from '@/components/form/use-server-form';
import { memberPageHref } from '@/lib/route-rules';
import { AmountInput } from './amount-input';
import { amountMessageKey, newRequestKey, withAmountRule } from './cashier-form-fns';
import { refreshAfterTransfer } from './transfer-api';
import { amountProblem } from './transfer-fns';
import { useMoney } from './use-money';
import { WalletNotice } from './wallet-notice';

export type TransferFields = { amount: string; paymentPassword: string; requestKey: string };
type Values = { amount: string; paymentPassword: string };
type Limits = Pick<TransferConfig, 'available' | 'minAmount' | 'maxAmount' | 'hasPaymentPassword'>;

type Props = {
  testId: string;
  /** The transfer config's balance, limits and whether a withdraw password is set. */
  config: Limits;
  submitLabel: string;
  /** Fields before the amount (the downline picker); `ready` false keeps the button disabled. */
  children?: ReactNode;
  ready?: boolean;
  send: (fields: TransferFields) => Promise<TransferResult>;
};

/** Amount + withdraw password form of both member transfers; without a withdraw password, the way to set one. */
export function TransferForm(props: Props) {
  const { t } = useTranslation('wallet');
  if (props.config.hasPaymentPassword) return <TransferAmountForm {...props} />;
  return (
    <WalletNotice tone="info" testId={`${props.testId}-no-password`}>
      {t('transfer.needPassword')} <Link to={memberPageHref('securityCenter')}>{t('transfer.setPassword')}</Link>
    </WalletNotice>
  );
}

/**
 * The fields follow the contracts' UplineTransferRequest. One requestKey per filled-in form: a
 * double click or a retry after a lost answer never moves the money twice.
 */
function TransferAmountForm({ testId, config, submitLabel, children, ready = true, send }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<TransferResult | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const range = { min: money(config.minAmount), max: money(config.maxAmount) };
  const limits = { min: config.minAmount, max: config.maxAmount, available: config.available };
  const schema = withAmountRule(UplineTransferRequest.pick({ amount: true, paymentPassword: true }), (amount) => {
    const problem = amountProblem(amount, limits);
    return problem && `transfer.${problem}`;
  });
  // A message stays until the next try, as every cashier form's.
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) => send({ amount: v.amount, paymentPassword: v.paymentPassword, requestKey }),
    onSuccess: (result) => {
      setDone(result);
      setRequestKey(newRequestKey());
      form.reset();
      void refreshAfterTransfer(queryClient);
    },
    fieldsOnly: ['amount'],
  });
  // One message at a time, the amount's first (as the rules check it first).
  const password = errors.paymentPassword?.message;
  const fieldError = errors.amount?.message
    ? t(amountMessageKey('transfer', errors.amount.message), range)
    : password === 'validation:required'
      ? t('transfer.passwordRequired')
      : password;

  return (
    <form
      className="wallet-form"
      onSubmit={(e) => {
        setDone(null);
        onSubmit(e);
      }}
      noValidate
      data-testid={testId}
    >
      {children}
      <TransferFields form={form} range={range} />
      <WalletNotice tone="danger" testId={`${testId}-error`}>
        {fieldError ?? formError}
      </WalletNotice>
      <WalletNotice tone="success" testId={`${testId}-done`}>
        {done ? t('transfer.done', { amount: money(done.amount), to: done.counterparty, no: done.transferNo }) : null}
      </WalletNotice>
      <Button type="submit" size="lg" block disabled={isSubmitting || !ready} data-testid={`${testId}-submit`}>
        {isSubmitting ? t('transfer.sending') : submitLabel}
      </Button>
    </form>
  );
}

/** The amount (with the transfer limits under it) and the withdraw password. */
function TransferFields({ form, range }: { form: UseFormReturn<Values>; range: { min: string; max: string } }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const passwordRule = usePaymentPasswordRule();
  return (
    <>
      <label className="wallet-label" htmlFor={`${id}-amount`}>
        {t('transfer.amount')}
      </label>
      <AmountInput
        id={`${id}-amount`}
        name="amount"
        placeholder={t('transfer.range', range)}
        value={form.watch('amount')}
        onValue={(amount) => form.setValue('amount', amount)}
        aria-describedby={`${id}-limits`}
      />
      <p id={`${id}-limits`} className="wallet-preview">
        {t('transfer.limits', range)}
      </p>
      <label className="wallet-label" htmlFor={`${id}-password`}>
        {t('transfer.password')}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        className="wallet-input"
        autoComplete="off"
        inputMode={ruleInputMode(passwordRule)}
        aria-describedby={`${id}-password-rule`}
        data-testid="transfer-password"
        {...form.register('paymentPassword')}
      />
      <p id={`${id}-password-rule`} className="wallet-preview">
        {fieldRuleText(t, passwordRule)}
      </p>
    </>
  );
}
