import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SmsProofFields } from '@/components/form/sms-proof-fields';
import type { useImageCaptcha } from '@/components/form/verification-hooks';
import type { useNoLoginSmsCode } from './use-no-login-sms';

/**
 * The phone-proving block of every logged-out form (SMS login, forgot password by mobile): the
 * shared number + captcha + code fields, the code sent by useNoLoginSmsCode.
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
  return (
    <SmsProofFields
      form={form}
      imageCaptcha={imageCaptcha}
      sms={sms}
      onSend={() => void sms.sendCode()}
      mobileLabel={t('auth.mobile')}
      mobileAutoComplete="tel-national"
      captchaHint={captchaHint}
    />
  );
}
