-- E-mail codes of My account: binding or changing the e-mail proves the address with a code
-- mailed to it. Like sms_code: hashed with a per-code salt, single use, counted attempts,
-- expiring; a code belongs to the member who asked for it and to the address it was sent to.
CREATE TABLE email_code (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  member_id bigint NOT NULL REFERENCES member(id),
  email text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX email_code_member ON email_code (member_id, created_at DESC);
