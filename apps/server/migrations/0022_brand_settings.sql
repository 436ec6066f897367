-- The brand's market zone and site languages join its currency in the merchant row, so no
-- part of the platform writes them into code. Brands that existed before ran on UTC+8 with
-- the EN and TY site languages (TY first), which is what they keep.
ALTER TABLE merchant ADD COLUMN time_zone text;
--> statement-breakpoint
ALTER TABLE merchant ADD COLUMN languages text[];
--> statement-breakpoint
ALTER TABLE merchant ADD COLUMN default_language text;
--> statement-breakpoint
UPDATE merchant SET time_zone = 'Asia/Manila', languages = '{EN,TY}', default_language = 'TY';
--> statement-breakpoint
-- A new brand names all of them (no platform-wide default currency either).
ALTER TABLE merchant
  ALTER COLUMN time_zone SET NOT NULL,
  ALTER COLUMN languages SET NOT NULL,
  ALTER COLUMN default_language SET NOT NULL,
  ALTER COLUMN currency_code DROP DEFAULT,
  ALTER COLUMN currency_symbol DROP DEFAULT,
  ADD CONSTRAINT merchant_default_language_offered CHECK (default_language = ANY (languages));
