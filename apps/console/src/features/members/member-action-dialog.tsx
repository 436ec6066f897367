import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { placeServerError } from '@/lib/form-errors';
import { useMemberAction, type MemberAction } from './members-api';

export type MemberActionKind = MemberAction['kind'];
type Values = { reason: string; text: string; subject: string };

/**
 * One action on a member: lock, unlock or force a new password (with the reason the audit log
 * keeps), a staff note, or an inbox message.
 */
export function MemberActionDialog({
  id,
  username,
  kind,
  onClose,
}: {
  id: number;
  username: string;
  kind: MemberActionKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { reason: '', text: '', subject: '' } });
  const action = useMemberAction(id);
  const { errors } = form.formState;
  const withReason = kind === 'lock' || kind === 'unlock' || kind === 'forcePasswordReset';
  const need = (min: number) => ({
    validate: (v: string) => v.trim().length >= min || t(min > 1 ? 'validation:enterContent' : 'validation:required'),
  });

  const submit = form.handleSubmit((v) => {
    const request: MemberAction =
      kind === 'note'
        ? { kind, text: v.text }
        : kind === 'message'
          ? { kind, subject: v.subject, text: v.text }
          : { kind, reason: v.reason };
    setFormError(null);
    action.mutate(request, { onSuccess: onClose, onError: (e) => setFormError(placeServerError(form, e, t)) });
  });

  return (
    <Dialog title={t(`members.actionTitle.${kind}`, { username })} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{t(`members.actionLead.${kind}`, { username })}</p>
        {formError ? <Alert>{formError}</Alert> : null}
        {kind === 'message' ? (
          <Field label={t('members.field.subject')} error={errors.subject?.message}>
            {(c) => <input {...c} maxLength={100} autoFocus {...form.register('subject', need(1))} />}
          </Field>
        ) : null}
        {kind === 'note' || kind === 'message' ? (
          <Field label={t(kind === 'note' ? 'members.field.note' : 'members.field.text')} error={errors.text?.message}>
            {(c) => (
              <textarea
                {...c}
                rows={5}
                maxLength={2000}
                autoFocus={kind === 'note'}
                {...form.register('text', need(1))}
              />
            )}
          </Field>
        ) : null}
        {withReason ? (
          <Field label={t('staff.field.reason')} error={errors.reason?.message} hint={t('staff.field.reasonHint')}>
            {(c) => <input {...c} autoComplete="off" autoFocus maxLength={500} {...form.register('reason', need(3))} />}
          </Field>
        ) : null}
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button
            type="submit"
            variant={kind === 'lock' || kind === 'forcePasswordReset' ? 'danger' : 'primary'}
            busy={action.isPending}
          >
            {t(`members.action.${kind}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
