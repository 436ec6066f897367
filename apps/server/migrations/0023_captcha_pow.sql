-- Every captcha carries a proof-of-work challenge signed with a secret of its own, so a
-- solution is bound to that one captcha (single-use and expiring with it). The secret never
-- leaves the server. Rows from before have none and simply expire.
ALTER TABLE captcha_challenge ADD COLUMN pow_secret text;
