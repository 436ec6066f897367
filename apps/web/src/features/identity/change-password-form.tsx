import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { PasswordField } from '@/components/form/password-field';
import { useServerForm } from '@/components/form/use-server-form';
import { CurrentTotpField } from '@/components/form/fresh-proof-fields';
import { messageText, rulesResolver } from '@/lib/form-message';
import { profileQuery } from '@/lib/queries/profile-api';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { changePassword } from './api';
import { changePasswordErrors } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { withBounds } from './register-fns';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string; totpCode: string };

/**
 * Spec §3/§5 Change password: old (required, unless held from the login that forced the change),
 * new (the password rule), confirmation (equal). POST enc.
 */
export function ChangePasswordForm({
  onDone,
  heldOldPassword = null,
}: {
  onDone: () => void;
  heldOldPassword?: string | null;
}) {
  const { t } = useTranslation();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  // A bound authenticator's code is part of the proof (a restricted session may read the profile).
  const hasTotp = useQuery(profileQuery).data?.hasTotp ?? false;
  // A refused held password (changed elsewhere meanwhile) is dropped: the member types it.
  const [held, setHeld] = useState(heldOldPassword);
  const form = useForm<Values>({
    resolver: rulesResolver<Values>((values) => ({
      ...changePasswordErrors(values, settings, held),
      ...(hasTotp && !/^[0-9]{6}$/.test(values.totpCode.trim())
        ? { totpCode: 'validation:validVerificationCode' }
        : {}),
    })),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '', totpCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { formError, onSubmit } = useServerForm(form, {
    submit: ({ totpCode, ...values }: Values) =>
      changePassword({
        ...values,
        oldPassword: held ?? values.oldPassword,
        ...(hasTotp ? { totpCode: totpCode.trim() } : {}),
      }),
    codeFields: { AUTHENTICATOR_CODE_INVALID: 'totpCode' },
    onSuccess: () => {
      form.reset();
      onDone();
    },
    fieldMessage: (_field, message) => withBounds(settings, 'password', message),
    refusal: (e) => {
      if (e.code !== 'OLD_PASSWORD_INCORRECT') return null;
      setHeld(null);
      return { field: 'oldPassword', message: 'errors:OLD_PASSWORD_INCORRECT' };
    },
  });

  return (
    <form className="form-stack auth__form" onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <FormAlert message={formError} />
      {held === null ? (
        <PasswordField
          label={t('auth.oldPassword')}
          autoComplete="current-password"
          error={messageText(t, errors.oldPassword?.message)}
          {...form.register('oldPassword')}
        />
      ) : null}
      <NewPasswordFields form={form} />
      {hasTotp ? <CurrentTotpField form={form} /> : null}
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="change-password-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}
