import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayoutChangeCreated } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { placeServerError } from '@/lib/form-errors';
import { useProposePayoutChange } from './cashier-api';

type Values = {
  kind: 'BANK' | 'EWALLET';
  providerName: string;
  accountName: string;
  accountNo: string;
  reason: string;
};

/**
 * Proposes new payout details for a pending withdrawal: an approval request another staff member
 * decides (four eyes). The idempotency key is made once per open dialog, so a double submit asks once.
 */
export function PayoutChangeDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => `payout-${crypto.randomUUID()}`);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<PayoutChangeCreated | null>(null);
  const propose = useProposePayoutChange();
  const form = useForm<Values>({
    defaultValues: { kind: 'BANK', providerName: '', accountName: '', accountNo: '', reason: '' },
  });
  const { errors } = form.formState;
  const required = (min: number) => (v: string) => v.trim().length >= min || t('validation:required');

  if (created)
    return (
      <Dialog title={t('cashier.payout.title', { orderNo })} open onClose={onClose}>
        <div className="form" data-testid="payout-change-created">
          <Alert tone="info">{t('cashier.payout.created', { id: created.approvalId })}</Alert>
          <div className="form__actions">
            <Link to="/approvals">{t('cashier.payout.openQueue')}</Link>
            <Button variant="primary" onClick={onClose}>
              {t('action.close')}
            </Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog title={t('cashier.payout.title', { orderNo })} open onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setFormError(null);
          propose.mutate(
            { orderNo, body: { ...v, idempotencyKey } },
            { onSuccess: setCreated, onError: (e) => setFormError(placeServerError(form, e, t)) },
          );
        })}
      >
        <p className="muted">{t('cashier.payout.lead')}</p>
        {formError ? <Alert>{formError}</Alert> : null}
        <Field label={t('cashier.payout.kind')}>
          {(c) => (
            <select {...c} {...form.register('kind')}>
              <option value="BANK">{t('cashier.payout.bank')}</option>
              <option value="EWALLET">{t('cashier.payout.ewallet')}</option>
            </select>
          )}
        </Field>
        <Field label={t('cashier.payout.provider')} error={errors.providerName?.message}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={60}
              {...form.register('providerName', { validate: required(2) })}
            />
          )}
        </Field>
        <Field label={t('cashier.payout.accountName')} error={errors.accountName?.message}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={60}
              {...form.register('accountName', { validate: required(2) })}
            />
          )}
        </Field>
        <Field
          label={t('cashier.payout.accountNo')}
          error={errors.accountNo?.message}
          hint={t('cashier.payout.accountNoHint')}
        >
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('accountNo', {
                validate: (v) => /^\d{6,24}$/.test(v.replace(/[\s-]/g, '')) || t('cashier.payout.accountNoHint'),
              })}
            />
          )}
        </Field>
        <Field label={t('staff.field.reason')} error={errors.reason?.message}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              maxLength={500}
              {...form.register('reason', { validate: (v) => v.trim().length >= 3 || t('validation:enterContent') })}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={propose.isPending}>
            {t('cashier.payout.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
