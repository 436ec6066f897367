import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { MobileNumberField, SmsCodeField } from '@/components/form/mobile-code-fields';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { currentCodeRule, FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { imageCaptchaAnswer, useImageCaptcha, useSmsSender } from '@/components/form/verification-hooks';
import { CaptchaField } from '@/components/ui/captcha-field';
import { messageText } from '@/lib/form-message';
import { sendSmsRegister } from '@/lib/queries/verification-api';
import { pushToast } from '@/stores/toast-store';
import { bindMobile, sendCurrentContactCode } from './account-api';

const schemaOf = (hasTotp: boolean, hasMobile: boolean) =>
  z.object({
    countryDialingCode: z.string(),
    mobileNum: z
      .string()
      .trim()
      .regex(/^[0-9]{4,15}$/, 'validation:validMobileNumber'),
    verificationCode: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, 'validation:validVerificationCode'),
    currentCode: currentCodeRule(hasMobile),
    /** The image captcha guards the new number's code (the field is emptied once it is used). */
    captcha: z.string(),
    ...freshProofShape(hasTotp),
  });
type Values = z.infer<ReturnType<typeof schemaOf>>;

/**
 * Bind or change the mobile number: a code to the new number, a code to the bound one (when
 * changing), fresh proof, then POST /wps/member/mobile (enc).
 */
export function BindMobileForm({
  hasTotp,
  hasMobile,
  onDone,
}: {
  hasTotp: boolean;
  hasMobile: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sms = useSmsSender();
  const current = useSmsSender();
  const imageCaptcha = useImageCaptcha(true);
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(hasTotp, hasMobile)),
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      currentCode: '',
      captcha: '',
      loginPassword: '',
      totpCode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: Values) =>
      bindMobile({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        ...(hasMobile ? { currentCode: values.currentCode.trim() } : {}),
        ...freshProof(values),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      pushToast({ tone: 'success', messageKey: 'security.mobileBound' });
      onDone();
    },
    codeFields: {
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
      MOBILE_TAKEN: 'mobileNum',
      MOBILE_INVALID: 'mobileNum',
      ...FRESH_PROOF_CODES,
    },
  });

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const { countryDialingCode, mobileNum, captcha } = form.getValues();
    const challenge = imageCaptcha.captcha;
    if (!captcha.trim() || !challenge) return form.setError('captcha', { message: 'validation:enterCaptcha' });
    // The new number's code is sent behind the image captcha and its proof-of-work, used up either way.
    await sms.send(
      async () =>
        sendSmsRegister({
          countryDialingCode,
          mobileNo: mobileNum.trim(),
          ...(await imageCaptchaAnswer(challenge, captcha.trim())),
        }),
      (refusal) => {
        if (refusal.code !== 'CAPTCHA_INVALID') return false;
        form.setError('captcha', { message: 'errors:CAPTCHA_INVALID' });
        return true;
      },
    );
    form.setValue('captcha', '');
    imageCaptcha.renew();
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="bind-mobile-form">
      <FormAlert message={formError} />
      {hasMobile ? (
        <SmsCodeField
          label={t('security.currentMobileCode')}
          error={messageText(t, errors.currentCode?.message)}
          sms={current}
          onSend={() => void current.send(() => sendCurrentContactCode({ channel: 'mobile' }))}
          registration={form.register('currentCode')}
        />
      ) : null}
      <MobileNumberField
        form={form}
        label={t('security.newMobile')}
        error={messageText(t, errors.mobileNum?.message)}
      />
      <CaptchaField
        image={imageCaptcha.captcha?.image ?? null}
        captchaId={imageCaptcha.captcha?.captchaId ?? null}
        pow={imageCaptcha.captcha?.pow ?? null}
        onRefresh={imageCaptcha.refresh}
        error={messageText(t, errors.captcha?.message)}
        hint={t('auth.captchaForSms')}
        {...form.register('captcha')}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        error={messageText(t, errors.verificationCode?.message)}
        sms={sms}
        onSend={() => void sendCode()}
        registration={form.register('verificationCode')}
      />
      <FreshProofFields form={form} hasTotp={hasTotp} />
      <Button type="submit" disabled={isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
