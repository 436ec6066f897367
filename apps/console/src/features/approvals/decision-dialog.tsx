import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApprovalView } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { placeServerError } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useDecision, type Decision } from './approvals-api';
import { LotteryResultSummary } from './lottery-result-summary';
import { PayoutChangeSummary } from './payout-change-summary';

/** Approve (an optional note), reject or cancel (a reason) one pending request; refusals shown here. */
export function DecisionDialog({
  approval,
  decision,
  onClose,
}: {
  approval: ApprovalView;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const decide = useDecision();
  const p = approval.payload as { username?: string; direction?: string; amount?: string };
  const optional = decision === 'approve';

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    decide.mutate(
      { id: approval.id, decision, reason: v.reason.trim() },
      { onSuccess: onClose, onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });

  return (
    <Dialog title={t(`approvals.title_${decision}`, { id: approval.id })} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {approval.kind === 'withdrawalPayout' ? (
          <PayoutChangeSummary approval={approval} />
        ) : approval.kind === 'lottery.result' ? (
          <LotteryResultSummary approval={approval} />
        ) : (
          <p className="muted">
            {t('approvals.summary', {
              direction: t(`adjust.${p.direction ?? 'credit'}`),
              amount: formatMoney(p.amount ?? '0'),
              username: p.username ?? '',
              maker: approval.maker,
            })}
          </p>
        )}
        <p>{t('approvals.makerReason', { reason: approval.reason })}</p>
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          label={t(optional ? 'approvals.note' : 'staff.field.reason')}
          error={form.formState.errors.reason?.message}
          hint={t('staff.field.reasonHint')}
        >
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              autoFocus
              maxLength={500}
              {...form.register('reason', {
                validate: (v) => (optional && v.trim() === '') || v.trim().length >= 3 || t('validation:enterContent'),
              })}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} busy={decide.isPending}>
            {t(`approvals.action.${decision}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
