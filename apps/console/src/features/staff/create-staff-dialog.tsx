import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { StaffPassword, StaffRole, StaffUsername } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { parseCidrs, reasonSchema } from './staff-fields';
import { useCreateStaff } from './staff-api';

const schema = z.object({
  username: StaffUsername,
  displayName: z.string().trim().min(1, 'validation:required').max(64),
  password: StaffPassword,
  role: StaffRole,
  allowList: z.string(),
  reason: reasonSchema,
});
type Values = z.infer<typeof schema>;
const empty: Values = { username: '', displayName: '', password: '', role: 'support', allowList: '', reason: '' };

/** A new staff account with its role; its authenticator is set up at its first login. */
export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const create = useCreateStaff();
  const { errors } = form.formState;
  const message = (name: keyof Values) => fieldMessage(t, errors[name]?.message);
  const close = () => {
    form.reset(empty);
    setFormError(null);
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const allowList = parseCidrs(values.allowList);
    if (allowList === null) {
      form.setError('allowList', { message: t('staff.allowListInvalid') }, { shouldFocus: true });
      return;
    }
    setFormError(null);
    create.mutate(
      { ...values, allowList },
      {
        onSuccess: close,
        onError: (error) => setFormError(placeServerError(form, error, t, { CONFLICT: 'username' })),
      },
    );
  });

  return (
    <Dialog title={t('staff.createTitle')} open={open} onClose={close} wide>
      <form className="form form--grid" noValidate onSubmit={submit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <Field label={t('staff.field.username')} error={message('username')} hint={t('staff.field.usernameHint')}>
          {(c) => (
            <input {...c} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
          )}
        </Field>
        <Field label={t('staff.field.displayName')} error={message('displayName')}>
          {(c) => <input {...c} autoComplete="off" {...form.register('displayName')} />}
        </Field>
        <Field label={t('staff.field.password')} error={message('password')} hint={t('password.rule')}>
          {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
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
        <Field
          label={t('staff.field.allowList')}
          error={message('allowList')}
          hint={t('staff.field.allowListHint')}
          className="form__wide"
        >
          {(c) => <textarea {...c} rows={2} spellCheck={false} {...form.register('allowList')} />}
        </Field>
        <Field label={t('staff.field.reason')} error={message('reason')} className="form__wide">
          {(c) => <input {...c} autoComplete="off" {...form.register('reason')} />}
        </Field>
        <div className="form__actions form__wide">
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('staff.createSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
