import type { TFunction } from 'i18next';
import type { JobRunView, JobStatus } from '@fortuna/contracts/console-system';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { gridColumns } from '@/components/data-grid';
import { formatDateTime } from '@/lib/format';

const TONE: Record<JobRunView['state'], BadgeTone> = { running: 'info', succeeded: 'ok', failed: 'danger' };

/** A run's state as a badge (the period and attempts in its title). */
export function RunBadge({ run, t }: { run: JobRunView; t: TFunction }) {
  return (
    <Badge
      tone={TONE[run.state]}
      title={t('jobs.runTitle', { period: run.period, attempts: run.attempts, instance: run.instance })}
    >
      {t(`jobs.state.${run.state}`)}
    </Badge>
  );
}

const column = gridColumns<JobStatus>();

/** The schedule in the console's language (the server's `schedule` text is the CLI's English). */
export const scheduleText = (t: TFunction, { plan }: JobStatus): string =>
  plan.kind === 'daily'
    ? t('jobs.plan.daily', { at: plan.at, zone: plan.zone })
    : plan.seconds % 60 === 0
      ? t('jobs.plan.everyMin', { count: plan.seconds / 60 })
      : t('jobs.plan.every', { count: plan.seconds });

export const jobColumns = (t: TFunction, onRun: (job: JobStatus) => void) =>
  column.columns([
    column.accessor('name', {
      header: t('jobs.col.name'),
      cell: (i) => <span className="mono nowrap">{i.getValue()}</span>,
    }),
    column.accessor((job) => scheduleText(t, job), { id: 'schedule', header: t('jobs.col.schedule') }),
    column.accessor('nextRunAt', {
      header: t('jobs.col.nextRun'),
      cell: (i) => <span className="nowrap">{formatDateTime(i.getValue())}</span>,
    }),
    column.display({
      id: 'runs',
      header: t('jobs.col.runs'),
      cell: ({ row }) =>
        row.original.runs.length === 0 ? (
          <span className="muted">{t('jobs.never')}</span>
        ) : (
          <span className="chips">
            {row.original.runs.slice(0, 5).map((run) => (
              <RunBadge key={`${run.period}-${run.attempts}-${run.startedAt}`} run={run} t={t} />
            ))}
          </span>
        ),
    }),
    column.display({
      id: 'result',
      header: t('jobs.col.result'),
      cell: ({ row }) => {
        const latest = row.original.runs[0];
        if (!latest) return null;
        return (
          <span className="cell-stack">
            <span className="muted nowrap">{formatDateTime(latest.finishedAt ?? latest.startedAt)}</span>
            {latest.lastError ? (
              <span className="clamp field__error">{latest.lastError}</span>
            ) : (
              <span className="clamp">{latest.result ?? '—'}</span>
            )}
          </span>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('jobs.col.actions')}</span>,
      cell: ({ row }) => (
        <Button
          size="sm"
          onClick={() => onRun(row.original)}
          aria-label={t('jobs.runNamed', { name: row.original.name })}
        >
          {t('jobs.run')}
        </Button>
      ),
    }),
  ]);
