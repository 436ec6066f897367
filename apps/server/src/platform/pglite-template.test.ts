import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db.js';
import { migrate, migrationFiles } from './migrate.js';
import { pgliteTemplatePaths } from './pglite-template.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-tpl-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Opened = Awaited<ReturnType<typeof openDatabase>>;
const rows = async (database: Opened, sql: string) => {
  const result: unknown = await database.db.execute(sql);
  return (result as { rows: Record<string, unknown>[] }).rows;
};
const appliedMigrations = async (database: Opened) =>
  (await rows(database, 'SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);

describe('PGlite template', () => {
  it('is written once with every migration, and new databases on disk and in memory start from it', async () => {
    const cache = tempDir();
    const template = pgliteTemplatePaths(cache)!;
    expect(fs.existsSync(template.tarball)).toBe(false);

    const first = await openDatabase({ dataDir: tempDir(), pgliteTemplateDir: cache });
    expect(await migrate(first)).toEqual([]); // the template holds them all
    expect(await appliedMigrations(first)).toEqual(migrationFiles().map((f) => f.name));
    await first.close();
    expect(fs.existsSync(path.join(template.dir, 'PG_VERSION'))).toBe(true);
    const writtenAt = fs.statSync(template.tarball).mtimeMs;

    const dataDir = tempDir();
    const onDisk = await openDatabase({ dataDir, pgliteTemplateDir: cache });
    await onDisk.execScript("INSERT INTO country (country_code, country_dialing_code, name, mobile_min_length, mobile_max_length, sort) VALUES ('ZZ', '999', 'Test', 5, 9, 999)");
    await onDisk.close();
    const reopened = await openDatabase({ dataDir, pgliteTemplateDir: cache });
    expect(await rows(reopened, "SELECT name FROM country WHERE country_code = 'ZZ'")).toEqual([{ name: 'Test' }]);
    expect(await rows(reopened, "SELECT similarity('fortuna', 'fortune') > 0.3 AS close")).toEqual([{ close: true }]);
    await reopened.close();

    const inMemory = await openDatabase({ dataDir: 'memory://', pgliteTemplateDir: cache });
    expect(await migrate(inMemory)).toEqual([]);
    expect(await rows(inMemory, "SELECT count(*)::int AS n FROM country WHERE country_code = 'ZZ'")).toEqual([{ n: 0 }]); // a copy, not shared
    await inMemory.close();
    expect(fs.statSync(template.tarball).mtimeMs).toBe(writtenAt); // reused, not rewritten
  }, 180_000);

  it('is named after the migrations, so a stale template is never used', () => {
    const cache = tempDir();
    const name = path.basename(pgliteTemplatePaths(cache)!.dir);
    expect(name).toMatch(/^pglite-\d+\.\d+\.\d+-pg_trgm-[0-9a-f]{12}$/);
  });

  it('falls back to initdb and migrations, and discards a template that cannot be loaded', async () => {
    const cache = tempDir();
    const template = pgliteTemplatePaths(cache)!;
    fs.mkdirSync(template.dir);
    fs.writeFileSync(path.join(template.dir, 'PG_VERSION'), 'garbage');
    fs.writeFileSync(template.tarball, 'not a tarball');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const database = await openDatabase({ dataDir: 'memory://', pgliteTemplateDir: cache });
    expect(await migrate(database)).toEqual(migrationFiles().map((f) => f.name));
    await database.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PGlite template not used'));
    expect(fs.existsSync(template.tarball)).toBe(false);
    expect(fs.existsSync(template.dir)).toBe(false);
  }, 180_000);
});
