-- The operator console's Members pages (issue 19).
-- Staff forced a new password: password login is refused until the member resets it by mobile or
-- e-mail (forgot password); any new password clears it.
ALTER TABLE member ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Member search over a brand of a million members: every kind is an index range, never a scan.
-- Prefix matches (LIKE 'x%') need the pattern operator class (the unique lower(username) index
-- only serves equality under a non-C collation); real names match anywhere, so a trigram index.
CREATE INDEX member_username_prefix ON member (merchant_code, lower(username) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX member_mobile_prefix ON member (merchant_code, mobile_num text_pattern_ops) WHERE mobile_num IS NOT NULL;
--> statement-breakpoint
CREATE INDEX member_email_prefix ON member (merchant_code, lower(email) text_pattern_ops) WHERE email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX member_real_name_trgm ON member USING gin (lower(payee_name) gin_trgm_ops) WHERE payee_name IS NOT NULL;
--> statement-breakpoint
CREATE INDEX member_register_ip ON member (merchant_code, register_ip text_pattern_ops) WHERE register_ip IS NOT NULL;
--> statement-breakpoint
CREATE INDEX member_known_ip_ip ON member_known_ip (ip text_pattern_ops);
--> statement-breakpoint
CREATE INDEX member_affiliate_code_upper ON member (merchant_code, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;
--> statement-breakpoint
-- The unfiltered list, newest registrations or latest logins first.
CREATE INDEX member_registered ON member (merchant_code, id DESC);
--> statement-breakpoint
CREATE INDEX member_last_login ON member (merchant_code, last_login_at DESC NULLS LAST, id DESC);
--> statement-breakpoint
-- Staff notes on a member (module console-members).
CREATE TABLE member_note (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES member(id),
  staff_id bigint NOT NULL,
  staff_username text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX member_note_member ON member_note (member_id, id DESC);
