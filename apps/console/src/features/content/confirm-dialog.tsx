import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { useRemoveSiteLink } from './content-api';

/** Asks before a change that takes content off the site (disable, remove), with an optional reason for the audit chain. */
export function ConfirmDialog(props: {
  title: string;
  lead: string;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const [reason, setReason] = useState('');
  return (
    <Dialog title={props.title} open onClose={props.onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onConfirm(reason.trim());
        }}
      >
        <p className="muted">{props.lead}</p>
        {props.error ? <Alert>{errorText(t, props.error)}</Alert> : null}
        <Field label={t('field.reason')}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={props.onClose}>{t('console:action.cancel')}</Button>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} busy={props.busy}>
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Asks before removing a mirror or a customer-service channel (with the reason for the audit
 * chain), removes it, and tells `onRemoved` its name.
 */
export function RemoveSiteLinkDialog(props: {
  part: 'mirrors' | 'channels';
  id: number;
  name: string;
  title: string;
  lead: string;
  onRemoved: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const remove = useRemoveSiteLink(props.part);
  return (
    <ConfirmDialog
      title={props.title}
      lead={props.lead}
      confirm={t('action.remove')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onConfirm={(reason) => remove.mutate({ id: props.id, reason }, { onSuccess: () => props.onRemoved(props.name) })}
      onClose={props.onClose}
    />
  );
}
