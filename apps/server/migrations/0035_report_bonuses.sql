-- NGR = GGR − bonuses (issue 19): the day's net bonus and compensation adjustments to members.
ALTER TABLE report_day ADD COLUMN bonuses bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- What the day figures read: manual adjustments by time (few rows among the ledger's millions).
CREATE INDEX ledger_transaction_adjustment_report ON ledger_transaction (merchant_code, created_at)
  WHERE kind = 'ADJUSTMENT';
