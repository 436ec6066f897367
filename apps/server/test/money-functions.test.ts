import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

// The SQL functions' current definitions live in modules/*/sql/*.sql (wallet/README.md); the
// migrations made them and are never edited. Here the files are run into a schema of their own on
// a migrated database, and every function there must match the migrated one: same arguments,
// result, language, settings and body, and no function missing on either side.
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const sqlFiles = fs
  .readdirSync(modulesDir)
  .flatMap((module) => {
    const dir = path.join(modulesDir, module, 'sql');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
  })
  .filter((f) => f.endsWith('.sql'));
const CHECK_SCHEMA = 'function_files';

type FunctionRow = { schema: string; signature: string; definition: string };

describe.each(TEST_DATABASES)('SQL function files (%s)', (kind) => {
  it('hold exactly the migrated database’s functions, as it defines them', async () => {
    expect(sqlFiles.length).toBeGreaterThan(0);
    const database = await createTestDatabase(kind);
    try {
      const files = sqlFiles.map((f) => fs.readFileSync(f, 'utf8')).join('\n;\n');
      // The files' unqualified CREATE goes to the first schema on the path; their tables resolve in public.
      await database.execScript(
        `BEGIN; CREATE SCHEMA ${CHECK_SCHEMA}; SET LOCAL search_path TO ${CHECK_SCHEMA}, public;\n${files}\n; COMMIT;`,
      );
      const rows = await queryRows<FunctionRow>(
        database.db,
        sql`SELECT n.nspname AS schema, p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS signature,
                   pg_get_functiondef(p.oid) AS definition
            FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname IN ('public', ${CHECK_SCHEMA})
              -- extensions' functions (pg_trgm) are theirs, not ours
              AND NOT EXISTS (SELECT 1 FROM pg_depend d
                              WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
      );
      const bySignature = (schema: string) =>
        Object.fromEntries(
          rows
            .filter((r) => r.schema === schema)
            .map((r) => [r.signature, r.definition.replace(`FUNCTION ${schema}.`, 'FUNCTION public.')]),
        );
      const migrated = bySignature('public');
      expect(Object.keys(migrated).length).toBeGreaterThan(0);
      expect(bySignature(CHECK_SCHEMA)).toEqual(migrated);
    } finally {
      await database.close();
    }
  }, 90_000); // a fresh database and every function's definition: slow on a loaded machine
});
