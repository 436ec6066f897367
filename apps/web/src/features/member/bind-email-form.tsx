import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailAddress, SmsCode, validateField, type RegisterFieldSetting } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { SmsCodeField } from '@/components/form/mobile-code-fields';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { currentCodeRule, FRESH_PROOF_CODES, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { useSmsSender } from '@/components/form/verification-hooks';
import { encodeMessage, messageText } from '@/lib/form-message';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { bindEmail, sendEmailBindCode } from './account-api';
import { contactChangeProof } from './account-fns';
import { CurrentContactCodeField } from './contact-proof';
import { useAccountSaved } from './use-account-saved';

type Values = { email: string; verificationCode: string; currentCode: string; loginPassword: string; totpCode: string };

/** The address is judged by the contracts' rule and the brand's e-mail setting, as the server judges it. */
const schemaOf = (emailSetting: RegisterFieldSetting | undefined, hasTotp: boolean, hasEmail: boolean) =>
  z.object({
    email: EmailAddress.superRefine((value, ctx) => {
      if (!emailSetting) return;
      const verdict = validateField(value, { ...emailSetting, shown: true, required: true });
      if (!verdict.ok) ctx.addIssue({ code: 'custom', message: encodeMessage(verdict.messageKey, verdict.params) });
    }),
    verificationCode: SmsCode,
    currentCode: currentCodeRule(hasEmail),
    ...freshProofShape(hasTotp),
  });

/**
 * Bind or change the e-mail: a code mailed to the new address (POST /wps/verification/email/bind,
 * same throttle and countdown as an SMS), then POST /wps/member/email.
 */
export function BindEmailForm({
  hasTotp,
  hasEmail,
  onDone,
}: {
  hasTotp: boolean;
  hasEmail: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const sender = useSmsSender();
  const saved = useAccountSaved('security.emailBound', onDone);
  const emailSetting = settings.find((s) => s.field === 'email');
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(emailSetting, hasTotp, hasEmail)),
    defaultValues: { email: '', verificationCode: '', currentCode: '', loginPassword: '', totpCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: Values) =>
      bindEmail({
        email: values.email.trim(),
        verificationCode: values.verificationCode.trim(),
        ...contactChangeProof(values, hasEmail),
      }),
    onSuccess: saved,
    codeFields: { SMS_CODE_INVALID: 'verificationCode', SMS_CODE_EXPIRED: 'verificationCode', ...FRESH_PROOF_CODES },
    fieldsOnly: ['email', 'verificationCode', 'currentCode', 'loginPassword', 'totpCode'],
    fieldMessage: (field, message) =>
      emailSetting && field === 'email'
        ? encodeMessage(message, { min: emailSetting.min, max: emailSetting.max })
        : message,
  });

  const sendCode = async () => {
    if (!(await form.trigger('email'))) return;
    await sender.send(() => sendEmailBindCode({ email: form.getValues('email').trim() }));
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="bind-email-form">
      <FormAlert message={formError} />
      {hasEmail ? <CurrentContactCodeField form={form} channel="email" /> : null}
      <Field
        label={t('security.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={messageText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        placeholder={t('security.emailCodePlaceholder')}
        error={messageText(t, errors.verificationCode?.message)}
        hint={sender.remaining > 0 ? t('security.emailCodeSent') : undefined}
        sms={sender}
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
