import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { CountrySelect } from './country-select';
import { SmsSendButton } from './sms-send-button';

type MobileValues = { countryDialingCode: string; mobileNum: string };

/** The mobile number with its country dialing code in front (every form that takes a number). */
export function MobileNumberField<V extends FieldValues>({
  form,
  label,
  error,
  autoComplete,
}: {
  form: UseFormReturn<V>;
  label: string;
  error: string | undefined;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  // The field touches only its two values (countryDialingCode, mobileNum), which the form must have.
  const mobile = form as unknown as UseFormReturn<MobileValues>;
  return (
    <Controller
      control={mobile.control}
      name="countryDialingCode"
      render={({ field }) => (
        <Field
          label={label}
          type="tel"
          autoComplete={autoComplete}
          inputMode="tel"
          placeholder={t('auth.mobilePlaceholder')}
          error={error}
          leading={<CountrySelect value={field.value} onChange={field.onChange} />}
          {...mobile.register('mobileNum')}
        />
      )}
    />
  );
}

/** The six-digit code field with its send button (throttle and countdown: useSmsSender). */
export function SmsCodeField({
  label,
  error,
  sms,
  onSend,
  registration,
  placeholder,
  hint,
}: {
  label: string;
  error: string | undefined;
  sms: { remaining: number; sending: boolean };
  onSend: () => void;
  registration: UseFormRegisterReturn;
  /** The code's placeholder when it does not come by SMS (a mailed code). */
  placeholder?: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={placeholder ?? t('auth.smsCodePlaceholder')}
      error={error}
      hint={hint}
      trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={onSend} />}
      {...registration}
    />
  );
}
