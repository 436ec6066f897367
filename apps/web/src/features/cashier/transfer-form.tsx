import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferResult } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { memberPageHref } from '@/lib/route-rules';
import { refreshAfterTransfer } from './transfer-api';
import { formatAmount } from '@/lib/money-format';
import { amountProblem } from './transfer-fns';
import { useCurrencySymbol } from '@/lib/queries/system-api';

export type TransferFields = { amount: string; paymentPassword: string; requestKey: string };

type Props = {
  testId: string;
  available: string;
  minAmount: string;
  maxAmount: string;
  hasPaymentPassword: boolean;
  submitLabel: string;
  /** Fields before the amount (the downline picker); `ready` false keeps the button disabled. */
  children?: ReactNode;
  ready?: boolean;
  send: (fields: TransferFields) => Promise<TransferResult>;
};

/**
 * Amount + withdraw password form of both member transfers. One requestKey per filled-in form:
 * a double click or a retry after a lost answer never moves the money twice.
 */
export function TransferForm({
  testId,
  available,
  minAmount,
  maxAmount,
  hasPaymentPassword,
  submitLabel,
  children,
  ready = true,
  send,
}: Props) {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TransferResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const money = (v: string) => formatAmount(v, i18n.language);

  if (!hasPaymentPassword)
    return (
      <p className="wallet-notice wallet-notice--info" data-testid={`${testId}-no-password`}>
        {t('transfer.needPassword')} <Link to={memberPageHref('securityCenter')}>{t('transfer.setPassword')}</Link>
      </p>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = amountProblem(amount.trim(), { min: minAmount, max: maxAmount, available });
    if (problem) return setError(t(`transfer.${problem}`, { min: money(minAmount), max: money(maxAmount) }));
    if (!password) return setError(t('transfer.passwordRequired'));
    setBusy(true);
    try {
      const result = await send({ amount: amount.trim(), paymentPassword: password, requestKey });
      setDone(result);
      setAmount('');
      setPassword('');
      setRequestKey(crypto.randomUUID());
      void refreshAfterTransfer(queryClient);
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      {children}
      <label className="wallet-label" htmlFor={`${id}-amount`}>
        {t('transfer.amount')}
      </label>
      <div className="amount-input">
        <span aria-hidden="true">{currency}</span>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('transfer.range', { min: money(minAmount), max: money(maxAmount) })}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          aria-describedby={`${id}-limits`}
        />
      </div>
      <p id={`${id}-limits`} className="wallet-preview">
        {t('transfer.limits', { min: money(minAmount), max: money(maxAmount) })}
      </p>
      <label className="wallet-label" htmlFor={`${id}-password`}>
        {t('transfer.password')}
      </label>
      <input
        id={`${id}-password`}
        name="paymentPassword"
        type="password"
        className="wallet-input"
        autoComplete="off"
        inputMode="numeric"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? (
        <p className="wallet-notice wallet-notice--danger" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="wallet-notice wallet-notice--success" role="status" data-testid={`${testId}-done`}>
          {t('transfer.done', { amount: money(done.amount), to: done.counterparty, no: done.transferNo })}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={busy || !ready} data-testid={`${testId}-submit`}>
        {busy ? t('transfer.sending') : submitLabel}
      </Button>
    </form>
  );
}
