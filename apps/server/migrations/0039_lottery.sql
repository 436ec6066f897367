-- The platform's own lottery (issue 20): games synced from the catalogue, their draw issues
-- ("numeros"), tickets, chases and the risk counters. Owned by modules/lottery (README there).
-- Money moves only through the ledger (stakes at acceptance, payouts and refunds at settlement).
CREATE TABLE lottery_game (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  vassalage text NOT NULL,
  game_code text NOT NULL,
  -- the catalogue game (game_round.node_id) and its name when synced
  node_id bigint NOT NULL,
  name text NOT NULL,
  -- catalogue category: LOTT | ELOTT (betting record / P&L category)
  game_type text NOT NULL,
  family text NOT NULL CHECK (family IN ('SSC','PK10','K3','11X5','VN_NORTH','VN_CENTRE','VN_SOUTH','THAI','4D')),
  source text NOT NULL CHECK (source IN ('FAIR','PROVIDER','MANUAL')),
  -- fast games; null for scheduled (daily/weekly) games
  cadence_seconds integer CHECK (cadence_seconds IS NULL OR cadence_seconds >= 15),
  -- {weekdays:[0..6]|null, monthDays:[1,16]|null, minute: 1095, offsetMinutes: 420}; fast games: {offsetMinutes}
  schedule jsonb NOT NULL DEFAULT '{}',
  -- sale ends this long before the draw
  close_seconds integer NOT NULL CHECK (close_seconds >= 0),
  enabled boolean NOT NULL DEFAULT true,
  prize_group integer NOT NULL DEFAULT 1980 CHECK (prize_group BETWEEN 1700 AND 1990),
  -- per kind code: {minStake, maxStake, maxPerNumber} (minor units); key "*" = default
  limits jsonb NOT NULL DEFAULT '{}',
  -- per player per issue (minor units)
  max_payout_per_player bigint NOT NULL DEFAULT 50000000,
  -- {"<kind>:<number>": percentOfOdds}
  restricted jsonb NOT NULL DEFAULT '{}',
  -- "<kind>:<number>" or "*:<number>"
  closed_numbers text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, vassalage, game_code)
);
--> statement-breakpoint
CREATE TABLE lottery_issue (
  id bigserial PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES lottery_game(id),
  code text NOT NULL,
  sale_start timestamptz NOT NULL,
  sale_end timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','CLOSED','DRAWN','SETTLED','VOID')),
  -- hex SHA-256 of the server seed, published at open (FAIR and the local PROVIDER)
  seed_hash text,
  -- hex server seed; revealed by the API only once DRAWN/SETTLED
  seed text,
  result jsonb,
  result_text text,
  -- FAIR | PROVIDER | OPERATOR
  result_source text CHECK (result_source IS NULL OR result_source IN ('FAIR','PROVIDER','OPERATOR')),
  drawn_at timestamptz,
  settled_at timestamptz,
  void_reason text,
  CHECK (sale_start <= sale_end AND sale_end <= draw_at),
  UNIQUE (game_id, code)
);
--> statement-breakpoint
CREATE INDEX lottery_issue_due ON lottery_issue (status, draw_at);
--> statement-breakpoint
CREATE INDEX lottery_issue_game_draw ON lottery_issue (game_id, draw_at);
--> statement-breakpoint
CREATE TABLE lottery_chase (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL,
  game_id bigint NOT NULL REFERENCES lottery_game(id),
  issues integer NOT NULL CHECK (issues >= 1),
  stop_on_win boolean NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','DONE','STOPPED','CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE lottery_ticket (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  game_id bigint NOT NULL REFERENCES lottery_game(id),
  issue_id bigint NOT NULL REFERENCES lottery_issue(id),
  -- the slip's idempotency key (a slip = one ledger debit, 1..n tickets)
  slip_key text NOT NULL,
  -- tickets of one chase share it; stop_on_win in lottery_chase
  chase_id bigint REFERENCES lottery_chase(id),
  -- [{kind, selection, unit, multiple, notes, noteStake, stake, groups:[{key,notes,cost?,oddsBp}]}]
  lines jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  -- Σ notes × cost × noteStake × oddsBp / 1e4 (one hit each): the risk figure
  max_payout bigint NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','WON','LOST','PUSH','CANCELLED','VOID')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (member_id, slip_key, issue_id)
);
--> statement-breakpoint
CREATE INDEX lottery_ticket_issue_pending ON lottery_ticket (issue_id, id) WHERE status = 'PENDING';
--> statement-breakpoint
CREATE INDEX lottery_ticket_member ON lottery_ticket (member_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX lottery_ticket_chase ON lottery_ticket (chase_id, issue_id) WHERE chase_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX lottery_ticket_issue ON lottery_ticket (issue_id);
--> statement-breakpoint
-- Risk: stake per number per issue across players, and each player's potential payout per issue,
-- each checked and raised in one statement (INSERT … ON CONFLICT DO UPDATE … WHERE within the limit).
CREATE TABLE lottery_exposure (
  issue_id bigint NOT NULL REFERENCES lottery_issue(id),
  number_key text NOT NULL,
  stake bigint NOT NULL,
  PRIMARY KEY (issue_id, number_key)
);
--> statement-breakpoint
CREATE TABLE lottery_player_issue (
  issue_id bigint NOT NULL REFERENCES lottery_issue(id),
  member_id bigint NOT NULL,
  max_payout bigint NOT NULL,
  PRIMARY KEY (issue_id, member_id)
);
