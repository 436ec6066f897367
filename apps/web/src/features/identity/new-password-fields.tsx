import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import { messageText } from '@/lib/form-message';

type Values = { newPassword: string; confirmNewPassword: string };

/** The new password and its confirmation (change and reset password; rules: newPasswordErrors). */
export function NewPasswordFields<V extends FieldValues>({
  form,
  disabled,
}: {
  form: UseFormReturn<V>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  // The fields touch only their two values, which the form must have.
  const fields = form as unknown as UseFormReturn<Values>;
  const { errors } = fields.formState;
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        error={messageText(t, errors.newPassword?.message)}
        disabled={disabled}
        {...fields.register('newPassword')}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        error={messageText(t, errors.confirmNewPassword?.message)}
        disabled={disabled}
        {...fields.register('confirmNewPassword')}
      />
    </>
  );
}
