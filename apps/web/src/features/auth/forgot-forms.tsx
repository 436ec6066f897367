import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegisterFieldSetting } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon, MailIcon, UserIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messageText, rulesResolver, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { forgotPasswordByEmail, forgotPasswordByMobile } from './api';
import { CountrySelect, DEFAULT_DIALING_CODE, useCountryLookup } from '@/components/form/country-select';
import { forgotByEmailErrors, forgotByMobileErrors, mobileRefusalMessage } from './form-rules';
import { useImageCaptcha } from '@/components/form/verification-hooks';
import { useNoLoginSmsCode } from './use-no-login-sms';
import { withBounds } from './register-fns';
import { completeLogin } from './session';
import { SmsSendButton } from '@/components/form/sms-send-button';

const apiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);

type EmailValues = { username: string; email: string };

/** Forgot password by e-mail (spec §3, §5): username + e-mail, form-urlencoded; a reset link is mailed. */
export function ForgotByEmail() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    resolver: rulesResolver<EmailValues>(forgotByEmailErrors),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await forgotPasswordByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(result.expiredMinutes);
    } catch (error) {
      const e = apiError(error);
      setFormError(
        e.code === 'USERNAME_OR_EMAIL_NOT_FOUND'
          ? t('errors:usernameOrEmailNotFound')
          : translateError(e.code, e.message),
      );
    }
  });
  if (sent !== null)
    return (
      <div className="form-stack auth__form">
        <FormAlert tone="info" message={t('auth.resetMailSent', { minutes: sent })} />
      </div>
    );
  return (
    <form
      className="form-stack auth__form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="forgot-email-form"
    >
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
  const [formError, setFormError] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await forgotPasswordByMobile({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      completeLogin(result, { method: 'reset', navigate: (to) => void navigate(to) });
    } catch (error) {
      const e = apiError(error);
      const fieldErrors = serverFieldErrors(e.value);
      for (const f of fieldErrors)
        form.setError(f.field as keyof MobileValues, {
          message: withBounds(settings, f.field === 'newPassword' ? 'password' : f.field, f.message),
        });
      const mobile = mobileRefusalMessage(e.code, e.value);
      if (e.code === 'SMS_CODE_INVALID' || e.code === 'SMS_CODE_EXPIRED')
        form.setError('verificationCode', { message: `errors:${e.code}` });
      else if (mobile) form.setError('mobileNum', { message: mobile });
      else if (fieldErrors.length === 0) setFormError(translateError(e.code, e.message));
    }
  });

  return (
    <form
      className="form-stack auth__form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="forgot-mobile-form"
    >
      <FormAlert message={formError} />
      <Controller
        control={form.control}
        name="countryDialingCode"
        render={({ field }) => (
          <Field
            label={t('auth.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.mobilePlaceholder')}
            error={messageText(t, errors.mobileNum?.message)}
            leading={<CountrySelect value={field.value} onChange={field.onChange} />}
            {...form.register('mobileNum')}
          />
        )}
      />
      <CaptchaField
        image={imageCaptcha.captcha?.image ?? null}
        captchaId={imageCaptcha.captcha?.captchaId ?? null}
        onRefresh={imageCaptcha.refresh}
        error={messageText(t, errors.captcha?.message)}
        hint={t('auth.captchaForSms')}
        {...form.register('captcha')}
      />
      <Field
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.smsCodePlaceholder')}
        error={messageText(t, errors.verificationCode?.message)}
        trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sms.sendCode()} />}
        {...form.register('verificationCode')}
      />
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
