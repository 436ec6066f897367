import type { JobOutcome, JobRunNowBy, JobsRegistry } from './jobs-registry.js';

const USAGE = 'usage: jobs list | run <name>';
const time = (d: Date | null) => (d ? d.toISOString().replace('.000Z', 'Z') : '-');

/** One line per outcome of a run, as `jobs run` and `withdrawals auto-receipt` print it. */
export function describeOutcome(outcome: JobOutcome): string {
  const head = `${outcome.job} ${outcome.period} attempt ${outcome.attempt}: ${outcome.state}`;
  return outcome.state === 'succeeded'
    ? `${head}${outcome.result ? `: ${outcome.result}` : ''}`
    : `${head}: ${outcome.error}`;
}

/**
 * Operator CLI for the jobs registry:
 *   jobs list          every job, its schedule and its latest runs (state, attempts, result or error)
 *   jobs run <name>    runs the job's current period now, in this process (a failure exits non-zero);
 *                      appended to the audit chain as `by` (the CLI's operator)
 */
export async function runJobsCommand(jobs: JobsRegistry, args: string[], by?: JobRunNowBy): Promise<string> {
  const [, action, name] = args;
  if (action === 'list') {
    const runs = await jobs.latestRuns(5);
    return jobs
      .list()
      .map(({ name: job, schedule }) => {
        const lines = runs
          .filter((r) => r.job === job)
          .map((r) =>
            [
              `  ${r.period}`,
              r.state,
              `attempt ${r.attempts}`,
              `started ${time(r.startedAt)}`,
              r.state === 'running' ? `lease until ${time(r.leaseUntil)}` : `finished ${time(r.finishedAt)}`,
              r.state === 'failed' ? `error: ${r.lastError}` : (r.result ?? ''),
            ].join('\t'),
          );
        return [`${job}\t${schedule}`, ...(lines.length ? lines : ['  (no runs yet)'])].join('\n');
      })
      .join('\n');
  }
  if (action === 'run' && name) {
    const outcome = await jobs.runNow(name, undefined, by);
    if (!outcome) throw new Error(`${name} is running now (another instance holds its current period)`);
    if (outcome.state === 'failed') throw new Error(describeOutcome(outcome));
    return describeOutcome(outcome);
  }
  throw new Error(USAGE);
}
