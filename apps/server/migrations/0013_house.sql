-- The house game provider (issue 6): its own tables, as a vendor would keep them on its side.
-- It knows players only by the platform's opaque player id and session id, and keeps every
-- round with its outcome so any result can be audited later.
CREATE TABLE house_session (
  id bigserial PRIMARY KEY,
  -- SHA-256 of the bearer token the game client holds
  token_hash text NOT NULL UNIQUE,
  -- the platform's seamless-wallet session (null in FUN mode, which never calls the wallet)
  wallet_session_id text,
  player_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('REAL', 'DEMO', 'FUN')),
  currency text NOT NULL,
  game text NOT NULL CHECK (game IN ('slot', 'baccarat')),
  vassalage text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  language text NOT NULL,
  -- FUN mode's play credit, kept by the provider (minor units)
  fun_balance bigint NOT NULL DEFAULT 0 CHECK (fun_balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE house_round (
  id bigserial PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  session_id bigint NOT NULL REFERENCES house_session(id),
  game text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  win bigint NOT NULL CHECK (win >= 0),
  -- the whole outcome (reel stops and window, or the cards dealt) and the bets placed
  outcome jsonb NOT NULL,
  -- PENDING: stored, stake not yet taken; DEBITED: stake taken, win not yet paid; SETTLED;
  -- REFUSED: the wallet refused the stake; ROLLED_BACK: the stake was given back.
  status text NOT NULL CHECK (status IN ('PENDING', 'DEBITED', 'SETTLED', 'REFUSED', 'ROLLED_BACK')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
--> statement-breakpoint
CREATE INDEX house_round_session ON house_round (session_id, id DESC);
--> statement-breakpoint
CREATE INDEX house_round_unfinished ON house_round (created_at) WHERE status IN ('PENDING', 'DEBITED');
