import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@fortuna/contracts/console-system';
import { DataGrid } from '@/components/data-grid';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { jobColumns } from './job-columns';
import { RunJobDialog } from './run-job-dialog';
import { useJobs } from './system-api';

/** Scheduled jobs (system.manage): schedule, next run, latest runs, and "Run now" with a reason. */
export default function JobsPage() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const [running, setRunning] = useState<JobStatus | null>(null);
  const columns = useMemo(() => jobColumns(t, setRunning), [t]);

  return (
    <section className="page" aria-labelledby="jobs-title">
      <header className="page__head">
        <div>
          <h1 id="jobs-title">{t('jobs.title')}</h1>
          <p className="muted">{t('jobs.lead')}</p>
        </div>
      </header>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <ErrorState message={errorText(t, jobs.error)} onRetry={() => void jobs.refetch()} />
      ) : (
        <DataGrid
          caption={t('jobs.title')}
          columns={columns}
          sort="client"
          data={jobs.data}
          getRowId={(row) => row.name}
          empty={<Empty title={t('jobs.empty')} />}
        />
      )}
      {running ? <RunJobDialog key={running.name} job={running} onClose={() => setRunning(null)} /> : null}
    </section>
  );
}
