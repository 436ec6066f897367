import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { withStartupLock } from './startup-lock.js';

// apps/server/migrations, seen from src/platform (sources, tests) or from dist/ (the bundle).
const MIGRATIONS_DIR = [new URL('../../migrations/', import.meta.url), new URL('../migrations/', import.meta.url)].find(
  (u) => fs.existsSync(u),
) as URL;

/** The migration files, in the order they apply. */
export function migrationFiles(): Array<{ name: string; url: URL }> {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, url: new URL(name, MIGRATIONS_DIR) }));
}

/**
 * Applies the SQL files of apps/server/migrations in name order, each once, recording them in
 * schema_migrations; all in one transaction under the start-up lock, from creating that table on,
 * so several instances may start at once on a new database and a failed file leaves nothing.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = migrationFiles().map((f) => f.name);
  const applied: string[] = [];
  await withStartupLock(database.db, async (tx) => {
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    // (rows read by hand, not with db.ts's queryRows: db.ts opens PGlite from a migrated template)
    const result: unknown = await tx.execute(sql`SELECT name FROM schema_migrations`);
    const done = (result as { rows: Array<{ name: string }> }).rows;
    const doneNames = new Set(done.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const text = fs.readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8');
      // Statements are separated by the `--> statement-breakpoint` marker (Drizzle's
      // convention) because extended-protocol drivers take one statement per call.
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
