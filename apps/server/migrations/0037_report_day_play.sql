-- The day's play totals beside its other figures (issue 19): the dashboard reads 30 rows of
-- report_day instead of summing every vendor and category row of report_play_day on each call.
ALTER TABLE report_day ADD COLUMN rounds bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE report_day ADD COLUMN bets bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE report_day ADD COLUMN valid_bets bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE report_day ADD COLUMN payouts bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE report_day d SET rounds = p.rounds, bets = p.bets, valid_bets = p.valid_bets, payouts = p.payouts
FROM (SELECT merchant_code, business_date, sum(rounds) AS rounds, sum(bets) AS bets, sum(valid_bets) AS valid_bets,
             sum(payouts) AS payouts
      FROM report_play_day GROUP BY merchant_code, business_date) p
WHERE p.merchant_code = d.merchant_code AND p.business_date = d.business_date;
