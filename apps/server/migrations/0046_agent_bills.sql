-- Issue 21: settlement of agent contracts (module agent-settlement). One bill per contract kind,
-- agent and period (UNIQUE: a period settled twice, concurrently or after a crash, bills once);
-- the money of a bill moves through the ledger under keys derived from the bill (`agent-bill:…`).
CREATE TABLE agent_bill (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  member_id bigint NOT NULL,
  contract_id bigint NOT NULL,
  -- the contract's period (dividends: DAILY, WEEKLY, SEMIMONTHLY or MONTHLY)
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  -- the member's depth in the tree (payments run top-down: an upline's bill before its downlines')
  depth integer NOT NULL,
  team_valid_bet bigint NOT NULL DEFAULT 0,
  -- the team's result (payouts + bonuses - bets, the players' side): negative when the team lost
  team_pnl bigint NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0,
  -- 1-based tier reached; NULL: not reached
  tier integer NULL,
  rate integer NOT NULL DEFAULT 0,
  -- what the rate applies to: the period's valid bet (salaries) or the team loss after the carry (dividends)
  base bigint NOT NULL DEFAULT 0,
  -- dividends: team winnings carried from earlier periods (<= 0) and carried on to the next
  carry_in bigint NOT NULL DEFAULT 0,
  carry_out bigint NOT NULL DEFAULT 0,
  gross bigint NOT NULL DEFAULT 0,
  downline_total bigint NOT NULL DEFAULT 0,
  net bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= gross),
  status text NOT NULL CHECK (status IN ('ISSUED', 'PART_RECEIVED', 'INSUFFICIENT', 'NOT_REACHED', 'REJECTED',
                                          'UNAPPROVED', 'EXPIRED')),
  -- who pays this bill: NULL the platform (a top agent's contract), else the contract's upline
  payer_id bigint NULL,
  approved_by_staff bigint NULL,
  approved_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz NULL,
  UNIQUE (merchant_code, kind, member_id, period_start)
);
--> statement-breakpoint
CREATE INDEX agent_bill_member ON agent_bill (merchant_code, member_id, kind, period_start DESC);
--> statement-breakpoint
CREATE INDEX agent_bill_period ON agent_bill (merchant_code, kind, period_start, depth);
--> statement-breakpoint
-- Bills still owed in part (retried; their payer is in arrears until they are paid).
CREATE INDEX agent_bill_owed ON agent_bill (merchant_code, payer_id)
  WHERE paid < gross AND status IN ('PART_RECEIVED', 'INSUFFICIENT');
--> statement-breakpoint
-- Dividend bills waiting for the operator.
CREATE INDEX agent_bill_unapproved ON agent_bill (merchant_code, depth, period_start) WHERE status = 'UNAPPROVED';
--> statement-breakpoint
-- One row per settled (kind, period): its row lock is the lock of a run; settled_at set = done.
CREATE TABLE agent_settlement_run (
  merchant_code text NOT NULL,
  kind text NOT NULL,
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  bills integer NOT NULL DEFAULT 0,
  gross bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0,
  settled_at timestamptz NULL,
  PRIMARY KEY (merchant_code, kind, period, period_start)
);
