-- The console's Games pages (issue 19). A vendor card's maintenance window: from start until end
-- players see the vendor and its games under maintenance (launches answer GAME_MAINTENANCE),
-- whatever its stored status; both set or both NULL.
ALTER TABLE game_vendor
  ADD COLUMN maintenance_start timestamptz,
  ADD COLUMN maintenance_end timestamptz,
  ADD CONSTRAINT game_vendor_maintenance_window CHECK (
    (maintenance_start IS NULL AND maintenance_end IS NULL)
    OR (maintenance_start IS NOT NULL AND maintenance_end IS NOT NULL AND maintenance_end > maintenance_start)
  );
--> statement-breakpoint
-- A catalogue import from the console: the file's rows and the preview shown to the operator, kept
-- until expires_at for applying exactly that; then its run (state, rows processed) and its result.
CREATE TABLE catalogue_import (
  id uuid PRIMARY KEY,
  staff text NOT NULL,
  state text NOT NULL DEFAULT 'previewed' CHECK (state IN ('previewed', 'running', 'applied', 'failed')),
  source jsonb NOT NULL,
  preview jsonb NOT NULL,
  total integer NOT NULL,
  processed integer NOT NULL DEFAULT 0,
  result jsonb,
  error text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz
);
--> statement-breakpoint
CREATE INDEX catalogue_import_created ON catalogue_import (created_at);
