-- Maker–checker (issue 19): staff actions that need a second staff member wait here until another
-- holder of the kind's permission approves (the effect applies in that transaction), rejects, or
-- the maker cancels. And the brand's threshold above which a manual balance adjustment waits.
CREATE TABLE approval_request (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'rejected', 'cancelled')),
  -- Staff usernames never change: kept with the ids so the queue reads no other module's table.
  maker_id bigint NOT NULL REFERENCES staff (id),
  maker_name text NOT NULL,
  created_at timestamptz NOT NULL,
  checker_id bigint REFERENCES staff (id),
  checker_name text,
  decided_at timestamptz,
  decision_reason text,
  -- What applying did (e.g. the ledger transaction), set with status applied.
  result jsonb,
  -- The maker's key and a hash of the request: a repeat answers the same request.
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  UNIQUE (merchant_code, kind, idempotency_key),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'applied' OR (checker_id IS NOT NULL AND checker_id <> maker_id))
);
--> statement-breakpoint
CREATE INDEX approval_request_queue ON approval_request (merchant_code, status, id DESC);
--> statement-breakpoint
CREATE TABLE adjustment_setting (
  merchant_code text PRIMARY KEY,
  -- Minor units: adjustments at or below it apply at once, above it they need a second staff member.
  approval_threshold bigint NOT NULL DEFAULT 100000 CHECK (approval_threshold >= 0)
);
