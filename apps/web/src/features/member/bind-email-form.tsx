import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailAddress, SmsCode, validateField } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { encodeMessage, messageText, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { pushToast } from '@/stores/toast-store';
import { useSmsSender } from '@/components/form/verification-hooks';
import { SmsSendButton } from '@/components/form/sms-send-button';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { bindEmail, sendEmailBindCode } from './account-api';

type Values = { email: string; verificationCode: string };

/**
 * Bind or change the e-mail: a code mailed to the new address (POST /wps/verification/email/bind,
 * same throttle and countdown as an SMS), then POST /wps/member/email. The address is judged by
 * the contracts' rule and the brand's e-mail setting, as the server judges it.
 */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const sender = useSmsSender();
  const [formError, setFormError] = useState<string | null>(null);
  const emailSetting = settings.find((s) => s.field === 'email');
  const schema = z.object({
    email: EmailAddress.superRefine((value, ctx) => {
      if (!emailSetting) return;
      const verdict = validateField(value, { ...emailSetting, shown: true, required: true });
      if (!verdict.ok) ctx.addIssue({ code: 'custom', message: encodeMessage(verdict.messageKey, verdict.params) });
    }),
    verificationCode: SmsCode,
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', verificationCode: '' } });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    if (!(await form.trigger('email'))) return;
    await sender.send(() => sendEmailBindCode({ email: form.getValues('email').trim() }));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await bindEmail({ email: values.email.trim(), verificationCode: values.verificationCode.trim() });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      pushToast({ tone: 'success', messageKey: 'security.emailBound' });
      onDone();
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      const fieldErrors = serverFieldErrors(e.value).filter(
        (f) => f.field === 'email' || f.field === 'verificationCode',
      );
      if (e.code === 'SMS_CODE_INVALID' || e.code === 'SMS_CODE_EXPIRED')
        form.setError('verificationCode', { message: `errors:${e.code}` });
      else if (fieldErrors.length > 0)
        for (const f of fieldErrors)
          form.setError(f.field as keyof Values, {
            message:
              emailSetting && f.field === 'email'
                ? encodeMessage(f.message, { min: emailSetting.min, max: emailSetting.max })
                : f.message,
          });
      else setFormError(translateError(e.code, e.message));
    }
  });

  return (
    <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bind-email-form">
      <FormAlert message={formError} />
      <Field
        label={t('security.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={messageText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <Field
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('security.emailCodePlaceholder')}
        error={messageText(t, errors.verificationCode?.message)}
        hint={sender.remaining > 0 ? t('security.emailCodeSent') : undefined}
        trailing={
          <SmsSendButton remaining={sender.remaining} sending={sender.sending} onClick={() => void sendCode()} />
        }
        {...form.register('verificationCode')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
