-- Day figures of the console's dashboard and reports (modules/reports), by the brand's market day.
-- Recomputed from the source tables by the reports jobs (today and yesterday every 5 minutes, the
-- last 7 days nightly), so the dashboard reads a few dozen rows whatever the number of rounds.
CREATE TABLE report_play_day (
  merchant_code text NOT NULL,
  business_date date NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  rounds bigint NOT NULL,
  bets bigint NOT NULL,
  valid_bets bigint NOT NULL,
  payouts bigint NOT NULL,
  PRIMARY KEY (merchant_code, business_date, vendor, game_type)
);
--> statement-breakpoint
CREATE TABLE report_day (
  merchant_code text NOT NULL,
  business_date date NOT NULL,
  players bigint NOT NULL,
  deposits bigint NOT NULL,
  deposit_count bigint NOT NULL,
  withdrawals bigint NOT NULL,
  withdrawal_count bigint NOT NULL,
  new_members bigint NOT NULL,
  first_depositors bigint NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, business_date)
);
--> statement-breakpoint
-- What the day figures read: credited deposits and paid withdrawals by time, members by sign-up.
CREATE INDEX deposit_order_credited_report ON deposit_order (merchant_code, updated_at) WHERE status = 'CREDITED';
--> statement-breakpoint
CREATE INDEX deposit_order_credited_member ON deposit_order (member_id, updated_at) WHERE status = 'CREDITED';
--> statement-breakpoint
CREATE INDEX withdrawal_order_paid_report ON withdrawal_order (merchant_code, paid_at) WHERE status = 'PAID';
--> statement-breakpoint
CREATE INDEX member_created_report ON member (merchant_code, created_at);
