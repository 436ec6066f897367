import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@fortuna/contracts';
import { useServerForm } from '@/components/form/use-server-form';
import { encodeMessage, messageText, rulesResolver } from '@/lib/form-message';
import { useMoney } from './use-money';
import { confirmReceipt, refreshAfterWithdraw } from './withdraw-api';
import { partialAmountProblem } from './withdraw-fns';

export type ReceiptMode = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | null;
type Values = { amountReceived: string };

/**
 * The answer to "did the money arrive?" of one PAID order: the chosen answer and, for a partial
 * receipt, the amount (more than nothing, less than the order). Whatever the server says, the
 * records are read again (an answer may have been given elsewhere meanwhile).
 */
export function useReceiptAnswer(record: WithdrawalRecord) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ReceiptMode>(null);
  const form = useForm<Values>({
    resolver: rulesResolver<Values>(({ amountReceived }): Record<string, string> => {
      const problem = mode === 'PARTLY_RECEIVED' ? partialAmountProblem(amountReceived.trim(), record.amount) : null;
      return problem ? { amountReceived: encodeMessage(`withdraw.${problem}`, { max: money(record.amount) }) } : {};
    }),
    reValidateMode: 'onSubmit',
    defaultValues: { amountReceived: '' },
  });
  const { formError, setFormError, onSubmit } = useServerForm(form, {
    submit: async ({ amountReceived }: Values) => {
      try {
        await confirmReceipt(
          record.orderNo,
          mode === 'PARTLY_RECEIVED'
            ? { outcome: 'PARTLY_RECEIVED', amountReceived: amountReceived.trim() }
            : { outcome: 'RECEIVED' },
        );
      } finally {
        await refreshAfterWithdraw(queryClient);
      }
    },
    fieldsOnly: [],
  });
  const amountError = messageText(t, form.formState.errors.amountReceived?.message);
  return {
    mode,
    form,
    error: amountError ?? formError,
    busy: form.formState.isSubmitting,
    send: () => onSubmit(),
    choose: (next: ReceiptMode) => {
      setMode(mode === next ? null : next);
      form.clearErrors();
      setFormError(null);
    },
  };
}
