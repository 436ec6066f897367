import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messageText, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { registerSettingsQuery } from '@/features/system/api';
import { changePassword } from './api';
import { passwordMessage, withBounds } from './register-fns';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** Spec §3/§5 Change password: old (required), new (the password rule), confirmation (equal). POST enc. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z
    .object({
      oldPassword: z.string().min(1, 'validation:required'),
      newPassword: z.string(),
      confirmNewPassword: z.string().min(1, 'validation:required'),
    })
    .superRefine((v, ctx) => {
      const message = passwordMessage(settings, v.newPassword);
      if (message) ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
      else if (v.newPassword === v.oldPassword)
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'auth.samePassword' });
      if (v.confirmNewPassword && v.confirmNewPassword !== v.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'validation:confirmPasswordMismatch' });
    });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values);
      form.reset();
      onDone();
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      const fieldErrors = serverFieldErrors(e.value);
      for (const f of fieldErrors)
        form.setError(f.field as keyof Values, { message: withBounds(settings, 'password', f.message) });
      if (e.code === 'OLD_PASSWORD_INCORRECT')
        form.setError('oldPassword', { message: 'errors:OLD_PASSWORD_INCORRECT' });
      else if (fieldErrors.length === 0) setFormError(translateError(e.code, e.message));
    }
  });

  return (
    <form
      className="form-stack auth__form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="change-password-form"
    >
      <FormAlert message={formError} />
      <Field
        label={t('auth.oldPassword')}
        icon={<LockIcon />}
        type="password"
        autoComplete="current-password"
        error={messageText(t, errors.oldPassword?.message)}
        {...form.register('oldPassword')}
      />
      <Field
        label={t('auth.newPassword')}
        icon={<LockIcon />}
        type="password"
        autoComplete="new-password"
        error={messageText(t, errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <Field
        label={t('auth.confirmNewPassword')}
        icon={<LockIcon />}
        type="password"
        autoComplete="new-password"
        error={messageText(t, errors.confirmNewPassword?.message)}
        {...form.register('confirmNewPassword')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="change-password-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}
