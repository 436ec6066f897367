import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';

/**
 * The Content dialogs' frame: a form (a two-column grid when `wide`) opening with the server's
 * refusal, the fields, then Cancel and the submit button.
 */
export function FormFrame(props: {
  title: string;
  wide?: boolean;
  formError: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const wide = props.wide ? ' form__wide' : '';
  return (
    <Dialog title={props.title} open onClose={props.onClose} wide={props.wide}>
      <form className={props.wide ? 'form form--grid' : 'form'} noValidate onSubmit={props.onSubmit}>
        {props.formError ? <Alert>{props.formError}</Alert> : null}
        {props.children}
        <div className={`form__actions${wide}`}>
          <Button onClick={props.onClose}>{t('console:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={props.busy}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What the shared fields need of a form: it, and a field's translated error. */
type Kit<V extends FieldValues> = { form: UseFormReturn<V>; message: (name: keyof V) => string | undefined };

/** The order field (0–9999, lower first). */
export function SortField<V extends FieldValues & { sort: number }>({ form, message }: Kit<V>) {
  const { t } = useTranslation('content');
  return (
    <Field label={t('field.sort')} error={message('sort')} hint={t('field.sortHint')}>
      {(c) => (
        <input {...c} type="number" min={0} max={9999} {...form.register('sort' as Path<V>, { valueAsNumber: true })} />
      )}
    </Field>
  );
}

/** Start and end of the schedule, as `datetime-local` inputs. */
export function ScheduleFields<V extends FieldValues & { startsAt: string; endsAt: string }>({
  form,
  message,
}: Kit<V>) {
  const { t } = useTranslation('content');
  return (
    <>
      <Field label={t('field.startsAt')} error={message('startsAt')} hint={t('field.startsAtHint')}>
        {(c) => <input {...c} type="datetime-local" {...form.register('startsAt' as Path<V>)} />}
      </Field>
      <Field label={t('field.endsAt')} error={message('endsAt')} hint={t('field.endsAtHint')}>
        {(c) => <input {...c} type="datetime-local" {...form.register('endsAt' as Path<V>)} />}
      </Field>
    </>
  );
}

/** The optional reason for the audit chain (full width in a wide form). */
export function ReasonField<V extends FieldValues & { reason: string }>({
  form,
  message,
  wide,
}: Kit<V> & { wide?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Field label={t('field.reason')} error={message('reason')} className={wide ? 'form__wide' : undefined}>
      {(c) => <input {...c} autoComplete="off" {...form.register('reason' as Path<V>)} />}
    </Field>
  );
}
