import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { StaffRole, type StaffAccount } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useStaffAction, type StaffAction } from './staff-api';
import type { ActionKind } from './staff-columns';
import { parseCidrs, reasonSchema } from './staff-fields';

const schema = z.object({ role: StaffRole, allowList: z.string(), reason: reasonSchema });
type Values = z.infer<typeof schema>;

type Props = { account: StaffAccount; kind: ActionKind; onClose: () => void };

/**
 * One owner action on one account (disable, enable, reset the authenticator, change the role,
 * set the allow-list), with the reason the audit log keeps. Actions that end the account's
 * sessions say so before they are confirmed.
 */
export function StaffActionDialog({ account, kind, onClose }: Props) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { role: account.role, allowList: account.allowList.join('\n'), reason: '' },
  });
  const action = useStaffAction(account.id);
  const { errors } = form.formState;
  const message = (name: keyof Values) => fieldMessage(t, errors[name]?.message);

  const submit = form.handleSubmit((values) => {
    let request: StaffAction;
    if (kind === 'role') request = { kind, role: values.role, reason: values.reason };
    else if (kind === 'allowList') {
      const allowList = parseCidrs(values.allowList);
      if (allowList === null) {
        form.setError('allowList', { message: t('staff.allowListInvalid') }, { shouldFocus: true });
        return;
      }
      request = { kind, allowList, reason: values.reason };
    } else request = { kind, reason: values.reason };
    setFormError(null);
    action.mutate(request, { onSuccess: onClose, onError: (error) => setFormError(placeServerError(form, error, t)) });
  });

  const danger = kind === 'disable' || kind === 'resetTotp';
  return (
    <Dialog title={t(`staff.actionTitle.${kind}`, { username: account.username })} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{t(`staff.actionLead.${kind}`, { username: account.username })}</p>
        {formError ? <Alert>{formError}</Alert> : null}
        {kind === 'role' ? (
          <Field label={t('staff.field.role')} error={message('role')}>
            {(c) => (
              <select {...c} {...form.register('role')}>
                {StaffRole.options.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {kind === 'allowList' ? (
          <Field label={t('staff.field.allowList')} error={message('allowList')} hint={t('staff.field.allowListHint')}>
            {(c) => <textarea {...c} rows={4} spellCheck={false} {...form.register('allowList')} />}
          </Field>
        ) : null}
        <Field label={t('staff.field.reason')} error={message('reason')} hint={t('staff.field.reasonHint')}>
          {(c) => <input {...c} autoComplete="off" autoFocus {...form.register('reason')} />}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={action.isPending}>
            {t(`staff.action.${kind}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
