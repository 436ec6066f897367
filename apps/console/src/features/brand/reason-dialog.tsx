import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BrandChangeReason } from '@fortuna/contracts/console-brand';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { ApiError } from '@/lib/api';

type Values = z.infer<typeof BrandChangeReason>;

type Props = {
  title: string;
  lead?: ReactNode;
  /** The change's own fields, above the reason. */
  children?: ReactNode;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Every brand change asks why (the audit chain keeps the reason): the change's fields, the reason,
 * and the server's refusal where it happened (a field's message beside the envelope's text).
 */
export function ReasonDialog({ title, lead, children, confirm, danger, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(BrandChangeReason), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((values) => onConfirm(values.reason));
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <Dialog title={title} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {lead ? <p className="muted">{lead}</p> : null}
        {error ? (
          <Alert>
            {errorText(t, error)}
            {fieldErrors.map((f) => (
              <span key={f.path} className="block">
                {f.path}: {fieldMessage(t, f.message)}
              </span>
            ))}
          </Alert>
        ) : null}
        {children}
        <Field
          label={t('brand.reason')}
          error={fieldMessage(t, form.formState.errors.reason?.message)}
          hint={t('brand.reasonHint')}
        >
          {(c) => <input {...c} autoComplete="off" autoFocus={!children} {...form.register('reason')} />}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
