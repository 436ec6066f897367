import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { useServerForm } from '@/components/form/use-server-form';
import { ApiError } from '@/lib/api-client';
import { rulesResolver } from '@/lib/form-message';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import { resetPassword } from './api';
import { resetTokenFrom } from './identity-fns';
import { newPasswordErrors } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { withBounds } from './register-fns';
import './identity.css';

type Values = { newPassword: string; confirmNewPassword: string };

/** /resetPassword?token=… : the e-mailed link of forgot password by e-mail; then log in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = resetTokenFrom(useLocation().search);
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const [done, setDone] = useState(false);
  // The same rules as the change-password form (spec §5): the password rule, then an equal confirmation.
  const form = useForm<Values>({
    resolver: rulesResolver<Values>((values) => newPasswordErrors(values, settings)),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const server = useServerForm(form, {
    // Without a token the link is broken: said at once, and nothing is sent.
    submit: (values: Values) =>
      token ? resetPassword({ token, ...values }) : Promise.reject(new ApiError('RESET_TOKEN_INVALID', '', 400)),
    onSuccess: () => setDone(true),
    fieldMessage: (_field, message) => withBounds(settings, 'password', message),
  });
  const formError = token ? server.formError : t('errors:RESET_TOKEN_INVALID');

  return (
    <div className="container page reset-password" data-testid="reset-password-page">
      <section className="panel reset-password__panel">
        <h1 className="page-title">{t('auth.resetTitle')}</h1>
        {done ? (
          <div className="form-stack">
            <FormAlert tone="info" message={t('auth.resetDone')} />
            <Button size="lg" block onClick={() => openModal('loginPopupModal')} data-testid="reset-login">
              {t('auth.login')}
            </Button>
          </div>
        ) : (
          <form className="form-stack auth__form" onSubmit={server.onSubmit} noValidate>
            <FormAlert message={formError} />
            <NewPasswordFields form={form} disabled={!token} />
            <Button type="submit" size="lg" block disabled={!token || isSubmitting} data-testid="reset-submit">
              {t('action.submit')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
