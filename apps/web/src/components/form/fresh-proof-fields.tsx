import type { ComponentProps } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { ShieldIcon } from '@/components/ui/icons';
import { messageText } from '@/lib/form-message';
import { PasswordField } from './password-field';
import './form-pieces.css';

type ProofValues = { loginPassword: string; totpCode: string };

/**
 * Fresh proof for a credential change (issue 17): the login password, and the authenticator's
 * code when one is bound. A stolen session has neither, so it cannot take the account over.
 */
export function FreshProofFields<V extends FieldValues>({
  form,
  hasTotp,
}: {
  form: UseFormReturn<V>;
  hasTotp: boolean;
}) {
  const { t } = useTranslation();
  // The fields touch only their two values (loginPassword, totpCode), which the form must have.
  const proof = form as unknown as UseFormReturn<ProofValues>;
  const { errors } = proof.formState;
  return (
    <fieldset className="fresh-proof" data-testid="fresh-proof">
      <legend>{t('security.proofTitle')}</legend>
      <LoginPasswordField error={messageText(t, errors.loginPassword?.message)} {...proof.register('loginPassword')} />
      {hasTotp ? <CurrentTotpField form={form} /> : null}
      <p className="fresh-proof__note">{t('security.proofNote')}</p>
    </fieldset>
  );
}

/** The member's login password, as proof it is the member who asks (a stolen session lacks it). */
export function LoginPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>) {
  const { t } = useTranslation();
  return <PasswordField label={t('security.loginPassword')} autoComplete="current-password" {...props} />;
}

/** The bound authenticator's current code, as fresh proof (the form's `totpCode` value). */
export function CurrentTotpField<V extends FieldValues>({ form }: { form: UseFormReturn<V> }) {
  const { t } = useTranslation();
  const proof = form as unknown as UseFormReturn<ProofValues>;
  return (
    <Field
      label={t('security.currentTotpCode')}
      icon={<ShieldIcon />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      error={messageText(t, proof.formState.errors.totpCode?.message)}
      {...proof.register('totpCode')}
    />
  );
}
