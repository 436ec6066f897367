-- My account: an authenticator secret waiting for its first code before it is bound.
ALTER TABLE member ADD COLUMN totp_pending_secret text;
--> statement-breakpoint
ALTER TABLE member ADD COLUMN totp_pending_expires_at timestamptz;
