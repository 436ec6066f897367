-- The 30-second step of the last authenticator code a staff member used: a code is good once
-- (a code seen over a shoulder or replayed within its window opens nothing).
ALTER TABLE staff ADD COLUMN totp_last_step bigint;
