-- Member notices (spec §4 "Deposit and withdrawal notices"): one row per event, stored as a kind
-- and parameters so the web app words it in the member's language. dedupe_key makes a replayed
-- event (a repeated gateway callback, a job run twice) leave one message.
CREATE TABLE member_message (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES member(id),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, dedupe_key)
);
--> statement-breakpoint
CREATE INDEX member_message_member ON member_message (member_id, id DESC);
--> statement-breakpoint
CREATE INDEX member_message_unread ON member_message (member_id) WHERE read_at IS NULL;
--> statement-breakpoint
-- The payment slip a member uploads for a bank-transfer deposit; the operator checks it before
-- approving. One current slip per order (a new upload replaces it while the order is pending).
CREATE TABLE deposit_receipt (
  order_id bigint PRIMARY KEY REFERENCES deposit_order(id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256 text NOT NULL,
  data bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE deposit_order ADD COLUMN reviewed_by text;
--> statement-breakpoint
CREATE INDEX deposit_order_pending ON deposit_order (merchant_code, status, created_at);
