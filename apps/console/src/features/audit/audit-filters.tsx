import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import type { AuditFilters } from './audit-api';

export const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

type Props = { value: AuditFilters; onApply: (filters: AuditFilters) => void };

/** The audit log's filters: actor, action, target (each an exact match on the server) and a time range. */
export function AuditFiltersForm({ value, onApply }: Props) {
  const { t } = useTranslation();
  const form = useForm<AuditFilters>({ defaultValues: value });
  // Back and forward in the browser change the filters in the address: the form follows.
  useEffect(() => form.reset(value), [form, value]);
  const to = form.watch('to');
  const from = form.watch('from');
  const rangeError = from && to && from > to ? t('audit.rangeError') : undefined;

  return (
    <form
      className="filters"
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={form.handleSubmit((filters) => {
        if (!rangeError) onApply(filters);
      })}
    >
      <Field label={t('audit.col.actor')}>
        {(c) => (
          <input
            {...c}
            placeholder={t('audit.example', { value: 'owner' })}
            spellCheck={false}
            {...form.register('actor')}
          />
        )}
      </Field>
      <Field label={t('audit.col.action')}>
        {(c) => (
          <input
            {...c}
            placeholder={t('audit.example', { value: 'staff.create' })}
            spellCheck={false}
            {...form.register('action')}
          />
        )}
      </Field>
      <Field label={t('audit.col.target')}>
        {(c) => (
          <input
            {...c}
            placeholder={t('audit.example', { value: 'staff:finance' })}
            spellCheck={false}
            {...form.register('target')}
          />
        )}
      </Field>
      <Field label={t('audit.from')}>{(c) => <input {...c} type="datetime-local" {...form.register('from')} />}</Field>
      <Field label={t('audit.to')} error={rangeError}>
        {(c) => <input {...c} type="datetime-local" {...form.register('to')} />}
      </Field>
      <div className="filters__actions">
        <Button type="submit" variant="primary">
          {t('audit.apply')}
        </Button>
        <Button
          onClick={() => {
            form.reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.reset')}
        </Button>
      </div>
    </form>
  );
}
