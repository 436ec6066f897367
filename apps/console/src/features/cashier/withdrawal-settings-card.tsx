import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useUpdateWithdrawalSettings, useWithdrawalSettings } from './settings-api';

type Values = { turnoverPercent: string; receiptConfirmMinutes: string };

/** The brand's withdrawal rules (what `cli.js withdrawals settings` sets): read by finance, changed by owners. */
export function WithdrawalSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useWithdrawalSettings(true);
  const save = useUpdateWithdrawalSettings();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<Values>({ defaultValues: { turnoverPercent: '', receiptConfirmMinutes: '' } });
  const { errors } = form.formState;
  useEffect(() => {
    if (settings.data)
      form.reset({
        turnoverPercent: String(settings.data.turnoverPercent),
        receiptConfirmMinutes: String(settings.data.receiptConfirmMinutes),
      });
  }, [form, settings.data]);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorState message={errorText(t, settings.error)} onRetry={() => void settings.refetch()} />;
  const whole = (max: number, min: number) => (v: string) =>
    (/^\d{1,5}$/.test(v.trim()) && Number(v) >= min && Number(v) <= max) || t('cashier.settings.range', { min, max });

  return (
    <section className="card" aria-labelledby="wd-settings-title">
      <h2 id="wd-settings-title">{t('cashier.settings.title')}</h2>
      <p className="muted">{t('cashier.settings.lead')}</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setMessage(null);
          save.mutate(
            { turnoverPercent: Number(v.turnoverPercent), receiptConfirmMinutes: Number(v.receiptConfirmMinutes) },
            {
              onSuccess: () => setMessage({ tone: 'success', text: t('cashier.settings.saved') }),
              onError: (e) => {
                const text = placeServerError(form, e, t);
                if (text) setMessage({ tone: 'error', text });
              },
            },
          );
        })}
      >
        <div className="settings-fields">
          <Field
            label={t('cashier.settings.turnover')}
            hint={t('cashier.settings.turnoverHint')}
            error={errors.turnoverPercent?.message}
          >
            {(c) => (
              <input
                {...c}
                inputMode="numeric"
                readOnly={!canEdit}
                {...form.register('turnoverPercent', { validate: whole(10_000, 0) })}
              />
            )}
          </Field>
          <Field
            label={t('cashier.settings.receipt')}
            hint={t('cashier.settings.receiptHint')}
            error={errors.receiptConfirmMinutes?.message}
          >
            {(c) => (
              <input
                {...c}
                inputMode="numeric"
                readOnly={!canEdit}
                {...form.register('receiptConfirmMinutes', { validate: whole(10_080, 1) })}
              />
            )}
          </Field>
        </div>
        {canEdit ? (
          <div className="form__actions">
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('cashier.save')}
            </Button>
          </div>
        ) : (
          <p className="muted">{t('cashier.settings.ownersOnly')}</p>
        )}
      </form>
    </section>
  );
}
