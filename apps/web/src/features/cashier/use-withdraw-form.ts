import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WithdrawRequest, type PayoutAccount, type WithdrawConfig } from '@fortuna/contracts';
import { useServerForm } from '@/components/form/use-server-form';
import type { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { amountMessageKey, newRequestKey } from './cashier-form-fns';
import { useMoney } from './use-money';
import { refreshAfterWithdraw, requestWithdrawal } from './withdraw-api';
import { withdrawAmountProblem } from './withdraw-fns';

export type WithdrawValues = { payoutAccountId: string; amount: string; paymentPassword: string };

/**
 * The withdraw form's state. The fields follow the contracts' WithdrawRequest; one requestKey per
 * filled-in form, so a double click or a retry after a lost answer never locks the money twice.
 */
export function useWithdrawForm(config: WithdrawConfig, accounts: PayoutAccount[]) {
  const { t, i18n } = useTranslation(['wallet', 'validation']);
  const money = useMoney();
  const queryClient = useQueryClient();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
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
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      payoutAccountId: accounts.length === 1 ? String(accounts[0]?.id) : '',
      amount: '',
      paymentPassword: '',
    },
  });
  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: WithdrawValues) => {
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
      setRequestKey(newRequestKey());
      form.reset({ payoutAccountId: v.payoutAccountId, amount: '', paymentPassword: '' });
      // The header balance, the limits card and the records all move with the lock.
      await refreshAfterWithdraw(queryClient);
    },
    refusal: (error) =>
      error.code === 'PAYMENT_PASSWORD_INCORRECT' ? { field: 'paymentPassword', message: refusalText(error) } : null,
    formMessage: refusalText,
  });
  // The page's wording of a rule's message, with the limits as amounts.
  const text = (message?: string) =>
    message
      ? t(amountMessageKey('withdraw', message), { min: money(config.minAmount), max: money(config.maxAmount) })
      : undefined;
  return { form, formError, onSubmit, done, text };
}
