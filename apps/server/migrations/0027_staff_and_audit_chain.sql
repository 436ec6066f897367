-- Operator console (issue 19): staff accounts apart from members, their sessions and attempt
-- counters, and the hash-chained audit log of staff and automatic money actions.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  username text NOT NULL,
  display_name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'finance', 'risk', 'support', 'content', 'games', 'agents')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  -- Base32 authenticator secret; shown at login only while totp_ready is false (set-up).
  totp_secret text,
  totp_ready boolean NOT NULL DEFAULT false,
  -- CIDR blocks the account may be used from; empty: any address.
  allow_list jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  UNIQUE (merchant_code, username)
);
--> statement-breakpoint
CREATE TABLE staff_session (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- 12 hours after login at most; 30 minutes after last_seen_at it is over too.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX staff_session_staff ON staff_session (staff_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE staff_attempt (
  staff_id bigint NOT NULL,
  kind text NOT NULL,
  scope text NOT NULL DEFAULT '',
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (staff_id, kind, scope)
);
--> statement-breakpoint
-- Each entry carries the SHA-256 of the previous entry's hash and its own canonical content.
-- seq is given under the head's row lock (no sequence: a gap means a deleted row).
CREATE TABLE audit_chain (
  merchant_code text NOT NULL,
  seq bigint NOT NULL,
  at timestamptz NOT NULL,
  actor_kind text NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT '',
  ip text,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (merchant_code, seq)
);
--> statement-breakpoint
CREATE INDEX audit_chain_actor ON audit_chain (merchant_code, actor, seq DESC);
--> statement-breakpoint
CREATE INDEX audit_chain_action ON audit_chain (merchant_code, action, seq DESC);
--> statement-breakpoint
CREATE INDEX audit_chain_at ON audit_chain (merchant_code, at DESC);
--> statement-breakpoint
-- The chain's last entry: appends lock this row, so the chain never forks across instances.
CREATE TABLE audit_chain_head (
  merchant_code text PRIMARY KEY,
  seq bigint NOT NULL,
  hash text NOT NULL
);
