-- Cashier: payment channels per brand, deposit orders, and the sandbox payment gateway that
-- stands in for a real one (a separate party: it talks to the platform only over HTTP).
CREATE TABLE payment_channel (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BANK_TRANSFER', 'GATEWAY')),
  name text NOT NULL,
  provider text,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  -- Fee charged on the deposit: basis points of the amount plus a fixed part, in minor units.
  fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps >= 0 AND fee_bps < 10000),
  fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  bank_name text,
  bank_account_name text,
  bank_account_no text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code),
  CHECK (kind <> 'GATEWAY' OR provider IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE deposit_order (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  order_no text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES member(id),
  channel_id bigint NOT NULL REFERENCES payment_channel(id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  credit_amount bigint NOT NULL CHECK (credit_amount > 0 AND credit_amount = amount - fee),
  status text NOT NULL CHECK (status IN ('PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'EXPIRED')),
  -- The member's own key for the request: a double click or a retry makes no second order.
  request_key text NOT NULL,
  gateway_ref text,
  ledger_transaction_id bigint REFERENCES ledger_transaction(id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_key)
);
--> statement-breakpoint
CREATE INDEX deposit_order_member ON deposit_order (member_id, created_at DESC);
--> statement-breakpoint
-- Shared secrets between the platform and each payment provider (HMAC of callbacks and requests).
CREATE TABLE payment_provider_secret (
  merchant_code text NOT NULL,
  provider text NOT NULL,
  secret text NOT NULL,
  PRIMARY KEY (merchant_code, provider)
);
--> statement-breakpoint
-- The sandbox gateway's own books (it would live at the payment company in real life).
CREATE TABLE sandbox_gateway_payment (
  id uuid PRIMARY KEY,
  merchant_code text NOT NULL,
  merchant_ref text NOT NULL,
  amount text NOT NULL,
  currency text NOT NULL,
  callback_url text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'SUCCESS', 'FAILED')),
  callback_status integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  UNIQUE (merchant_code, merchant_ref)
);
