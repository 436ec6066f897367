-- Credential changes (login password, withdraw password, authenticator, mobile, e-mail, payout
-- accounts) hold withdrawals for the brand's hours after the last one; a session opened with a
-- weak default or expired password may only change it; codes can prove the mobile or e-mail bound
-- now before it is changed.
ALTER TABLE member ADD COLUMN credentials_changed_at timestamptz;
--> statement-breakpoint
-- The brand's hold after a credential change (hours; 0 = none).
ALTER TABLE identity_setting ADD COLUMN credential_change_hold_hours integer NOT NULL DEFAULT 24 CHECK (credential_change_hold_hours BETWEEN 0 AND 720);
--> statement-breakpoint
ALTER TABLE member_session ADD COLUMN password_change_due boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE sms_code DROP CONSTRAINT sms_code_purpose_check;
--> statement-breakpoint
ALTER TABLE sms_code ADD CONSTRAINT sms_code_purpose_check CHECK (purpose IN ('register', 'noLogin', 'current'));
--> statement-breakpoint
ALTER TABLE email_code ADD COLUMN purpose text NOT NULL DEFAULT 'bind' CHECK (purpose IN ('bind', 'current'));
