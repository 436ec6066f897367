import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { DEFAULT_DIALING_CODE, useCountryLookup } from '@/components/form/country-select';
import { useServerForm } from '@/components/form/use-server-form';
import { imageCaptchaAnswer, useImageCaptcha } from '@/components/form/verification-hooks';
import { rulesResolver } from '@/lib/form-message';
import { login } from './api';
import { mobileRefusalMessage, smsLoginErrors } from './form-rules';
import { useNoLoginSmsCode } from './use-no-login-sms';
import { NoLoginSmsFields } from './no-login-sms-fields';
import { completeLogin } from './session';

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
  const countryOf = useCountryLookup();
  const form = useForm<Values>({
    resolver: rulesResolver<Values>((values) =>
      smsLoginErrors(values, countryOf(values.countryDialingCode), needCaptcha),
    ),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', captcha: '', verificationCode: '' },
  });
  const { isSubmitting } = form.formState;
  const sms = useNoLoginSmsCode(form, imageCaptcha, countryOf);
  const { formError, onSubmit } = useServerForm(form, {
    submit: async (values: Values) =>
      login({
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        ...(needCaptcha && imageCaptcha.captcha
          ? await imageCaptchaAnswer(imageCaptcha.captcha, values.captcha.trim())
          : {}),
      }),
    onSuccess: (result) => completeLogin(result, { method: 'sms', navigate: (to) => void navigate(to) }),
    refusal: (e) => {
      if ((e.value as { captcha?: boolean } | null)?.captcha) setNeedCaptcha(true);
      if (needCaptcha) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
      const mobile = mobileRefusalMessage(e.code, e.value);
      return mobile ? { field: 'mobileNum', message: mobile } : null;
    },
  });

  return (
    <form className="form-stack auth__form" onSubmit={onSubmit} noValidate data-testid="sms-login-form">
      <FormAlert message={formError} />
      <NoLoginSmsFields
        form={form}
        imageCaptcha={imageCaptcha}
        sms={sms}
        captchaHint={needCaptcha ? undefined : t('auth.captchaForSms')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="sms-login-submit">
        {t('auth.login')}
      </Button>
    </form>
  );
}
