import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LotteryIssueDetail } from '@fortuna/contracts/console-lottery';
import { resultTiers, sheetProblems, type EnteredSheet } from '@fortuna/contracts/console-lottery-results';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useEnterResult } from './lottery-api';
import { splitNumbers } from './lottery-fns';

type Values = { tiers: Record<string, string>; reason: string };

/**
 * An official draw's result, tier by tier as the published sheet lists it (numbers separated by
 * spaces). It is checked here and by the server, then waits for a second operator's confirmation.
 */
export function ResultEntryForm({ issue, onDone }: { issue: LotteryIssueDetail; onDone: () => void }) {
  const { t } = useTranslation('lottery');
  const tiers = resultTiers(issue.family) ?? [];
  // One key per form (getRandomValues: randomUUID needs a secure context).
  const [key] = useState(
    () =>
      `lr-${issue.id}-${Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('')}`,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [entered, setEntered] = useState<number | null>(null);
  const enter = useEnterResult();
  const form = useForm<Values>({
    defaultValues: { tiers: Object.fromEntries(tiers.map((tier) => [tier.key, ''])), reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const sheet: EnteredSheet = Object.fromEntries(
      tiers.map((tier) => [tier.key, splitNumbers(v.tiers[tier.key] ?? '')]),
    );
    const problems = sheetProblems(issue.family, sheet);
    if (problems.length > 0) {
      for (const tier of tiers) {
        const problem = problems.find((p) => p.startsWith(`${tier.key}:`));
        if (problem)
          form.setError(`tiers.${tier.key}`, {
            message: t('sheet.tierWrong', { count: tier.count, digits: tier.digits }),
          });
      }
      if (!problems.some((p) => tiers.some((tier) => p.startsWith(`${tier.key}:`)))) setFormError(t('sheet.distinct'));
      return;
    }
    enter.mutate(
      { issueId: issue.id, sheet, reason: v.reason.trim(), idempotencyKey: key },
      { onSuccess: (r) => setEntered(r.id), onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });

  if (entered !== null)
    return (
      <div className="stack">
        <Alert tone="success">{t('sheet.entered', { id: entered })}</Alert>
        <div className="form__actions">
          <Button onClick={onDone}>{t('back')}</Button>
        </div>
      </div>
    );

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('enterResult')}>
      <p className="muted">{t('sheet.lead', { code: issue.code, game: issue.gameName })}</p>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="sheet-tiers">
        {tiers.map((tier) => (
          <Field
            key={tier.key}
            label={t(`tier.${tier.key}`, { defaultValue: tier.key })}
            hint={t('sheet.tierHint', { count: tier.count, digits: tier.digits })}
            error={errors.tiers?.[tier.key]?.message}
          >
            {(c) => (
              <input
                {...c}
                className="mono"
                inputMode="numeric"
                autoComplete="off"
                {...form.register(`tiers.${tier.key}`)}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label={t('form.reason')} error={fieldMessage(t, errors.reason?.message)} hint={t('sheet.reasonHint')}>
        {(c) => (
          <textarea
            {...c}
            rows={2}
            {...form.register('reason', { validate: (v) => v.trim().length >= 3 || t('validation:enterContent') })}
          />
        )}
      </Field>
      <div className="form__actions">
        <Button onClick={onDone}>{t('back')}</Button>
        <Button type="submit" variant="primary" busy={enter.isPending}>
          {t('sheet.submit')}
        </Button>
      </div>
    </form>
  );
}
