import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SmsSent } from '@fortuna/contracts';
import { Field } from '@/components/ui/field';
import { SmsSendButton } from '@/components/form/sms-send-button';
import { imageCaptchaAnswer, useImageCaptcha, useSmsSender } from '@/components/form/verification-hooks';

type CaptchaAnswer = Awaited<ReturnType<typeof imageCaptchaAnswer>>;

/**
 * The send side of a new-network code, by SMS or e-mail: the image captcha guards the send. Once
 * a code is sent its captcha goes away (a challenge is single-use); a resend after the countdown
 * brings a fresh one back first (`askResend`).
 */
export function useNewIpCodeSend(onSent: () => void) {
  const sender = useSmsSender();
  const [sent, setSent] = useState(false);
  const [resending, setResending] = useState(false);
  const captchaShown = !sent || resending;
  const imageCaptcha = useImageCaptcha(captchaShown);

  /** Sends with the typed captcha `text`; `clearCaptcha` empties its field (sent or refused). */
  const send = async (text: string, request: (answer: CaptchaAnswer) => Promise<SmsSent>, clearCaptcha: () => void) => {
    const challenge = imageCaptcha.captcha;
    if (!challenge) return;
    const ok = await sender.send(async () => request(await imageCaptchaAnswer(challenge, text)));
    // A challenge is single-use, sent or refused: a refusal gets a fresh one, a sent code hides it.
    clearCaptcha();
    if (!ok) return imageCaptcha.renew();
    setSent(true);
    setResending(false);
    onSent();
  };

  return { sender, imageCaptcha, captchaShown, resending, askResend: () => setResending(true), send };
}

/** The code the member received (the step's `verification` value), with the send action and its countdown. */
export function NewIpCodeField({
  label,
  placeholder,
  registration,
  error,
  sender,
  onSend,
}: {
  label: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  sender: { remaining: number; sending: boolean };
  onSend: () => void;
}) {
  return (
    <Field
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={placeholder}
      error={error}
      trailing={<SmsSendButton remaining={sender.remaining} sending={sender.sending} onClick={onSend} />}
      data-testid="new-ip-value"
      {...registration}
    />
  );
}
