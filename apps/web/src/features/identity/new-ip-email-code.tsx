import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { messageText } from '@/lib/form-message';
import { sendEmailNewNetwork } from './api';
import { emailMessage } from './form-rules';
import { NewIpCodeField, useNewIpCodeSend } from './new-ip-code-send';

type SendValues = { newIpEmail: string; newIpEmailCaptcha: string };

/**
 * Mails the new-network code to the bound e-mail the member types (POST
 * /wps/verification/email/newNetwork with the login's username). The address is checked before
 * the send and the image captcha guards it (useNewIpCodeSend); the server answers the same whether
 * or not the address is the bound one, and mails only the bound one.
 */
function useNewIpEmailCode(username: string, onSent: () => void) {
  const code = useNewIpCodeSend(onSent);
  const form = useForm<SendValues>({ defaultValues: { newIpEmail: '', newIpEmailCaptcha: '' } });

  const sendCode = async () => {
    // A resend needs a fresh challenge: show it first.
    if (!code.captchaShown) return code.askResend();
    const { newIpEmail, newIpEmailCaptcha } = form.getValues();
    const problem = emailMessage(newIpEmail);
    const text = newIpEmailCaptcha.trim();
    form.clearErrors();
    if (problem) form.setError('newIpEmail', { message: problem });
    if (!text || !code.imageCaptcha.captcha) form.setError('newIpEmailCaptcha', { message: 'validation:enterCaptcha' });
    if (problem || !text || !code.imageCaptcha.captcha) return;
    await code.send(
      text,
      (answer) => sendEmailNewNetwork({ username, email: newIpEmail.trim(), ...answer }),
      () => form.setValue('newIpEmailCaptcha', ''),
    );
  };

  return { form, code, sendCode };
}

/**
 * The e-mail-code method's own inputs: the bound e-mail and the image captcha that guards the
 * send, then the code (the step's `verification` value) with its countdown; like SmsCodeInputs,
 * the login's own captcha waits until the code is sent (NewIpStep).
 */
export function EmailCodeInputs({
  username,
  registration,
  codeError,
  onSent,
}: {
  username: string;
  registration: UseFormRegisterReturn;
  codeError: string | undefined;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { form, code, sendCode } = useNewIpEmailCode(username, onSent);
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={t('auth.newIp.method.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.newIp.placeholder.email')}
        error={messageText(t, errors.newIpEmail?.message)}
        data-testid="new-ip-email"
        {...form.register('newIpEmail')}
      />
      {code.captchaShown ? (
        <ImageCaptchaField
          imageCaptcha={code.imageCaptcha}
          error={messageText(t, errors.newIpEmailCaptcha?.message)}
          hint={t('auth.captchaForSms')}
          autoFocus={code.resending}
          data-testid="new-ip-email-captcha"
          {...form.register('newIpEmailCaptcha')}
        />
      ) : null}
      <NewIpCodeField
        label={t('auth.newIp.method.emailCode')}
        placeholder={t('auth.newIp.placeholder.emailCode')}
        registration={registration}
        error={codeError}
        sender={code.sender}
        onSend={() => void sendCode()}
      />
    </>
  );
}
