-- Playing games (issue 6): game providers and their signed seamless-wallet calls, launch tokens,
-- game sessions, and the rounds that betting records and profit and loss (and, later, agents'
-- reports) read.

-- A game provider the platform talks to: the HMAC key it signs its wallet calls with.
CREATE TABLE game_provider (
  code text PRIMARY KEY,
  name text NOT NULL,
  secret text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A launch: the single-use, short-lived token carried by the launch URL (stored hashed).
CREATE TABLE game_launch (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  provider text NOT NULL REFERENCES game_provider(code),
  -- null for a visitor's free trial
  member_id bigint,
  node_id bigint NOT NULL,
  mode text NOT NULL CHECK (mode IN ('REAL', 'DEMO', 'FUN')),
  -- the ledger wallet the game plays from: MAIN, DEMO or VENDOR:<code>; null in FUN mode
  wallet text,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
-- A game session a provider opened with a launch token; bets need it alive, wins and
-- rollbacks do not (they belong to a round already paid for).
CREATE TABLE game_session (
  id text PRIMARY KEY,
  merchant_code text NOT NULL,
  launch_id bigint NOT NULL UNIQUE REFERENCES game_launch(id),
  provider text NOT NULL,
  member_id bigint NOT NULL,
  wallet text NOT NULL,
  node_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Nonces of signed provider calls, kept for the clock-skew window so a captured call cannot be replayed.
CREATE TABLE provider_nonce (
  provider text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (provider, nonce)
);
--> statement-breakpoint
CREATE INDEX provider_nonce_expiry ON provider_nonce (expires_at);
--> statement-breakpoint
-- Every money call of a provider, unique by its own transaction id: a replay reads the stored
-- answer; the same id with other fields is refused. A rollback of a bet not seen yet leaves a
-- VOID debit row under the bet's id, so the late bet itself is refused.
CREATE TABLE provider_transaction (
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DEBIT', 'CREDIT', 'ROLLBACK')),
  status text NOT NULL CHECK (status IN ('APPLIED', 'ROLLED_BACK', 'VOID')),
  request_hash text NOT NULL,
  member_id bigint,
  round_id text NOT NULL,
  ref_transaction_id text,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  ledger_transaction_id bigint,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the provider's own key is the table's key (no surrogate id: one index less on every call)
  PRIMARY KEY (provider, transaction_id)
);
--> statement-breakpoint
-- One game round of a member: what betting records, profit and loss and agents' reports read.
CREATE TABLE game_round (
  merchant_code text NOT NULL,
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id bigint NOT NULL,
  wallet text NOT NULL,
  node_id bigint NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  bet_amount bigint NOT NULL DEFAULT 0 CHECK (bet_amount >= 0),
  valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'ROLLED_BACK')),
  -- calendar day of the brand's market (UTC+8) the round started on: the reporting key
  business_date date NOT NULL,
  started_at timestamptz NOT NULL,
  settled_at timestamptz,
  PRIMARY KEY (provider, round_id)
);
--> statement-breakpoint
CREATE INDEX game_round_member_time ON game_round (member_id, started_at DESC);
--> statement-breakpoint
-- Reports by day (a member's profit and loss now, an agent's team reports later).
CREATE INDEX game_round_day ON game_round (merchant_code, business_date, member_id, game_type) INCLUDE (bet_amount, valid_bet, payout, status);
