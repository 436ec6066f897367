import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WalletTransferRequest, type MerchantWallet } from '@fortuna/contracts';
import { useServerForm } from '@/components/form/use-server-form';
import { amountMessageKey, newRequestKey, withAmountRule } from './cashier-form-fns';
import { refreshAfterTransfer, walletTransfer } from './transfer-api';
import { amountProblem } from './transfer-fns';
import { useMoney } from './use-money';

export type Direction = 'IN' | 'OUT';
type Values = { amount: string };

/**
 * The state of transferFund's form: the chosen vendor wallet and direction, the amount (the
 * contracts' WalletTransferRequest, at most what the source wallet holds) and the answer. A new
 * choice of wallet or direction starts a new request (its own requestKey, no old message).
 */
export function useWalletTransfer(w: MerchantWallet) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [vendor, setVendor] = useState<string | null>(null);
  const [chosenDirection, setDirection] = useState<Direction>('IN');
  const [done, setDone] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const selected = w.wallets.find((x) => x.vendor === vendor) ?? w.wallets[0] ?? null;
  // With the single wallet only leftover money can move, and only home.
  const direction: Direction = w.isSingle ? 'OUT' : chosenDirection;
  const source = direction === 'IN' ? w.main : (selected?.balance ?? '0.00');
  const schema = withAmountRule(WalletTransferRequest.pick({ amount: true }), (amount) => {
    const problem = amountProblem(amount, { available: source });
    return problem && `transfer.${problem}`;
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { amount: '' },
  });
  const { formError, setFormError, onSubmit } = useServerForm(form, {
    submit: (v: Values) => walletTransfer({ vendor: selected?.vendor ?? '', direction, amount: v.amount, requestKey }),
    onSuccess: (result) => {
      setDone(t(`transfer.fund.done${direction}`, { amount: money(result.amount), name: selected?.displayName }));
      form.reset();
      setRequestKey(newRequestKey());
      void refreshAfterTransfer(queryClient);
    },
    fieldsOnly: ['amount'],
  });
  const change = (next: () => void) => {
    next();
    form.clearErrors();
    setFormError(null);
    setDone(null);
    setRequestKey(newRequestKey());
  };
  const amountError = form.formState.errors.amount?.message;

  return {
    selected,
    direction,
    source,
    form,
    error: amountError ? t(amountMessageKey('transfer', amountError), { min: '0.01', max: money(source) }) : formError,
    done,
    chooseVendor: (next: string) => change(() => setVendor(next)),
    chooseDirection: (next: Direction) => change(() => setDirection(next)),
    onSubmit: (event?: BaseSyntheticEvent) => {
      setDone(null);
      onSubmit(event);
    },
  };
}

export type WalletTransfer = ReturnType<typeof useWalletTransfer>;
