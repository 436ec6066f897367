import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/ui/captcha-field';
import { MobileNumberField, SmsCodeField } from '@/components/form/mobile-code-fields';
import type { useImageCaptcha } from '@/components/form/verification-hooks';
import { messageText } from '@/lib/form-message';
import type { useNoLoginSmsCode } from './use-no-login-sms';

type Values = { countryDialingCode: string; mobileNum: string; captcha: string; verificationCode: string };

/**
 * The block of every logged-out form that proves a phone (SMS login, forgot password by mobile):
 * the number with its country, the image captcha that guards the send, the code with its button.
 */
export function NoLoginSmsFields<V extends FieldValues>({
  form,
  imageCaptcha,
  sms,
  captchaHint,
}: {
  form: UseFormReturn<V>;
  imageCaptcha: ReturnType<typeof useImageCaptcha>;
  sms: ReturnType<typeof useNoLoginSmsCode>;
  captchaHint: string | undefined;
}) {
  const { t } = useTranslation();
  // The block touches only its four values, which the form must have.
  const fields = form as unknown as UseFormReturn<Values>;
  const { errors } = fields.formState;
  return (
    <>
      <MobileNumberField
        form={fields}
        label={t('auth.mobile')}
        autoComplete="tel-national"
        error={messageText(t, errors.mobileNum?.message)}
      />
      <CaptchaField
        image={imageCaptcha.captcha?.image ?? null}
        captchaId={imageCaptcha.captcha?.captchaId ?? null}
        pow={imageCaptcha.captcha?.pow ?? null}
        onRefresh={imageCaptcha.refresh}
        error={messageText(t, errors.captcha?.message)}
        hint={captchaHint}
        {...fields.register('captcha')}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        error={messageText(t, errors.verificationCode?.message)}
        sms={sms}
        onSend={() => void sms.sendCode()}
        registration={fields.register('verificationCode')}
      />
    </>
  );
}
