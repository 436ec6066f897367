import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The database types every layer shares, in a file that imports no code: db.ts (which opens a
// database), pglite-template.ts and migrate.ts all need them, and importing them from db.ts made
// those three files a circle.

/**
 * The Drizzle database whatever the driver: PGlite (embedded) or node-postgres. No relational
 * schema: queries name their tables (`db.select().from(t)`), so platform/ depends on no module's
 * tables; `db.query.*` is not available.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The handle `db.transaction(async (tx) => …)` passes; it also runs queries. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with several statements (migrations). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
};
