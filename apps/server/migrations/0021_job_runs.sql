-- The jobs registry (platform/jobs-registry.ts): one row per (brand, job, period). Claiming a
-- period inserts its row (or takes over a failed one, or one whose lease lapsed because the
-- instance running it died), so across any number of instances a period runs once at a time and
-- succeeds at most once. `attempts` is also the fencing token: only the attempt that holds the row
-- may heartbeat or finish it.
CREATE TABLE job_runs (
  merchant_code text NOT NULL,
  job text NOT NULL,
  period text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'succeeded', 'failed')),
  attempts integer NOT NULL CHECK (attempts > 0),
  instance text NOT NULL,
  started_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  lease_until timestamptz NOT NULL,
  finished_at timestamptz,
  result text,
  last_error text,
  PRIMARY KEY (merchant_code, job, period)
);
--> statement-breakpoint
-- `jobs list` (each job's latest runs) and the pruning of old runs.
CREATE INDEX job_runs_latest ON job_runs (merchant_code, job, started_at DESC);
--> statement-breakpoint
-- The ticker's look-up of runs whose instance stopped heartbeating.
CREATE INDEX job_runs_running ON job_runs (merchant_code, lease_until) WHERE state = 'running';
