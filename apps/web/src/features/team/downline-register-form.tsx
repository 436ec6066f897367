import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { PasswordField } from '@/components/form/password-field';
import { useServerForm } from '@/components/form/use-server-form';
import { messageText, rulesResolver } from '@/lib/form-message';
import { registerDownline } from './team-api';

type Values = {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  type: 'PLAYER' | 'AGENT';
};

/** A player or agent account directly below the agent; the server applies the brand's username and password rules. */
export function DownlineRegisterForm() {
  const { t } = useTranslation(['team', 'common']);
  const client = useQueryClient();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: rulesResolver<Values>((v) => ({
      ...(v.username.trim() ? {} : { username: 'validation:required' }),
      ...(v.password ? {} : { password: 'validation:required' }),
      ...(v.confirmPassword === v.password ? {} : { confirmPassword: 'validation:confirmPasswordMismatch' }),
    })),
    defaultValues: { username: '', password: '', confirmPassword: '', nickname: '', type: 'PLAYER' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) =>
      registerDownline({
        username: v.username.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        type: v.type,
        ...(v.nickname.trim() ? { nickname: v.nickname.trim() } : {}),
      }),
    codeFields: { USERNAME_TAKEN: 'username' },
    onSuccess: async (result) => {
      setCreated(result.username);
      form.reset({ ...form.getValues(), username: '', password: '', confirmPassword: '', nickname: '' });
      await client.invalidateQueries({ queryKey: ['team'] });
    },
  });

  return (
    <form className="form-stack team-form" onSubmit={onSubmit} noValidate data-testid="downline-register-form">
      <FormAlert message={formError} />
      {created ? <FormAlert tone="info" message={t('create.done', { username: created })} /> : null}
      <fieldset className="team-kind">
        <legend>{t('create.type')}</legend>
        {(['PLAYER', 'AGENT'] as const).map((k) => (
          <label key={k}>
            <input type="radio" value={k} {...form.register('type')} /> {t(`create.types.${k}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('create.username')}
        autoComplete="off"
        error={messageText(t, errors.username?.message)}
        {...form.register('username')}
      />
      <PasswordField
        label={t('create.password')}
        autoComplete="new-password"
        error={messageText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('create.confirmPassword')}
        autoComplete="new-password"
        error={messageText(t, errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Field label={t('create.nickname')} autoComplete="off" {...form.register('nickname')} />
      <Button type="submit" disabled={isSubmitting} data-testid="downline-register-submit">
        {t('create.submit')}
      </Button>
    </form>
  );
}
