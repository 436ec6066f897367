import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import type { SourceRow } from './catalogue-import-fns.js';

/** What a console import keeps of its preview: the counts and the fingerprint of every change shown. */
export type StoredPreview = { fingerprint: string; counts: Record<string, number> };

export type ImportRecord = {
  id: string;
  staff: string;
  state: 'previewed' | 'running' | 'applied' | 'failed';
  source: SourceRow[];
  preview: StoredPreview;
  total: number;
  processed: number;
  result: Record<string, number> | null;
  error: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
};

/** How long finished or abandoned imports are kept (their files with them). */
const KEEP_DAYS = 7;

/** SQL of `catalogue_import` (migration 0034). */
export const catalogueImportJobsRepository = {
  async insert(
    db: Db,
    row: { id: string; staff: string; source: SourceRow[]; preview: StoredPreview; total: number },
    now: Date,
    expiresAt: Date,
  ) {
    await db.execute(sql`DELETE FROM catalogue_import WHERE state <> 'running'
        AND created_at < ${new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString()}::timestamptz`);
    await db.execute(sql`INSERT INTO catalogue_import (id, staff, source, preview, total, created_at, expires_at)
      VALUES (${row.id}, ${row.staff}, ${JSON.stringify(row.source)}::jsonb, ${JSON.stringify(row.preview)}::jsonb,
        ${row.total}, ${now.toISOString()}, ${expiresAt.toISOString()})`);
  },

  async byId(db: Db | DbTransaction, id: string): Promise<ImportRecord | null> {
    const rows = await queryRows<ImportRecord>(db, sql`SELECT * FROM catalogue_import WHERE id = ${id}`);
    return rows[0] ?? null;
  },

  /** previewed → running, once, while the preview is fresh; null when another call took it or it expired. */
  async claim(db: Db, id: string, now: Date): Promise<ImportRecord | null> {
    const rows = await queryRows<ImportRecord>(
      db,
      sql`UPDATE catalogue_import SET state = 'running', started_at = ${now.toISOString()}
          WHERE id = ${id} AND state = 'previewed' AND expires_at > ${now.toISOString()}::timestamptz RETURNING *`,
    );
    return rows[0] ?? null;
  },

  async applied(tx: DbTransaction, id: string, result: Record<string, number>, now: Date) {
    await tx.execute(sql`UPDATE catalogue_import SET state = 'applied', processed = total,
        result = ${JSON.stringify(result)}::jsonb, finished_at = ${now.toISOString()} WHERE id = ${id}`);
  },

  async failed(db: Db, id: string, error: string, now: Date) {
    await db.execute(sql`UPDATE catalogue_import SET state = 'failed', error = ${error},
        finished_at = ${now.toISOString()} WHERE id = ${id} AND state = 'running'`);
  },

  /** The import holds the catalogue still (reads go on) so what it compares is what it writes. */
  async lockCatalogue(tx: DbTransaction) {
    await tx.execute(sql`LOCK TABLE game_vendor, game IN EXCLUSIVE MODE`);
  },
};
