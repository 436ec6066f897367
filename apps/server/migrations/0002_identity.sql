-- Identity and access: enc key and nonces, captcha challenges, SMS codes and the dev inbox,
-- countries for phone inputs, members, sessions, known networks, password resets, audit log
-- and the brand's identity settings.

-- The RSA key pair of `enc` payloads. One active key, shared by every instance; created on the
-- first start (the unique index makes a concurrent second creator lose and read the winner's).
CREATE TABLE enc_key (
  key_id text PRIMARY KEY,
  algorithm text NOT NULL,
  public_spki text NOT NULL,
  private_pkcs8 text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX enc_key_one_active ON enc_key ((true)) WHERE active;
--> statement-breakpoint
-- Nonces of accepted `enc` requests, kept while their timestamp is inside the window; a
-- second request with the same nonce loses on the primary key, on any instance.
CREATE TABLE enc_nonce (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX enc_nonce_expiry ON enc_nonce (expires_at);
--> statement-breakpoint
-- Image and slider captcha challenges: single use (consumed_at is set by the first check,
-- right or wrong), short-lived. The image answer is kept hashed; the slider's x offset is
-- needed in clear for the tolerance check and never leaves the server.
CREATE TABLE captcha_challenge (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'slider')),
  answer_hash text,
  answer_x integer,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'image') = (answer_hash IS NOT NULL) AND (kind = 'slider') = (answer_x IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX captcha_challenge_expiry ON captcha_challenge (expires_at);
--> statement-breakpoint
-- Countries offered in phone inputs, with the length of a local mobile number.
CREATE TABLE country (
  country_code char(2) PRIMARY KEY,
  country_dialing_code text NOT NULL,
  name text NOT NULL,
  mobile_min_length integer NOT NULL,
  mobile_max_length integer NOT NULL CHECK (mobile_max_length >= mobile_min_length),
  sort integer NOT NULL DEFAULT 100
);
--> statement-breakpoint
INSERT INTO country (country_code, country_dialing_code, name, mobile_min_length, mobile_max_length, sort) VALUES
  ('PH', '63', 'Philippines', 10, 10, 1),
  ('TH', '66', 'Thailand', 9, 9, 2),
  ('VN', '84', 'Vietnam', 9, 10, 3),
  ('MY', '60', 'Malaysia', 9, 10, 4),
  ('ID', '62', 'Indonesia', 9, 12, 5),
  ('SG', '65', 'Singapore', 8, 8, 6),
  ('IN', '91', 'India', 10, 10, 7),
  ('BD', '880', 'Bangladesh', 10, 10, 8),
  ('KH', '855', 'Cambodia', 8, 9, 9),
  ('KR', '82', 'South Korea', 9, 10, 10),
  ('JP', '81', 'Japan', 10, 10, 11),
  ('CN', '86', 'China', 11, 11, 12),
  ('TW', '886', 'Taiwan', 9, 9, 13),
  ('BR', '55', 'Brazil', 10, 11, 14),
  ('US', '1', 'United States', 10, 10, 15);
--> statement-breakpoint
-- One-time SMS codes, hashed with a per-code salt. Purposes: register (registration by mobile)
-- and noLogin (SMS login, forgot password by mobile, new-network check).
CREATE TABLE sms_code (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  purpose text NOT NULL CHECK (purpose IN ('register', 'noLogin')),
  country_dialing_code text NOT NULL,
  mobile_num text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX sms_code_lookup ON sms_code (merchant_code, purpose, country_dialing_code, mobile_num, created_at DESC);
--> statement-breakpoint
-- What the local SMS and mail providers "sent": the dev inbox reads it (never in production).
CREATE TABLE dev_message (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX dev_message_recipient ON dev_message (channel, recipient, id DESC);
--> statement-breakpoint
-- Identity settings of a brand (a row per merchant; defaults apply when it is missing).
CREATE TABLE identity_setting (
  merchant_code text PRIMARY KEY REFERENCES merchant(code),
  sms_code_minutes integer NOT NULL DEFAULT 5 CHECK (sms_code_minutes > 0),
  password_expiry_days integer NOT NULL DEFAULT 90 CHECK (password_expiry_days > 0),
  -- The default password agents and operators give new accounts; logging in with it forces a change.
  weak_default_password text NOT NULL DEFAULT 'a123456',
  default_country_dialing_code text NOT NULL DEFAULT '63'
);
--> statement-breakpoint
-- Players, agents, trial members and operators of a brand.
-- type: 0 member; 1, 2, 41, 42 agents; 4 trial; 9 operator (refused by the player site).
-- The team tree: parent_id is the upline; path is the chain of ids from the top agent down to
-- this member, '/1/7/42/', so "my team" is `path LIKE '/1/7/%'` on a text_pattern_ops index.
CREATE TABLE member (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  username text NOT NULL,
  password_hash text NOT NULL,
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 9, 41, 42)),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  nickname text,
  payee_name text,
  email text,
  country_dialing_code text,
  mobile_num text,
  parent_id bigint REFERENCES member(id),
  path text NOT NULL DEFAULT '/',
  affiliate_code text UNIQUE,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  payment_password_hash text,
  totp_secret text,
  demo boolean NOT NULL DEFAULT false,
  register_ip text,
  register_url text,
  register_method text,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  first_login_at timestamptz,
  last_login_at timestamptz,
  -- Consecutive failed logins; the 5th sets locked_until. Counted before the password is
  -- checked (see session-repository claimLoginAttempt) so parallel guesses cannot exceed it.
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((country_dialing_code IS NULL) = (mobile_num IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX member_username ON member (merchant_code, lower(username));
--> statement-breakpoint
CREATE UNIQUE INDEX member_mobile ON member (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
--> statement-breakpoint
CREATE INDEX member_parent ON member (parent_id);
--> statement-breakpoint
CREATE INDEX member_path ON member (merchant_code, path text_pattern_ops);
--> statement-breakpoint
-- Sessions: the token is shown once; only its SHA-256 is stored. Sliding expiry.
CREATE TABLE member_session (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES member(id),
  token_hash text NOT NULL UNIQUE,
  entry text NOT NULL DEFAULT 'member',
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX member_session_member ON member_session (member_id);
--> statement-breakpoint
-- Networks (client IPs) a member has logged in from; a login from another one needs an extra check.
CREATE TABLE member_known_ip (
  member_id bigint NOT NULL REFERENCES member(id),
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);
--> statement-breakpoint
-- Forgot password by e-mail: single-use reset links; only the token's SHA-256 is stored.
CREATE TABLE password_reset (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES member(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Security and money-relevant actions: append only.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  action text NOT NULL,
  member_id bigint,
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX audit_log_member ON audit_log (member_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX audit_log_action ON audit_log (merchant_code, action, created_at DESC);
