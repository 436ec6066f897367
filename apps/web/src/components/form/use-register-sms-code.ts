import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sendSmsRegister } from '@/lib/queries/verification-api';
import { imageCaptchaAnswer, useSmsSender, type useImageCaptcha } from './verification-hooks';

/** The fields every form that sends a code to a new number has. */
type MobileCaptchaValues = { countryDialingCode: string; mobileNum: string; captcha: string };

/**
 * Sends a code by SMS to a number the member is adding (registration, binding a mobile; POST
 * /wps/verification/sms/register): the number is judged by the form's own rule first, the image
 * captcha and its proof-of-work guard the send and are used up either way. A refusal whose code
 * is in `captchaCodes` shows under the captcha; any other in the dialog (useSmsSender).
 */
export function useRegisterSmsCode<V extends FieldValues>(
  form: UseFormReturn<V>,
  imageCaptcha: ReturnType<typeof useImageCaptcha>,
  captchaCodes: readonly string[],
) {
  const sms = useSmsSender();
  // The hook touches only the three fields every such form has.
  const fields = form as unknown as UseFormReturn<MobileCaptchaValues>;

  const sendCode = async () => {
    if (!(await fields.trigger('mobileNum'))) return;
    const { countryDialingCode, mobileNum, captcha } = fields.getValues();
    const typed = typeof captcha === 'string' ? captcha.trim() : '';
    const challenge = imageCaptcha.captcha;
    if (!typed || !challenge) {
      fields.setError('captcha', { message: 'validation:enterCaptcha' });
      return;
    }
    await sms.send(
      async () =>
        sendSmsRegister({
          countryDialingCode,
          mobileNo: String(mobileNum).trim(),
          ...(await imageCaptchaAnswer(challenge, typed)),
        }),
      (refusal) => {
        if (!captchaCodes.includes(refusal.code)) return false;
        fields.setError('captcha', { message: `errors:${refusal.code}` });
        return true;
      },
    );
    fields.setValue('captcha', '');
    imageCaptcha.renew();
  };

  return { remaining: sms.remaining, sending: sms.sending, sendCode };
}
