-- Money in and out per market day and channel (the console's cashier report): deposits by payment
-- channel, withdrawals by the payout provider (GCash, a bank...). Recomputed with report_day.
CREATE TABLE report_cash_day (
  merchant_code text NOT NULL,
  business_date date NOT NULL,
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
  channel text NOT NULL,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (merchant_code, business_date, direction, channel)
);
