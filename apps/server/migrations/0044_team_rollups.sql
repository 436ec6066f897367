-- Issue 21: per-member rollups of the team reports (module team). The team tree itself is
-- member.path with its text_pattern_ops index (0002): "my team" = path LIKE '<my path>%'.
--
-- One row per member and window: 5-minute windows computed from the raw records, hours and
-- market days (the brand's zone) summed from the 5-minute rows. Keyed by posting time (a round
-- by its settlement, a deposit by its credit, a withdrawal by its payment, a bonus by its
-- ledger posting). A window is written once, when it has closed; `path` is the member's team
-- path (copied: team queries read this table alone, by path prefix).
CREATE TABLE team_rollup (
  merchant_code text NOT NULL,
  grain text NOT NULL CHECK (grain IN ('5m', 'hour', 'day')),
  window_start timestamptz NOT NULL,
  member_id bigint NOT NULL,
  path text NOT NULL,
  rounds integer NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0,
  valid_bets bigint NOT NULL DEFAULT 0,
  payouts bigint NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  bonuses bigint NOT NULL DEFAULT 0,
  -- the member's own result: payouts + bonuses - bets
  profit_loss bigint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_code, grain, window_start, member_id)
);
--> statement-breakpoint
CREATE INDEX team_rollup_team ON team_rollup (merchant_code, grain, path text_pattern_ops, window_start);
--> statement-breakpoint
-- How far each grain is closed: windows before closed_until are written and never recomputed.
-- The row is locked by the run that advances it, so two runs never write the same window.
CREATE TABLE team_rollup_frontier (
  merchant_code text NOT NULL,
  grain text NOT NULL CHECK (grain IN ('5m', 'hour', 'day')),
  closed_until timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, grain)
);
--> statement-breakpoint
-- Rounds by settlement time (the 5-minute rollups read a closed window's settled rounds).
CREATE INDEX game_round_settled ON game_round (merchant_code, settled_at) WHERE status = 'SETTLED';
