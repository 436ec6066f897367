import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegisterFieldSetting } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon, MailIcon, UserIcon } from '@/components/ui/icons';
import { DEFAULT_DIALING_CODE, useCountryLookup } from '@/components/form/country-select';
import { useServerForm } from '@/components/form/use-server-form';
import { useImageCaptcha } from '@/components/form/verification-hooks';
import { messageText, rulesResolver } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { forgotPasswordByEmail, forgotPasswordByMobile } from './api';
import { forgotByEmailErrors, forgotByMobileErrors, mobileRefusalMessage } from './form-rules';
import { useNoLoginSmsCode } from './use-no-login-sms';
import { NoLoginSmsFields } from './no-login-sms-fields';
import { withBounds } from './register-fns';
import { completeLogin } from './session';

type EmailValues = { username: string; email: string };

/** Forgot password by e-mail (spec §3, §5): username + e-mail, form-urlencoded; a reset link is mailed. */
export function ForgotByEmail() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  const form = useForm<EmailValues>({
    resolver: rulesResolver<EmailValues>(forgotByEmailErrors),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: EmailValues) =>
      forgotPasswordByEmail({ username: values.username.trim(), email: values.email.trim() }),
    onSuccess: (result) => setSent(result.expiredMinutes),
    // Spec §8 has its own wording for this refusal; it names both fields, so it shows above them.
    fieldsOnly: [],
    formMessage: (e) =>
      e.code === 'USERNAME_OR_EMAIL_NOT_FOUND'
        ? t('errors:usernameOrEmailNotFound')
        : translateError(e.code, e.message),
  });
  if (sent !== null)
    return (
      <div className="form-stack auth__form">
        <FormAlert tone="info" message={t('auth.resetMailSent', { minutes: sent })} />
      </div>
    );
  return (
    <form className="form-stack auth__form" onSubmit={onSubmit} noValidate data-testid="forgot-email-form">
      <FormAlert message={formError} />
      <Field
        label={t('auth.username')}
        icon={<UserIcon />}
        autoComplete="username"
        placeholder={t('auth.usernamePlaceholder')}
        error={messageText(t, errors.username?.message)}
        {...form.register('username')}
      />
      <Field
        label={t('auth.email')}
        icon={<MailIcon />}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={messageText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="forgot-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}

type MobileValues = {
  countryDialingCode: string;
  mobileNum: string;
  captcha: string;
  verificationCode: string;
  newPassword: string;
};

/** Forgot password by mobile (spec §4): SMS code + new password, then logged in and home. */
export function ForgotByMobile({ settings }: { settings: readonly RegisterFieldSetting[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imageCaptcha = useImageCaptcha(true);
  const countryOf = useCountryLookup();
  const form = useForm<MobileValues>({
    resolver: rulesResolver<MobileValues>((values) =>
      forgotByMobileErrors(values, settings, countryOf(values.countryDialingCode)),
    ),
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      captcha: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const sms = useNoLoginSmsCode(form, imageCaptcha, countryOf);

  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: MobileValues) =>
      forgotPasswordByMobile({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      }),
    onSuccess: (result) => completeLogin(result, { method: 'reset', navigate: (to) => void navigate(to) }),
    fieldMessage: (field, message) => withBounds(settings, field === 'newPassword' ? 'password' : field, message),
    codeFields: { SMS_CODE_INVALID: 'verificationCode', SMS_CODE_EXPIRED: 'verificationCode' },
    refusal: (e) => {
      const mobile = mobileRefusalMessage(e.code, e.value);
      return mobile ? { field: 'mobileNum', message: mobile } : null;
    },
  });

  return (
    <form className="form-stack auth__form" onSubmit={onSubmit} noValidate data-testid="forgot-mobile-form">
      <FormAlert message={formError} />
      <NoLoginSmsFields form={form} imageCaptcha={imageCaptcha} sms={sms} captchaHint={t('auth.captchaForSms')} />
      <Field
        label={t('auth.newPassword')}
        icon={<LockIcon />}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordPlaceholder')}
        error={messageText(t, errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="forgot-submit">
        {t('action.submit')}
      </Button>
    </form>
  );
}
