import type { UseFormReturn } from 'react-hook-form';
import type { Country } from '@fortuna/contracts';
import { sendSmsNoLogin } from './api';
import { mobileRefusalMessage, smsSendErrors } from './form-rules';
import { imageCaptchaAnswer, useSmsSender, type useImageCaptcha } from '@/components/form/verification-hooks';

/** The fields every logged-out form that sends a code by SMS has. */
type MobileCaptchaValues = { countryDialingCode: string; mobileNum: string; captcha: string };

/**
 * Sends a code by SMS to the number typed in a logged-out form (SMS login, forgot password by
 * mobile; POST /wps/verification/sms/noLogin). Spec §5: the number is validated before the SMS is
 * sent and the image captcha guards it; a refusal about the number shows on its field, any other
 * in the dialog; the captcha is used once, so it is cleared and renewed after every attempt.
 */
export function useNoLoginSmsCode<T extends MobileCaptchaValues>(
  form: UseFormReturn<T>,
  imageCaptcha: ReturnType<typeof useImageCaptcha>,
  countryOf: (dialingCode: string) => Country | undefined,
) {
  const sms = useSmsSender();
  // The hook touches only the three fields every such form has.
  const fields = form as unknown as UseFormReturn<MobileCaptchaValues>;

  const sendCode = async () => {
    fields.clearErrors(['mobileNum', 'captcha']);
    const { countryDialingCode, mobileNum, captcha } = fields.getValues();
    const problems = smsSendErrors(
      { mobileNum, captcha: imageCaptcha.captcha ? captcha : '' },
      countryOf(countryDialingCode),
    );
    for (const [name, message] of Object.entries(problems))
      fields.setError(name as keyof MobileCaptchaValues, { message });
    const challenge = imageCaptcha.captcha;
    if (Object.keys(problems).length > 0 || !challenge) return;
    await sms.send(
      async () =>
        sendSmsNoLogin({
          countryDialingCode,
          mobileNum: mobileNum.trim(),
          ...(await imageCaptchaAnswer(challenge, captcha.trim())),
        }),
      (refusal) => {
        const message = mobileRefusalMessage(refusal.code, refusal.value);
        if (message) fields.setError('mobileNum', { message });
        return message !== null;
      },
    );
    fields.setValue('captcha', '');
    imageCaptcha.renew();
  };

  return { remaining: sms.remaining, sending: sms.sending, sendCode };
}
