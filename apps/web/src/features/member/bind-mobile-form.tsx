import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { pushToast } from '@/stores/toast-store';
import { sendSmsRegister } from '@/lib/queries/verification-api';
import { CountrySelect, DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { useSmsSender } from '@/components/form/verification-hooks';
import { SmsSendButton } from '@/components/form/sms-send-button';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const { countryDialingCode, mobileNum } = form.getValues();
    await sms.send(() => sendSmsRegister({ countryDialingCode, mobileNo: mobileNum.trim() }));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await bindMobile({
        ...values,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      pushToast({ tone: 'success', messageKey: 'security.mobileBound' });
      onDone();
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      if (e.code === 'SMS_CODE_INVALID' || e.code === 'SMS_CODE_EXPIRED')
        form.setError('verificationCode', { message: `errors:${e.code}` });
      else if (e.code === 'MOBILE_TAKEN' || e.code === 'MOBILE_INVALID')
        form.setError('mobileNum', { message: `errors:${e.code}` });
      else setFormError(translateError(e.code, e.message));
    }
  });

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bind-mobile-form">
      <FormAlert message={formError} />
      <Controller
        control={form.control}
        name="countryDialingCode"
        render={({ field }) => (
          <Field
            label={t('security.newMobile')}
            type="tel"
            inputMode="tel"
            placeholder={t('auth.mobilePlaceholder')}
            error={messageText(t, errors.mobileNum?.message)}
            leading={<CountrySelect value={field.value} onChange={field.onChange} />}
            {...form.register('mobileNum')}
          />
        )}
      />
      <Field
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.smsCodePlaceholder')}
        error={messageText(t, errors.verificationCode?.message)}
        trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sendCode()} />}
        {...form.register('verificationCode')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
