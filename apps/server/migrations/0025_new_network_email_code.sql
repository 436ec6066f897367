-- The new-network check may be answered with a code mailed to the bound e-mail (issue 17 finding 9):
-- e-mail codes get the purpose 'newNetwork'.
ALTER TABLE email_code DROP CONSTRAINT email_code_purpose_check;
--> statement-breakpoint
ALTER TABLE email_code ADD CONSTRAINT email_code_purpose_check CHECK (purpose IN ('bind', 'current', 'newNetwork'));
