import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DepositRequest, type PaymentChannel } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { useServerForm } from '@/components/form/use-server-form';
import { encodeMessage, messageText } from '@/lib/form-message';
import { useCurrencySymbol } from '@/lib/queries/system-api';
import { AmountInput } from './amount-input';
import { BankTransferDetails } from './bank-transfer-details';
import { ChoiceGroup } from './choice-group';
import { amountMessageKey, newRequestKey, withAmountRule } from './cashier-form-fns';
import { useMoney } from './use-money';
import { createDeposit } from './wallet-api';
import { depositCheck, QUICK_AMOUNTS } from './wallet-fns';
import { WalletNotice } from './wallet-notice';

type Values = { amount: string };

/**
 * Deposit form: a channel, an amount within its limits (the contracts' DepositRequest), the fee.
 * One requestKey per filled-in form: a double click or a retry never makes a second order. An
 * online order goes on to the gateway; a bank transfer's order is handed to `onCreated`.
 */
export function DepositForm({
  channels,
  onCreated,
}: {
  channels: PaymentChannel[];
  onCreated: (orderNo: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const channel = channels.find((c) => c.code === channelCode) ?? channels[0];
  const range = (c: PaymentChannel) => ({ min: money(c.minAmount), max: money(c.maxAmount) });
  const schema = withAmountRule(DepositRequest.pick({ amount: true }), (amount) => {
    const problem = channel ? depositCheck(amount, channel).problem : null;
    return problem === 'range' && channel
      ? encodeMessage('deposit.range', range(channel))
      : problem && 'deposit.amountInvalid';
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { amount: '' },
  });
  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) => createDeposit({ channelCode: channel?.code ?? '', amount: v.amount, requestKey }),
    onSuccess: (created) => {
      setRequestKey(newRequestKey());
      if (created.payUrl) window.location.assign(created.payUrl);
      else {
        form.reset();
        onCreated(created.orderNo);
      }
    },
    fieldsOnly: ['amount'],
  });
  const amount = form.watch('amount');
  const amountError = form.formState.errors.amount?.message;
  const error = amountError ? messageText(t, amountMessageKey('deposit', amountError)) : formError;
  const { preview, problem } = channel ? depositCheck(amount, channel) : { preview: null, problem: null };
  const bank = channel?.kind === 'BANK_TRANSFER' ? channel.bank : null;
  const busy = form.formState.isSubmitting;

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate>
      <ChannelList channels={channels} selected={channel?.code} onChoose={setChannelCode} />
      {bank ? <BankTransferDetails bank={bank} /> : null}
      <label className="wallet-label" htmlFor="deposit-amount">
        {t('deposit.amount')}
      </label>
      <AmountInput
        id="deposit-amount"
        name="amount"
        placeholder={channel ? t('deposit.placeholder', range(channel)) : ''}
        value={amount}
        onValue={(next) => form.setValue('amount', next)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby="deposit-preview"
      />
      <QuickAmounts value={amount} onChoose={(next) => form.setValue('amount', next)} />
      <p id="deposit-preview" className="wallet-preview" data-testid="deposit-preview">
        {preview && !problem ? t('deposit.preview', { fee: money(preview.fee), credit: money(preview.credit) }) : ' '}
      </p>
      <WalletNotice tone="danger" testId="deposit-error">
        {error}
      </WalletNotice>
      <Button type="submit" size="lg" block disabled={busy} data-testid="deposit-submit">
        {busy ? t('deposit.opening') : bank ? t('deposit.createOrder') : t('deposit.submit')}
      </Button>
    </form>
  );
}

function ChannelList({
  channels,
  selected,
  onChoose,
}: {
  channels: PaymentChannel[];
  selected: string | undefined;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <fieldset className="channel-list">
      <legend className="wallet-label">{t('deposit.channel')}</legend>
      {channels.map((c) => (
        <label key={c.code} className={`channel-card${selected === c.code ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="channel"
            value={c.code}
            checked={selected === c.code}
            onChange={() => onChoose(c.code)}
          />
          <span className="channel-card__name">{c.name}</span>
          <span className="channel-card__meta">
            {t('deposit.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
            {' · '}
            {c.feeBps || Number(c.feeFixed)
              ? t('deposit.fee', { rate: (c.feeBps / 100).toFixed(2) })
              : t('deposit.noFee')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function QuickAmounts({ value, onChoose }: { value: string; onChoose: (amount: string) => void }) {
  const { t } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const money = useMoney();
  return (
    <ChoiceGroup look="shortcuts" label={t('deposit.quick')} options={QUICK_AMOUNTS} value={value} onChoose={onChoose}>
      {(q) => (
        <>
          {currency}
          {money(q).replace(/\.00$/, '')}
        </>
      )}
    </ChoiceGroup>
  );
}
