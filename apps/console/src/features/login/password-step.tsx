import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { StaffLoginRequest } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { fieldMessage } from '@/lib/errors';
import { CaptchaField } from './captcha-field';
import type { LoginError } from './use-login';
import { captchaAnswer, useCaptcha } from './use-captcha';

const schema = z.object({
  username: z.string().trim().min(1, 'validation:required'),
  password: z.string().min(1, 'validation:required'),
  captcha: z.string(),
});
type Values = z.infer<typeof schema>;

type Props = {
  error: LoginError;
  captchaDue: boolean;
  /** Changes after each answer that used the captcha up: a new picture is loaded. */
  captchaRound: number;
  pending: boolean;
  onSubmit: (body: StaffLoginRequest) => void;
};

/** First step: username and password, and the image captcha once the server asks for it. */
export function PasswordStep({ error, captchaDue, captchaRound, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const { errors } = form.formState;
  const captcha = useCaptcha(captchaDue, captchaRound);

  useEffect(() => {
    if (captchaRound > 0) form.setValue('captcha', '');
  }, [captchaRound, form]);
  useEffect(() => {
    if (error?.at === 'password') form.setFocus('password');
    if (error?.at === 'captcha') form.setFocus('captcha');
  }, [error, form]);

  const submit = form.handleSubmit(async (values) => {
    if (captchaDue && !values.captcha.trim()) {
      form.setError('captcha', { message: 'validation:required' }, { shouldFocus: true });
      return;
    }
    const answer = captchaDue ? await captchaAnswer(captcha.captcha, values.captcha).catch(() => ({})) : {};
    onSubmit({ username: values.username.trim().toLowerCase(), password: values.password, ...answer });
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-describedby="login-lead">
      <Field label={t('login.username')} error={fieldMessage(t, errors.username?.message)}>
        {(c) => (
          <input
            {...c}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            {...form.register('username')}
          />
        )}
      </Field>
      <Field
        label={t('login.password')}
        error={fieldMessage(t, errors.password?.message) ?? (error?.at === 'password' ? error.text : undefined)}
      >
        {(c) => <input {...c} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      {captchaDue ? (
        <CaptchaField
          captcha={captcha.captcha}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          error={fieldMessage(t, errors.captcha?.message) ?? (error?.at === 'captcha' ? error.text : undefined)}
          input={form.register('captcha')}
        />
      ) : null}
      <Button type="submit" variant="primary" className="btn--block" busy={pending || form.formState.isSubmitting}>
        {t('login.continue')}
      </Button>
    </form>
  );
}
