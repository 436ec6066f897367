/**
 * A server instance of the jobs crash test (jobs-crash.test.ts), run as its own process: it
 * claims the payout job's period, pays part of it, says `PAID <n>` on stdout and hangs, still
 * heartbeating its lease, until the test kills it with SIGKILL.
 */
import { openDatabase } from '../src/platform/db.js';
import { payoutInstance } from './jobs-payout.js';

const env = process.env;
const database = await openDatabase(
  env.JOBS_DATABASE_URL ? { databaseUrl: env.JOBS_DATABASE_URL, dataDir: '' } : { dataDir: env.JOBS_DATA_DIR ?? '' },
);
// The test's clock, shared with the parent process: BASE at the parent's T0, then real time.
const clock = () => new Date(Number(env.JOBS_BASE) + Date.now() - Number(env.JOBS_T0));
const after = Number(env.JOBS_HANG_AFTER);
const { jobs } = payoutInstance(database.db, {
  clock,
  leaseMs: Number(env.JOBS_LEASE_MS),
  instance: 'crash-child',
  hang: { after, onHang: () => console.log(`PAID ${after}`) },
});
await jobs.runDue();
// Reached only if the job did not hang (it failed, or the period was not ours): the test fails on it.
console.log(`ENDED ${JSON.stringify(await jobs.latestRuns(1))}`);
process.exit(1);
