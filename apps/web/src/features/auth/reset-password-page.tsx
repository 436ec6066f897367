import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messageText, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { registerSettingsQuery } from '@/features/system/api';
import { openModal } from '@/stores/modal-store';
import { resetPassword } from './api';
import { resetTokenFrom } from './auth-fns';
import { passwordMessage, withBounds } from './register-fns';
import './auth.css';

type Values = { newPassword: string; confirmNewPassword: string };

/** /resetPassword?token=… : the e-mailed link of forgot password by e-mail; then log in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = resetTokenFrom(useLocation().search);
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(token ? null : t('errors:RESET_TOKEN_INVALID'));
  const schema = z
    .object({ newPassword: z.string(), confirmNewPassword: z.string().min(1, 'validation:required') })
    .superRefine((v, ctx) => {
      const message = passwordMessage(settings, v.newPassword);
      if (message) ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
      if (v.confirmNewPassword && v.confirmNewPassword !== v.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'validation:confirmPasswordMismatch' });
    });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
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
