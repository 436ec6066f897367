import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ImageCaptcha } from '@fortuna/contracts';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/form-message';
import { ImageCaptchaField } from './image-captcha-field';
import { MobileNumberField, SmsCodeField } from './mobile-code-fields';

type Values = { countryDialingCode: string; mobileNum: string; captcha: string; verificationCode: string };

/**
 * The block of every form that proves a phone by SMS (SMS login, forgot password by mobile, bind
 * a mobile): the number with its country, the image captcha that guards the send, the code with
 * its send button.
 */
export function SmsProofFields<V extends FieldValues>({
  form,
  imageCaptcha,
  sms,
  onSend,
  mobileLabel,
  mobileAutoComplete,
  captchaHint,
}: {
  form: UseFormReturn<V>;
  imageCaptcha: { captcha: ImageCaptcha | null; refresh: () => void };
  sms: { remaining: number; sending: boolean };
  onSend: () => void;
  mobileLabel: string;
  mobileAutoComplete?: string;
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
        label={mobileLabel}
        autoComplete={mobileAutoComplete}
        error={messageText(t, errors.mobileNum?.message)}
      />
      <ImageCaptchaField
        imageCaptcha={imageCaptcha}
        error={messageText(t, errors.captcha?.message)}
        hint={captchaHint}
        {...fields.register('captcha')}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        error={messageText(t, errors.verificationCode?.message)}
        sms={sms}
        onSend={onSend}
        registration={fields.register('verificationCode')}
      />
    </>
  );
}
