import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { validateField, type RegisterFieldSetting } from '@fortuna/contracts';
import { fieldRuleText, ruleInputMode, usePaymentPasswordRule } from '@/components/form/field-rule';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { encodeMessage, messageText } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { PasswordField } from '@/components/form/password-field';
import { useServerForm } from '@/components/form/use-server-form';
import { setPaymentPassword } from './account-api';
import { useAccountSaved } from './use-account-saved';

type Values = {
  current: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
  loginPassword: string;
  totpCode: string;
};

const schemaOf = (rule: RegisterFieldSetting, hasPassword: boolean, hasTotp: boolean) =>
  z
    .object({
      current: hasPassword ? z.string().min(1, 'validation:required') : z.string(),
      newPaymentPassword: z.string(),
      confirmPaymentPassword: z.string(),
      ...freshProofShape(hasTotp),
    })
    .superRefine((v, ctx) => {
      const verdict = validateField(v.newPaymentPassword, { ...rule, shown: true, required: true });
      if (!verdict.ok)
        ctx.addIssue({
          code: 'custom',
          path: ['newPaymentPassword'],
          message: encodeMessage(verdict.messageKey, verdict.params),
        });
      if (v.confirmPaymentPassword !== v.newPaymentPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPaymentPassword'],
          message: 'validation:confirmPasswordMismatch',
        });
    });

/**
 * Set or change the withdraw password: fresh proof always (login password, authenticator code when
 * bound), the old withdraw password too when changing; the rule is the brand's paymentPassword
 * setting (6 digits by default).
 */
export function PaymentPasswordForm({
  hasPassword,
  hasTotp,
  onDone,
}: {
  hasPassword: boolean;
  hasTotp: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const saved = useAccountSaved('security.paymentPasswordSaved', onDone, ['member', 'profile']);
  const rule = usePaymentPasswordRule();
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(rule, hasPassword, hasTotp)),
    defaultValues: { current: '', newPaymentPassword: '', confirmPaymentPassword: '', loginPassword: '', totpCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) =>
      setPaymentPassword({
        ...freshProof(v),
        ...(hasPassword ? { oldPaymentPassword: v.current } : {}),
        newPaymentPassword: v.newPaymentPassword,
        confirmPaymentPassword: v.confirmPaymentPassword,
      }),
    onSuccess: saved,
    codeFields: FRESH_PROOF_CODES,
    refusal: (e) =>
      e.code === 'PAYMENT_PASSWORD_INCORRECT' ? { field: 'current', message: translateError(e.code, e.message) } : null,
  });
  const inputMode = ruleInputMode(rule);

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="payment-password-form">
      <FormAlert message={formError} />
      {hasPassword ? (
        <PasswordField
          label={t('security.oldPaymentPassword')}
          inputMode={inputMode}
          autoComplete="off"
          hint={fieldRuleText(t, rule)}
          error={
            errors.current?.message?.includes(':') ? messageText(t, errors.current.message) : errors.current?.message
          }
          {...form.register('current')}
        />
      ) : null}
      <PasswordField
        label={t('security.newPaymentPassword')}
        inputMode={inputMode}
        autoComplete="off"
        hint={fieldRuleText(t, rule)}
        data-testid="new-payment-password"
        error={messageText(t, errors.newPaymentPassword?.message)}
        {...form.register('newPaymentPassword')}
      />
      <PasswordField
        label={t('security.confirmPaymentPassword')}
        inputMode={inputMode}
        autoComplete="off"
        error={messageText(t, errors.confirmPaymentPassword?.message)}
        {...form.register('confirmPaymentPassword')}
      />
      <FreshProofFields form={form} hasTotp={hasTotp} />
      <Button type="submit" disabled={isSubmitting}>
        {t('action.save')}
      </Button>
    </form>
  );
}
