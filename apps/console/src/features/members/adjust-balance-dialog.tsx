import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdjustmentCategory, AdjustmentResult } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { placeServerError } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useAdjustmentSettings, useCreateAdjustment } from './adjust-api';

type Values = { direction: 'credit' | 'debit'; amount: string; category: AdjustmentCategory; reason: string };
const CATEGORIES: AdjustmentCategory[] = ['compensation', 'correction', 'bonus'];
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * A manual credit or debit of a member's main wallet. The idempotency key is made once per open
 * dialog, so a repeated submit (double click, retry after a timeout) cannot move money twice.
 * Above the brand's threshold the answer is an approval request another staff member decides.
 */
export function AdjustBalanceDialog({ id, username, onClose }: { id: number; username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => `adj-${crypto.randomUUID()}`);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<AdjustmentResult | null>(null);
  const settings = useAdjustmentSettings();
  const adjust = useCreateAdjustment(id);
  const form = useForm<Values>({
    defaultValues: { direction: 'credit', amount: '', category: 'compensation', reason: '' },
  });
  const { errors } = form.formState;
  const threshold = settings.data ? formatMoney(settings.data.approvalThreshold) : null;

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    adjust.mutate(
      { memberId: id, ...v, amount: v.amount.trim(), reason: v.reason.trim(), idempotencyKey },
      {
        onSuccess: setResult,
        onError: (e) => setFormError(placeServerError(form, e, t, { INSUFFICIENT_FUNDS: 'amount' })),
      },
    );
  });

  if (result) {
    const pending = result.status === 'pending';
    return (
      <Dialog title={t('adjust.title', { username })} open onClose={onClose}>
        <div className="form" data-testid="adjust-result" data-status={result.status}>
          <Alert tone={pending ? 'info' : 'success'}>
            {pending
              ? t('adjust.pending', { threshold: threshold ?? '—', id: result.approvalId })
              : result.status === 'applied'
                ? t('adjust.applied', { balance: result.balanceAfter ? formatMoney(result.balanceAfter) : '—' })
                : t('adjust.decided', { status: t(`approvals.status.${result.status}`) })}
          </Alert>
          <div className="form__actions">
            {pending ? <Link to="/approvals">{t('adjust.openQueue')}</Link> : null}
            <Button variant="primary" onClick={onClose}>
              {t('action.close')}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('adjust.title', { username })} open onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">
          {threshold
            ? t('adjust.lead', { threshold })
            : settings.isError
              ? t('adjust.leadUnknown')
              : t('state.loading')}
        </p>
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="choice">
          <legend className="field__label">{t('adjust.direction')}</legend>
          {(['credit', 'debit'] as const).map((d) => (
            <label key={d}>
              <input type="radio" value={d} {...form.register('direction')} /> {t(`adjust.${d}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('adjust.amount')} error={errors.amount?.message} hint={t('adjust.amountHint')}>
          {(c) => (
            <input
              {...c}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              {...form.register('amount', {
                validate: (v) => (AMOUNT.test(v.trim()) && /[1-9]/.test(v)) || t('adjust.amountInvalid'),
              })}
            />
          )}
        </Field>
        <Field label={t('adjust.category')}>
          {(c) => (
            <select {...c} {...form.register('category')}>
              {CATEGORIES.map((k) => (
                <option key={k} value={k}>
                  {t(`adjust.categories.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.field.reason')} error={errors.reason?.message} hint={t('staff.field.reasonHint')}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={500}
              {...form.register('reason', {
                validate: (v) => v.trim().length >= 3 || t('validation:enterContent'),
              })}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={adjust.isPending}>
            {t('adjust.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
