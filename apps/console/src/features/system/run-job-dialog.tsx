import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { JobStatus } from '@fortuna/contracts/console-system';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { scheduleText } from './job-columns';
import { useRunJob } from './system-api';

const schema = z.object({ reason: z.string().trim().min(3, 'validation:enterContent').max(500) });
type Values = z.infer<typeof schema>;

/**
 * "Run now" for one job: the reason (kept in the audit log) is asked first; the dialog then
 * shows the run's outcome (succeeded with its result, failed with its error) or the refusal.
 */
export function RunJobDialog({ job, onClose }: { job: JobStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const run = useRunJob(job.name);
  const submit = form.handleSubmit((values) => run.mutate(values.reason));
  const outcome = run.data;

  return (
    <Dialog title={t('jobs.runTitleDialog', { name: job.name })} open onClose={onClose}>
      {outcome ? (
        <div className="form">
          <Alert tone={outcome.state === 'succeeded' ? 'success' : 'error'}>
            <strong>{t(`jobs.outcome.${outcome.state}`, { period: outcome.period, attempt: outcome.attempt })}</strong>
            <br />
            <span data-testid="job-outcome">{outcome.error ?? outcome.result ?? '—'}</span>
          </Alert>
          <div className="form__actions">
            <Button variant="primary" onClick={onClose} autoFocus>
              {t('action.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <p className="muted">{t('jobs.runLead', { name: job.name, schedule: scheduleText(t, job) })}</p>
          {run.isError ? <Alert>{errorText(t, run.error)}</Alert> : null}
          <Field
            label={t('jobs.reason')}
            error={fieldMessage(t, form.formState.errors.reason?.message)}
            hint={t('jobs.reasonHint')}
          >
            {(c) => <input {...c} autoComplete="off" autoFocus {...form.register('reason')} />}
          </Field>
          <div className="form__actions">
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button type="submit" variant="primary" busy={run.isPending}>
              {t('jobs.run')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
