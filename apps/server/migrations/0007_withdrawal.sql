-- Withdrawals: the member's payout accounts and withdrawal orders. Requesting locks the amount
-- (MAIN → LOCKED); an operator pays it out (LOCKED → payout clearing) or rejects it (LOCKED → MAIN).
CREATE TABLE payout_account (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES member(id),
  kind text NOT NULL CHECK (kind IN ('BANK', 'EWALLET')),
  provider_name text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_account_live ON payout_account (member_id, kind, account_no) WHERE removed_at IS NULL;
--> statement-breakpoint
CREATE TABLE withdrawal_order (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  order_no text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES member(id),
  payout_account_id bigint NOT NULL REFERENCES payout_account(id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
  request_key text NOT NULL,
  lock_transaction_id bigint NOT NULL REFERENCES ledger_transaction(id),
  settle_transaction_id bigint REFERENCES ledger_transaction(id),
  reviewed_by text,
  review_note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_key)
);
--> statement-breakpoint
CREATE INDEX withdrawal_order_member ON withdrawal_order (member_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX withdrawal_order_pending ON withdrawal_order (merchant_code, status, created_at);
