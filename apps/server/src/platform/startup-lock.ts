import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from './database.js';

/** Arbitrary constant: the advisory lock every start step that writes takes. */
const STARTUP_LOCK_ID = 724_001;

/**
 * Runs `run` in a transaction holding the start-up lock. Instances started at once on one new
 * database (a rolling deploy) then create the migrations table, migrate, seed and register
 * built-in rows one after the other: PostgreSQL's `CREATE TABLE IF NOT EXISTS` and similar are
 * not safe against a concurrent twin (it fails on the catalogue's unique index instead). The
 * lock is released at commit or rollback, also when the process dies. PGlite has one client;
 * the same SQL works there.
 */
export async function withStartupLock<T>(db: Db, run: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_ID})`);
    return run(tx);
  });
}
