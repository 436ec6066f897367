import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resultTiers, type LotteryResultRequest } from '@fortuna/contracts/console-lottery-results';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useResultDecision, type ResultDecision } from './lottery-api';

/**
 * Confirm (an optional note), reject or withdraw (a reason) an entered result. The sheet is shown
 * tier by tier so the second operator checks it against the published one before confirming.
 */
export function ResultDecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: LotteryResultRequest;
  decision: ResultDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const [formError, setFormError] = useState<string | null>(null);
  const decide = useResultDecision();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const optional = decision === 'confirm';
  const submit = form.handleSubmit((v) => {
    setFormError(null);
    decide.mutate(
      { id: request.id, decision, reason: v.reason.trim() },
      { onSuccess: onClose, onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });
  return (
    <Dialog title={t(`decisionTitle.${decision}`, { code: request.issueCode })} open onClose={onClose} wide>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">
          {t('enteredBy', { maker: request.maker, game: request.gameCode, code: request.issueCode })}
        </p>
        <dl className="facts lottery-facts">
          {(resultTiers(request.family) ?? []).map((tier) => (
            <div key={tier.key} className="facts__row">
              <dt>{t(`tier.${tier.key}`, { defaultValue: tier.key })}</dt>
              <dd className="mono">{(request.sheet[tier.key] ?? []).join('  ')}</dd>
            </div>
          ))}
        </dl>
        <p>{t('makerReason', { reason: request.reason })}</p>
        {decision === 'confirm' ? <Alert tone="info">{t('confirmWarning')}</Alert> : null}
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          label={t(optional ? 'form.note' : 'form.reason')}
          error={fieldMessage(t, form.formState.errors.reason?.message)}
        >
          {(c) => (
            <textarea
              {...c}
              rows={2}
              {...form.register('reason', {
                validate: (v) => (optional && v.trim() === '') || v.trim().length >= 3 || t('validation:enterContent'),
              })}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant={decision === 'confirm' ? 'primary' : 'danger'} busy={decide.isPending}>
            {t(`decision.${decision}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
