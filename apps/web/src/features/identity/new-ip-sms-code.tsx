import { useState } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { CountrySelect, DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { SmsSendButton } from '@/components/form/sms-send-button';
import { imageCaptchaAnswer, useImageCaptcha, useSmsSender } from '@/components/form/verification-hooks';
import { messageText } from '@/lib/form-message';
import { sendSmsNoLogin } from './api';

type SendValues = { newIpDialingCode: string; newIpMobile: string; newIpSmsCaptcha: string };

const ANY_MOBILE = /^[0-9]{4,15}$/;

/**
 * Sends the new-network SMS code to the number the member types (POST
 * /wps/verification/sms/noLogin, as SMS login does). Spec §5: the number is validated before the
 * SMS is sent and the image captcha guards it. Once a code is sent its captcha goes away (a
 * challenge is single-use); a resend after the countdown brings a fresh one back first.
 */
function useNewIpSmsCode(onSent: () => void) {
  const sms = useSmsSender();
  const form = useForm<SendValues>({
    defaultValues: { newIpDialingCode: DEFAULT_DIALING_CODE, newIpMobile: '', newIpSmsCaptcha: '' },
  });
  const [sent, setSent] = useState(false);
  const [resending, setResending] = useState(false);
  const captchaShown = !sent || resending;
  const imageCaptcha = useImageCaptcha(captchaShown);

  const sendCode = async () => {
    // A resend needs a fresh challenge: show it first.
    if (!captchaShown) return setResending(true);
    const { newIpDialingCode, newIpMobile, newIpSmsCaptcha } = form.getValues();
    const number = newIpMobile.trim();
    const text = newIpSmsCaptcha.trim();
    const challenge = imageCaptcha.captcha;
    form.clearErrors();
    if (!ANY_MOBILE.test(number)) form.setError('newIpMobile', { message: 'validation:validMobileNumber' });
    if (!text || !challenge) form.setError('newIpSmsCaptcha', { message: 'validation:enterCaptcha' });
    if (!ANY_MOBILE.test(number) || !text || !challenge) return;
    const ok = await sms.send(async () =>
      sendSmsNoLogin({
        countryDialingCode: newIpDialingCode,
        mobileNum: number,
        ...(await imageCaptchaAnswer(challenge, text)),
      }),
    );
    // A challenge is single-use, sent or refused: a refusal gets a fresh one, a sent code hides it.
    form.setValue('newIpSmsCaptcha', '');
    if (!ok) return imageCaptcha.renew();
    setSent(true);
    setResending(false);
    onSent();
  };

  return { form, sms, imageCaptcha, captchaShown, resending, sendCode };
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
  const { form, sms, imageCaptcha, captchaShown, resending, sendCode } = useNewIpSmsCode(onSent);
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
      {captchaShown ? (
        <ImageCaptchaField
          imageCaptcha={imageCaptcha}
          error={messageText(t, errors.newIpSmsCaptcha?.message)}
          hint={t('auth.captchaForSms')}
          autoFocus={resending}
          data-testid="new-ip-sms-captcha"
          {...form.register('newIpSmsCaptcha')}
        />
      ) : null}
      <Field
        label={t('auth.newIp.method.smsCode')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.newIp.placeholder.smsCode')}
        error={codeError}
        trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sendCode()} />}
        data-testid="new-ip-value"
        {...registration}
      />
    </>
  );
}
