import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validateField } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { encodeMessage, messageText } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { pushToast } from '@/stores/toast-store';
import { setPaymentPassword } from './account-api';

type Values = {
  current: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
  loginPassword: string;
  totpCode: string;
};

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
  const queryClient = useQueryClient();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const rule = settings.find((s) => s.field === 'paymentPassword') ?? {
    field: 'paymentPassword' as const,
    shown: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'DIGITS' as const,
    min: 6,
    max: 6,
  };
  const schema = z
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
      pushToast({ tone: 'success', messageKey: 'security.paymentPasswordSaved' });
      onDone();
    },
    codeFields: FRESH_PROOF_CODES,
    refusal: (e) =>
      e.code === 'PAYMENT_PASSWORD_INCORRECT' ? { field: 'current', message: translateError(e.code, e.message) } : null,
  });

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="payment-password-form">
      <FormAlert message={formError} />
      {hasPassword ? (
        <Field
          label={t('security.oldPaymentPassword')}
          icon={<LockIcon />}
          type="password"
          autoComplete="off"
          error={
            errors.current?.message?.includes(':') ? messageText(t, errors.current.message) : errors.current?.message
          }
          {...form.register('current')}
        />
      ) : null}
      <Field
        label={t('security.newPaymentPassword')}
        icon={<LockIcon />}
        type="password"
        inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
        autoComplete="off"
        error={messageText(t, errors.newPaymentPassword?.message)}
        {...form.register('newPaymentPassword')}
      />
      <Field
        label={t('security.confirmPaymentPassword')}
        icon={<LockIcon />}
        type="password"
        inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
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
