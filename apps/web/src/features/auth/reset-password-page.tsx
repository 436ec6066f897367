import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messageText, rulesResolver, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import { resetPassword } from './api';
import { resetTokenFrom } from './auth-fns';
import { confirmationMessage, newPasswordMessage } from './form-rules';
import { withBounds } from './register-fns';
import './auth.css';

type Values = { newPassword: string; confirmNewPassword: string };

/** /resetPassword?token=… : the e-mailed link of forgot password by e-mail; then log in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = resetTokenFrom(useLocation().search);
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(token ? null : t('errors:RESET_TOKEN_INVALID'));
  // The same rules as the change-password form (spec §5): the password rule, then an equal confirmation.
  const rules = (v: Values) => {
    const newPassword = newPasswordMessage(settings, v.newPassword);
    const confirm = confirmationMessage(v.newPassword, v.confirmNewPassword);
    return { ...(newPassword ? { newPassword } : {}), ...(confirm ? { confirmNewPassword: confirm } : {}) };
  };
  const form = useForm<Values>({
    resolver: rulesResolver<Values>(rules),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFormError(null);
    try {
      await resetPassword({ token, ...values });
      setDone(true);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      const fieldErrors = serverFieldErrors(e.value);
      for (const f of fieldErrors)
        form.setError(f.field as keyof Values, { message: withBounds(settings, 'password', f.message) });
      if (fieldErrors.length === 0) setFormError(translateError(e.code, e.message));
    }
  });

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
          <form className="form-stack auth__form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <FormAlert message={formError} />
            <Field
              label={t('auth.newPassword')}
              icon={<LockIcon />}
              type="password"
              autoComplete="new-password"
              error={messageText(t, errors.newPassword?.message)}
              disabled={!token}
              {...form.register('newPassword')}
            />
            <Field
              label={t('auth.confirmNewPassword')}
              icon={<LockIcon />}
              type="password"
              autoComplete="new-password"
              error={messageText(t, errors.confirmNewPassword?.message)}
              disabled={!token}
              {...form.register('confirmNewPassword')}
            />
            <Button type="submit" size="lg" block disabled={!token || isSubmitting} data-testid="reset-submit">
              {t('action.submit')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
