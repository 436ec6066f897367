import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './database.js';
import { openPglite, wrapPglite, type PgliteTemplateSeed } from './pglite-template.js';

// Modules import these from here; they live in database.ts, which imports no code.
export type { Database, Db, DbTransaction } from './database.js';

/**
 * Opens PostgreSQL at `databaseUrl` when given, else embedded PGlite stored in `dataDir`
 * (`memory://` keeps it in memory, for tests). Both speak the same SQL and migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections (default 20). */
  poolSize?: number;
  /** Where PGlite's initdb template is kept (default apps/server/.cache; tests override it). */
  pgliteTemplateDir?: string;
  /** Rows a new PGlite database takes from a template of its own (the demo games). */
  pgliteSeed?: (() => PgliteTemplateSeed) | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Money and time math relies on UTC sessions.
    const max = opts.poolSize ?? 20;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      // A few connections stay open through quiet spells (pg closes every idle one after 10 s by
      // default), so the first requests after one do not wait for new backends.
      min: Math.min(4, max),
      idleTimeoutMillis: 30_000,
      options: '-c TimeZone=UTC',
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    return {
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      execScript: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    };
  }
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await openPglite(dataDir, { cacheDir: opts.pgliteTemplateDir, seed: opts.pgliteSeed });
  await client.exec("SET TIME ZONE 'UTC'");
  return wrapPglite(client);
}

/**
 * Runs one hot statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (node-postgres keeps the name per connection). On PGlite —
 * one in-process connection, nothing to save — it is an ordinary parameterised query. `text`
 * must be a constant: the name stands for it.
 */
export async function queryPrepared<T extends Record<string, unknown>>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<T>({ name, text, values })).rows;
  return (await (client as { query(text: string, values: unknown[]): Promise<{ rows: T[] }> }).query(text, values))
    .rows;
}

/** Runs a raw SQL query and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: Parameters<Db['execute']>[0],
): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
