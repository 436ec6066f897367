import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { currentCodeRule, FRESH_PROOF_CODES, freshProofShape } from '@/components/form/fresh-proof-rules';
import { SmsProofFields } from '@/components/form/sms-proof-fields';
import { useRegisterSmsCode } from '@/components/form/use-register-sms-code';
import { useServerForm } from '@/components/form/use-server-form';
import { useImageCaptcha } from '@/components/form/verification-hooks';
import { bindMobile } from './account-api';
import { contactChangeProof } from './account-fns';
import { CurrentContactCodeField } from './contact-proof';
import { useAccountSaved } from './use-account-saved';

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

const EMPTY: Values = {
  countryDialingCode: DEFAULT_DIALING_CODE,
  mobileNum: '',
  verificationCode: '',
  currentCode: '',
  captcha: '',
  loginPassword: '',
  totpCode: '',
};

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
  const imageCaptcha = useImageCaptcha(true);
  const form = useForm<Values>({ resolver: zodResolver(schemaOf(hasTotp, hasMobile)), defaultValues: EMPTY });
  // The new number's code is sent behind the image captcha and its proof-of-work, used up either way.
  const sms = useRegisterSmsCode(form, imageCaptcha, ['CAPTCHA_INVALID']);
  const saved = useAccountSaved('security.mobileBound', onDone);
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: Values) =>
      bindMobile({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        ...contactChangeProof(values, hasMobile),
      }),
    onSuccess: saved,
    codeFields: {
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
      MOBILE_TAKEN: 'mobileNum',
      MOBILE_INVALID: 'mobileNum',
      ...FRESH_PROOF_CODES,
    },
  });

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="bind-mobile-form">
      <FormAlert message={formError} />
      {hasMobile ? <CurrentContactCodeField form={form} channel="mobile" /> : null}
      <SmsProofFields
        form={form}
        imageCaptcha={imageCaptcha}
        sms={sms}
        onSend={() => void sms.sendCode()}
        mobileLabel={t('security.newMobile')}
        captchaHint={t('auth.captchaForSms')}
      />
      <FreshProofFields form={form} hasTotp={hasTotp} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
