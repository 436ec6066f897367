-- The withdrawal review's hint "other members with the same payout account number" (issue 19):
-- one index range per account of the page.
CREATE INDEX payout_account_number ON payout_account (merchant_code, account_no);
