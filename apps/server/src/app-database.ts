import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './platform/db.js';
import { demoGamesTemplateSeed } from './seed/catalogue-seed.js';

/**
 * The configured database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. A new embedded
 * database with demo data starts from the template that already holds the demo games. Kept out
 * of boot.ts so main.ts can start opening it before the rest of the server loads.
 */
export function openAppDatabase(config: AppConfig): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    pgliteSeed: config.seedDemo ? demoGamesTemplateSeed : undefined,
  });
}
