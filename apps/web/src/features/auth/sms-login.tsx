import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { messageText, rulesResolver } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { login } from './api';
import { CountrySelect, DEFAULT_DIALING_CODE, useCountryLookup } from '@/components/form/country-select';
import { mobileRefusalMessage, smsLoginErrors } from './form-rules';
import { useImageCaptcha } from '@/components/form/verification-hooks';
import { useNoLoginSmsCode } from './use-no-login-sms';
import { completeLogin } from './session';
import { SmsSendButton } from '@/components/form/sms-send-button';

type Values = { countryDialingCode: string; mobileNum: string; captcha: string; verificationCode: string };

/**
 * SMS login (spec §4 Login; only with CODELOGIN): the image captcha guards the code request
 * (POST /wps/verification/sms/noLogin); no slider; a refusal carrying `captcha` makes the next
 * login attempt send the captcha too.
 */
export function SmsLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imageCaptcha = useImageCaptcha(true);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const countryOf = useCountryLookup();
  const form = useForm<Values>({
    resolver: rulesResolver<Values>((values) =>
      smsLoginErrors(values, countryOf(values.countryDialingCode), needCaptcha),
    ),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', captcha: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const sms = useNoLoginSmsCode(form, imageCaptcha, countryOf);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login({
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        ...(needCaptcha && imageCaptcha.captcha
          ? { captchaId: imageCaptcha.captcha.captchaId, captcha: values.captcha.trim() }
          : {}),
      });
      completeLogin(result, { method: 'sms', navigate: (to) => void navigate(to) });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      if ((e.value as { captcha?: boolean } | null)?.captcha) setNeedCaptcha(true);
      if (needCaptcha) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
      const mobile = mobileRefusalMessage(e.code, e.value);
      if (mobile) form.setError('mobileNum', { message: mobile });
      else setFormError(translateError(e.code, e.message));
    }
  });

  return (
    <form className="form-stack auth__form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="sms-login-form">
      <FormAlert message={formError} />
      <Controller
        control={form.control}
        name="countryDialingCode"
        render={({ field }) => (
          <Field
            label={t('auth.mobile')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
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
        hint={needCaptcha ? undefined : t('auth.captchaForSms')}
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
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="sms-login-submit">
        {t('auth.login')}
      </Button>
    </form>
  );
}
