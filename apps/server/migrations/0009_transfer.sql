-- Transfers: member → upline and agent → downline (the money moves by one ledger posting; this
-- row is the business record both sides list), and the brand's funds settings (single or
-- transfer wallets, per-transfer limits, the consolidated contract-requirement settings).
CREATE TABLE member_transfer (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  transfer_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('UPLINE', 'DOWNLINE')),
  from_member_id bigint NOT NULL REFERENCES member(id),
  to_member_id bigint NOT NULL REFERENCES member(id),
  amount bigint NOT NULL CHECK (amount > 0),
  request_key text NOT NULL,
  transaction_id bigint NOT NULL REFERENCES ledger_transaction(id),
  -- The sender's MAIN balance right after the posting: part of the answer a replay repeats.
  sender_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_member_id <> to_member_id),
  UNIQUE (from_member_id, request_key)
);
--> statement-breakpoint
CREATE INDEX member_transfer_from ON member_transfer (from_member_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX member_transfer_to ON member_transfer (to_member_id, created_at DESC);
--> statement-breakpoint
-- One row per brand; a brand without a row uses the single (seamless) wallet and default limits.
CREATE TABLE funds_setting (
  merchant_code text PRIMARY KEY,
  single_wallet boolean NOT NULL DEFAULT true,
  -- Vendor codes (vassalage) whose games play from their own transfer wallet.
  transfer_vendors text[] NOT NULL DEFAULT '{}',
  transfer_min bigint NOT NULL DEFAULT 100 CHECK (transfer_min > 0),
  transfer_max bigint NOT NULL DEFAULT 5000000,
  daily_sal_req_type text NOT NULL DEFAULT 'VALID_BET_ACTIVE',
  div_type_req text NOT NULL DEFAULT 'VALID_BET_ACTIVE_LOSS',
  contract_hour_sal_req text NOT NULL DEFAULT 'VALID_BET',
  realtime_sal_req_type text NOT NULL DEFAULT 'VALID_BET_ACTIVE',
  CHECK (transfer_max >= transfer_min)
);
