import { NoQuery } from '../envelope.js';
import { JobNameParams, JobRunOutcome, JobStatus, RunJobRequest, SystemInfo } from '../console-system.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/** The console's Jobs and System pages: the jobs registry's runs, run-now, and the deployment's health. */
export const consoleSystemEndpoints = {
  jobs: console_({
    method: 'GET',
    path: '/console/api/jobs',
    auth: 'staff',
    permission: 'system.manage',
    summary: 'Every scheduled job: schedule, next run and latest runs (state, attempts, result or error)',
    query: NoQuery,
    response: JobStatus.array(),
  }),
  runJob: console_({
    method: 'POST',
    path: '/console/api/jobs/:name/run',
    auth: 'staff',
    permission: 'system.manage',
    summary: 'Run a job’s current period now (audited with the reason); safe by the jobs contract',
    description:
      'NOT_FOUND for an unknown job; CONFLICT while an instance runs its current period. A failed run answers its outcome (state failed, error).',
    params: JobNameParams,
    body: RunJobRequest,
    response: JobRunOutcome,
  }),
  system: console_({
    method: 'GET',
    path: '/console/api/system',
    auth: 'staff',
    permission: 'system.manage',
    summary: 'Version, database, Redis and the server instances seen in the last day',
    query: NoQuery,
    response: SystemInfo,
  }),
};
