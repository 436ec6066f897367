import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { MobileNumberField, SmsCodeField } from '@/components/form/mobile-code-fields';
import { useServerForm } from '@/components/form/use-server-form';
import { useSmsSender } from '@/components/form/verification-hooks';
import { messageText } from '@/lib/form-message';
import { sendSmsRegister } from '@/lib/queries/verification-api';
import { pushToast } from '@/stores/toast-store';
import { bindMobile } from './account-api';

const schema = z.object({
  countryDialingCode: z.string(),
  mobileNum: z
    .string()
    .trim()
    .regex(/^[0-9]{4,15}$/, 'validation:validMobileNumber'),
  verificationCode: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'validation:validVerificationCode'),
});
type Values = z.infer<typeof schema>;

/** Bind or change the mobile number: a code to the new number, then POST /wps/member/mobile. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sms = useSmsSender();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: Values) =>
      bindMobile({ ...values, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() }),
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
    },
  });

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const { countryDialingCode, mobileNum } = form.getValues();
    await sms.send(() => sendSmsRegister({ countryDialingCode, mobileNo: mobileNum.trim() }));
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="bind-mobile-form">
      <FormAlert message={formError} />
      <MobileNumberField
        form={form}
        label={t('security.newMobile')}
        error={messageText(t, errors.mobileNum?.message)}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        error={messageText(t, errors.verificationCode?.message)}
        sms={sms}
        onSend={() => void sendCode()}
        registration={form.register('verificationCode')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
