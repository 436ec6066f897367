import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsolePaymentChannel } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { placeServerError } from '@/lib/form-errors';
import { useUpdatePaymentChannel } from './settings-api';

type Values = {
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  sort: string;
  provider: string;
  reason: string;
};
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** An owner changes one channel: on or off, limits, place in the members' list and (gateway channels) the gateway. */
export function ChannelDialog({
  channel,
  gateways,
  onClose,
}: {
  channel: ConsolePaymentChannel;
  gateways: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdatePaymentChannel();
  const form = useForm<Values>({
    defaultValues: {
      enabled: channel.enabled,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
      sort: String(channel.sort),
      provider: channel.provider ?? '',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const amount = (v: string) => (AMOUNT.test(v.trim()) && /[1-9]/.test(v)) || t('cashier.filter.amountFormat');
  const choices = [...new Set([...gateways, ...(channel.provider ? [channel.provider] : [])])];

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const body = {
      enabled: v.enabled,
      minAmount: v.minAmount.trim(),
      maxAmount: v.maxAmount.trim(),
      sort: Number(v.sort),
      provider: channel.kind === 'GATEWAY' ? v.provider : null,
      reason: v.reason.trim(),
    };
    update.mutate(
      { code: channel.code, body },
      { onSuccess: onClose, onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });

  return (
    <Dialog title={t('cashier.channels.editTitle', { name: channel.name })} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <label className="switch">
          <input type="checkbox" role="switch" {...form.register('enabled')} /> {t('cashier.channels.enabledLabel')}
        </label>
        <Field label={t('cashier.channels.min')} error={errors.minAmount?.message}>
          {(c) => <input {...c} inputMode="decimal" {...form.register('minAmount', { validate: amount })} />}
        </Field>
        <Field label={t('cashier.channels.max')} error={errors.maxAmount?.message}>
          {(c) => (
            <input
              {...c}
              inputMode="decimal"
              {...form.register('maxAmount', {
                validate: (v, all) =>
                  amount(v) === true
                    ? Number(all.minAmount) <= Number(v) || t('cashier.filter.amountRange')
                    : amount(v),
              })}
            />
          )}
        </Field>
        <Field label={t('cashier.channels.sort')} error={errors.sort?.message} hint={t('cashier.channels.sortHint')}>
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              {...form.register('sort', {
                validate: (v) => (/^\d{1,4}$/.test(v.trim()) ? true : t('cashier.channels.sortInvalid')),
              })}
            />
          )}
        </Field>
        {channel.kind === 'GATEWAY' ? (
          <Field label={t('cashier.channels.gateway')} error={errors.provider?.message}>
            {(c) => (
              <select {...c} {...form.register('provider')}>
                {choices.map((g) => (
                  <option key={g} value={g}>
                    {gateways.includes(g) ? g : t('cashier.channels.gatewayMissing', { gateway: g })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t('staff.field.reason')} error={errors.reason?.message}>
          {(c) => <input {...c} autoComplete="off" maxLength={500} {...form.register('reason')} />}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {t('cashier.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
