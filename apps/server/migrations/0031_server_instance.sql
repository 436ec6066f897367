-- The server instances serving the brand (the console's System page): each beats every 15 s
-- while it listens; one not seen for a minute is shown as gone, and rows a day old are dropped.
CREATE TABLE server_instance (
  merchant_code text NOT NULL,
  instance text NOT NULL,
  host text NOT NULL,
  pid integer NOT NULL,
  version text NOT NULL,
  started_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, instance)
);
