-- System module: the brand (merchant), its whitelabel flags, registration field settings,
-- maintenance windows, region rules, customer-service channels, mirror domains and help centre.
-- Demo-data seeds applied (each once), like schema_migrations for data.
CREATE TABLE seed_run (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE merchant (
  code text PRIMARY KEY,
  name text NOT NULL,
  main_domain text NOT NULL,
  agent_domain text,
  currency_code text NOT NULL DEFAULT 'PHP',
  currency_symbol text NOT NULL DEFAULT '₱',
  gtag_id text,
  image_cdns text[] NOT NULL DEFAULT '{}',
  launch_game_cdns text[] NOT NULL DEFAULT '{}',
  resources jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE whitelabel_flag (
  merchant_code text NOT NULL REFERENCES merchant(code),
  flag text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (merchant_code, flag)
);
--> statement-breakpoint
CREATE TABLE register_field_setting (
  merchant_code text NOT NULL REFERENCES merchant(code),
  field text NOT NULL,
  shown boolean NOT NULL,
  required boolean NOT NULL,
  accepted_pattern text NOT NULL DEFAULT '*',
  pattern_id text NOT NULL,
  min_length integer NOT NULL CHECK (min_length >= 0),
  max_length integer NOT NULL CHECK (max_length >= min_length AND max_length > 0),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field)
);
--> statement-breakpoint
-- A maintenance window: the site shows the maintenance screen while now() is inside it.
CREATE TABLE maintenance_window (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX maintenance_window_active ON maintenance_window (merchant_code, ends_at);
--> statement-breakpoint
-- Region rules on the client IP: any matching deny blocks; when allow rules exist, an IP
-- matching none of them is blocked. A rule names either a CIDR or an ISO country code.
CREATE TABLE region_rule (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  action text NOT NULL CHECK (action IN ('allow', 'deny')),
  cidr cidr,
  country char(2),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((cidr IS NULL) <> (country IS NULL))
);
--> statement-breakpoint
CREATE INDEX region_rule_merchant ON region_rule (merchant_code);
--> statement-breakpoint
-- IP ranges to country, imported by operators from their geo-IP provider.
CREATE TABLE ip_country_range (
  cidr cidr PRIMARY KEY,
  country char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE customer_service_channel (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  type text NOT NULL,
  cs_position text NOT NULL,
  cs_type text NOT NULL,
  title text NOT NULL,
  path text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE mirror_domain (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  url text NOT NULL,
  label text NOT NULL,
  verified boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, url)
);
--> statement-breakpoint
CREATE TABLE help_article (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant(code),
  lang text NOT NULL,
  device text NOT NULL DEFAULT 'WEB',
  key text NOT NULL,
  category text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, lang, device, key)
);
