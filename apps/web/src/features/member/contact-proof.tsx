import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '@/components/form/mobile-code-fields';
import { useSmsSender } from '@/components/form/verification-hooks';
import { messageText } from '@/lib/form-message';
import { sendCurrentContactCode } from './account-api';

/**
 * The code sent to the mobile or e-mail bound now, asked when changing it (the form's
 * `currentCode` value); its send button has its own throttle and countdown.
 */
export function CurrentContactCodeField<V extends FieldValues>({
  form,
  channel,
}: {
  form: UseFormReturn<V>;
  channel: 'mobile' | 'email';
}) {
  const { t } = useTranslation();
  const current = useSmsSender();
  // The field touches only its one value, which the form must have.
  const fields = form as unknown as UseFormReturn<{ currentCode: string }>;
  return (
    <SmsCodeField
      label={t(channel === 'mobile' ? 'security.currentMobileCode' : 'security.currentEmailCode')}
      placeholder={channel === 'email' ? t('security.emailCodePlaceholder') : undefined}
      error={messageText(t, fields.formState.errors.currentCode?.message)}
      sms={current}
      onSend={() => void current.send(() => sendCurrentContactCode({ channel }))}
      registration={fields.register('currentCode')}
    />
  );
}
