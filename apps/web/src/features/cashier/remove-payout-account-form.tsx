import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { FreshProofFields } from '@/components/form/fresh-proof-fields';
import { FRESH_PROOF_CODES, freshProof, freshProofShape } from '@/components/form/fresh-proof-rules';
import { useServerForm } from '@/components/form/use-server-form';
import { profileQuery } from '@/lib/queries/profile-api';
import { removePayoutAccount } from './withdraw-api';

type Values = { loginPassword: string; totpCode: string };

/**
 * Removing a payout account asks first, with fresh proof as adding one does (issue 17 finding 4:
 * the login password, and the authenticator's code when one is bound).
 */
export function RemoveAccountForm({ id, onDone, onCancel }: { id: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const hasTotp = useQuery(profileQuery).data?.hasTotp ?? false;
  const form = useForm<Values>({
    resolver: zodResolver(z.object(freshProofShape(hasTotp))) as never,
    defaultValues: { loginPassword: '', totpCode: '' },
  });
  const { formError, onSubmit } = useServerForm(form, {
    submit: (values: Values) => removePayoutAccount(id, freshProof(values)),
    codeFields: FRESH_PROOF_CODES,
    onSuccess: onDone,
  });

  return (
    <form
      className="payout-item__confirm payout-remove"
      role="group"
      aria-label={t('withdraw.removeAsk')}
      onSubmit={onSubmit}
      noValidate
      data-testid="payout-remove-form"
    >
      <span>{t('withdraw.removeAsk')}</span>
      <FreshProofFields form={form} hasTotp={hasTotp} />
      <FormAlert message={formError} />
      <div className="payout-form__actions">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={form.formState.isSubmitting}
          data-testid="payout-remove-yes"
        >
          {t('withdraw.removeYes')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('withdraw.cancel')}
        </Button>
      </div>
    </form>
  );
}
