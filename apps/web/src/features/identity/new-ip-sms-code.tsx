import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { CountrySelect, DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { messageText } from '@/lib/form-message';
import { sendSmsNoLogin } from './api';
import { NewIpCodeField, useNewIpCodeSend } from './new-ip-code-send';

type SendValues = { newIpDialingCode: string; newIpMobile: string; newIpSmsCaptcha: string };

const ANY_MOBILE = /^[0-9]{4,15}$/;

/**
 * Sends the new-network SMS code to the number the member types (POST
 * /wps/verification/sms/noLogin, as SMS login does). Spec §5: the number is validated before the
 * SMS is sent and the image captcha guards it (useNewIpCodeSend).
 */
function useNewIpSmsCode(onSent: () => void) {
  const code = useNewIpCodeSend(onSent);
  const form = useForm<SendValues>({
    defaultValues: { newIpDialingCode: DEFAULT_DIALING_CODE, newIpMobile: '', newIpSmsCaptcha: '' },
  });

  const sendCode = async () => {
    // A resend needs a fresh challenge: show it first.
    if (!code.captchaShown) return code.askResend();
    const { newIpDialingCode, newIpMobile, newIpSmsCaptcha } = form.getValues();
    const number = newIpMobile.trim();
    const text = newIpSmsCaptcha.trim();
    form.clearErrors();
    if (!ANY_MOBILE.test(number)) form.setError('newIpMobile', { message: 'validation:validMobileNumber' });
    if (!text || !code.imageCaptcha.captcha) form.setError('newIpSmsCaptcha', { message: 'validation:enterCaptcha' });
    if (!ANY_MOBILE.test(number) || !text || !code.imageCaptcha.captcha) return;
    await code.send(
      text,
      (answer) => sendSmsNoLogin({ countryDialingCode: newIpDialingCode, mobileNum: number, ...answer }),
      () => form.setValue('newIpSmsCaptcha', ''),
    );
  };

  return { form, code, sendCode };
}

/**
 * The SMS-code method's own inputs: the bound number and the image captcha that guards the send,
 * then the code (the step's `verification` value) with its countdown. So the member never has
 * two captchas to solve at once, the login's own waits until the code is sent (NewIpStep).
 */
export function SmsCodeInputs({
  registration,
  codeError,
  onSent,
}: {
  registration: UseFormRegisterReturn;
  codeError: string | undefined;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { form, code, sendCode } = useNewIpSmsCode(onSent);
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="newIpDialingCode"
        render={({ field }) => (
          <Field
            label={t('auth.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.newIp.placeholder.mobile')}
            error={messageText(t, errors.newIpMobile?.message)}
            leading={<CountrySelect value={field.value} onChange={field.onChange} />}
            data-testid="new-ip-mobile"
            {...form.register('newIpMobile')}
          />
        )}
      />
      {code.captchaShown ? (
        <ImageCaptchaField
          imageCaptcha={code.imageCaptcha}
          error={messageText(t, errors.newIpSmsCaptcha?.message)}
          hint={t('auth.captchaForSms')}
          autoFocus={code.resending}
          data-testid="new-ip-sms-captcha"
          {...form.register('newIpSmsCaptcha')}
        />
      ) : null}
      <NewIpCodeField
        label={t('auth.newIp.method.smsCode')}
        placeholder={t('auth.newIp.placeholder.smsCode')}
        registration={registration}
        error={codeError}
        sender={code.sender}
        onSend={() => void sendCode()}
      />
    </>
  );
}
