import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@fortuna/contracts/console-system';
import { DataGrid } from '@/components/data-grid';
import { Page } from '@/components/page';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
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
    <Page id="jobs" title={t('jobs.title')} lead={t('jobs.lead')}>
      <QueryView query={jobs}>
        {(data) => (
          <DataGrid
            caption={t('jobs.title')}
            columns={columns}
            sort="client"
            data={data}
            getRowId={(row) => row.name}
            empty={<Empty title={t('jobs.empty')} />}
          />
        )}
      </QueryView>
      {running ? <RunJobDialog key={running.name} job={running} onClose={() => setRunning(null)} /> : null}
    </Page>
  );
}
