-- Withdrawal receipt (spec §4 "Withdrawal confirmation", §3 "Withdrawal receipt"): after an order is
-- PAID the member confirms received, partly received (amount received; remainder = amount − received)
-- or not received with a proof image. Unconfirmed orders become AUTO_RECEIVED after the brand's
-- minutes. Every receipt outcome is final. Also the brand's withdrawal settings (turnover, minutes).
ALTER TABLE withdrawal_order ADD COLUMN paid_at timestamptz;
--> statement-breakpoint
UPDATE withdrawal_order SET paid_at = updated_at WHERE status = 'PAID';
--> statement-breakpoint
ALTER TABLE withdrawal_order ADD COLUMN receipt_status text
  CHECK (receipt_status IN ('RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'));
--> statement-breakpoint
ALTER TABLE withdrawal_order ADD COLUMN receipt_amount bigint;
--> statement-breakpoint
ALTER TABLE withdrawal_order ADD COLUMN receipt_at timestamptz;
--> statement-breakpoint
ALTER TABLE withdrawal_order ADD CONSTRAINT withdrawal_order_receipt CHECK (
  (receipt_status IS NULL AND receipt_amount IS NULL AND receipt_at IS NULL)
  OR (status = 'PAID' AND receipt_at IS NOT NULL AND receipt_amount IS NOT NULL
      AND receipt_amount >= 0 AND receipt_amount <= amount
      AND (receipt_status <> 'PARTLY_RECEIVED' OR (receipt_amount > 0 AND receipt_amount < amount))
      AND (receipt_status <> 'NOT_RECEIVED' OR receipt_amount = 0)
      AND (receipt_status NOT IN ('RECEIVED', 'AUTO_RECEIVED') OR receipt_amount = amount))
);
--> statement-breakpoint
-- The auto-receipt job's work list: paid, not yet confirmed, oldest payment first.
CREATE INDEX withdrawal_order_awaiting_receipt ON withdrawal_order (merchant_code, paid_at)
  WHERE status = 'PAID' AND receipt_status IS NULL;
--> statement-breakpoint
-- Operators' list of disputed withdrawals (not or partly received).
CREATE INDEX withdrawal_order_disputed ON withdrawal_order (merchant_code, receipt_at)
  WHERE receipt_status IN ('NOT_RECEIVED', 'PARTLY_RECEIVED');
--> statement-breakpoint
-- The member's proof for "not received": one image per order, kept in the database (see docs/decisions.md).
CREATE TABLE withdrawal_receipt_proof (
  order_id bigint PRIMARY KEY REFERENCES withdrawal_order(id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 5242880),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Brand withdrawal settings; without a row the defaults of withdrawal-fns.ts apply.
CREATE TABLE withdrawal_setting (
  merchant_code text PRIMARY KEY REFERENCES merchant(code),
  -- Turnover to wager before withdrawing, in percent of deposits (100 = deposits once; 0 = none).
  turnover_percent integer NOT NULL DEFAULT 0 CHECK (turnover_percent >= 0 AND turnover_percent <= 10000),
  -- Minutes after payment before an unconfirmed withdrawal is treated as received.
  receipt_confirm_minutes integer NOT NULL DEFAULT 30 CHECK (receipt_confirm_minutes BETWEEN 1 AND 10080),
  updated_at timestamptz NOT NULL DEFAULT now()
);
