import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { NO_QUEUE_FILTERS, type QueueFilters } from './cashier-api';

type Props = { kind: 'deposits' | 'withdrawals'; value: QueueFilters; onApply: (filters: QueueFilters) => void };

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** A queue's filters: the member (exact username), an amount range, the channel and a range of days. */
export function QueueFiltersForm({ kind, value, onApply }: Props) {
  const { t } = useTranslation();
  const form = useForm<QueueFilters>({ defaultValues: value });
  // Back and forward in the browser change the filters in the address: the form follows.
  useEffect(() => form.reset(value), [form, value]);
  const [min, max, start, end] = form.watch(['minAmount', 'maxAmount', 'startDate', 'endDate']);
  const badAmount = (v: string) => (v !== '' && !AMOUNT.test(v.trim()) ? t('cashier.filter.amountFormat') : undefined);
  const amountError =
    badAmount(min) ??
    badAmount(max) ??
    (min && max && Number(min) > Number(max) ? t('cashier.filter.amountRange') : undefined);
  const dateError = start && end && start > end ? t('cashier.filter.dateRange') : undefined;

  return (
    <form
      className="filters"
      role="search"
      aria-label={t('cashier.filter.label')}
      onSubmit={form.handleSubmit((filters) => {
        if (!amountError && !dateError) onApply(filters);
      })}
    >
      <Field label={t('cashier.col.member')}>
        {(c) => <input {...c} spellCheck={false} autoComplete="off" {...form.register('username')} />}
      </Field>
      <Field label={t('cashier.filter.minAmount')}>
        {(c) => <input {...c} inputMode="decimal" {...form.register('minAmount')} />}
      </Field>
      <Field label={t('cashier.filter.maxAmount')} error={amountError}>
        {(c) => <input {...c} inputMode="decimal" {...form.register('maxAmount')} />}
      </Field>
      <Field label={t(kind === 'deposits' ? 'cashier.filter.channelCode' : 'cashier.filter.provider')}>
        {(c) => (
          <input
            {...c}
            spellCheck={false}
            placeholder={t('audit.example', { value: kind === 'deposits' ? 'BDO' : 'GCash' })}
            {...form.register('channel')}
          />
        )}
      </Field>
      <Field label={t('cashier.filter.from')}>
        {(c) => <input {...c} type="date" {...form.register('startDate')} />}
      </Field>
      <Field label={t('cashier.filter.to')} error={dateError}>
        {(c) => <input {...c} type="date" {...form.register('endDate')} />}
      </Field>
      <div className="filters__actions">
        <Button type="submit" variant="primary">
          {t('audit.apply')}
        </Button>
        <Button
          onClick={() => {
            form.reset(NO_QUEUE_FILTERS);
            onApply(NO_QUEUE_FILTERS);
          }}
        >
          {t('audit.reset')}
        </Button>
      </div>
    </form>
  );
}
