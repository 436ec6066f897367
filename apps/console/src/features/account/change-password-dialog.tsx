import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangeStaffPasswordRequest } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { call } from '@/lib/api';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { consoleRoutes } from '@/lib/routes';

const schema = ChangeStaffPasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: 'validation:passwordMismatch' },
);
type Values = z.infer<typeof schema>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '', totpCode: '' };

/** Change one's own password: the current one, the new one twice and a fresh authenticator code. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: ({ confirmPassword: _, ...body }: Values) => call(consoleRoutes.changePassword, { body }),
    onSuccess: () => {
      setDone(true);
      form.reset(empty);
    },
    onError: (error) =>
      setFormError(
        placeServerError(form, error, t, {
          OLD_PASSWORD_INCORRECT: 'currentPassword',
          AUTHENTICATOR_CODE_INVALID: 'totpCode',
        }),
      ),
  });
  const close = () => {
    form.reset(empty);
    setFormError(null);
    setDone(false);
    onClose();
  };
  const message = (name: keyof Values) => fieldMessage(t, errors[name]?.message);

  return (
    <Dialog title={t('password.title')} open={open} onClose={close}>
      {done ? (
        <>
          <Alert tone="success">{t('password.done')}</Alert>
          <div className="form__actions">
            <Button variant="primary" onClick={close}>
              {t('action.close')}
            </Button>
          </div>
        </>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setFormError(null);
            change.mutate(values);
          })}
        >
          {formError ? <Alert>{formError}</Alert> : null}
          <Field label={t('password.current')} error={message('currentPassword')}>
            {(c) => (
              <input {...c} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
            )}
          </Field>
          <Field label={t('password.new')} error={message('newPassword')} hint={t('password.rule')}>
            {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
          </Field>
          <Field label={t('password.confirm')} error={message('confirmPassword')}>
            {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
          </Field>
          <Field label={t('password.code')} error={message('totpCode')} hint={t('login.codeHint')}>
            {(c) => (
              <input
                {...c}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.register('totpCode')}
              />
            )}
          </Field>
          <div className="form__actions">
            <Button onClick={close}>{t('action.cancel')}</Button>
            <Button type="submit" variant="primary" busy={change.isPending}>
              {t('password.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
