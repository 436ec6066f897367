import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/platform/db.js';
import { migrate, migrationFiles } from '../src/platform/migrate.js';
import { ensurePgliteTemplate, pgliteTemplatePaths, type PgliteTemplateSeed } from '../src/platform/pglite-template.js';
import { buildDemoCatalogue, demoGamesTemplateSeed, DEMO_VENDORS } from '../src/seed/catalogue-seed.js';
import { seedDemoData } from '../src/seed/demo-seed.js';

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
    await onDisk.execScript(
      "INSERT INTO country (country_code, country_dialing_code, name, mobile_min_length, mobile_max_length, sort) VALUES ('ZZ', '999', 'Test', 5, 9, 999)",
    );
    await onDisk.close();
    const reopened = await openDatabase({ dataDir, pgliteTemplateDir: cache });
    expect(await rows(reopened, "SELECT name FROM country WHERE country_code = 'ZZ'")).toEqual([{ name: 'Test' }]);
    expect(await rows(reopened, "SELECT similarity('fortuna', 'fortune') > 0.3 AS close")).toEqual([{ close: true }]);
    await reopened.close();

    const inMemory = await openDatabase({ dataDir: 'memory://', pgliteTemplateDir: cache });
    expect(await migrate(inMemory)).toEqual([]);
    expect(await rows(inMemory, "SELECT count(*)::int AS n FROM country WHERE country_code = 'ZZ'")).toEqual([
      { n: 0 },
    ]); // a copy, not shared
    await inMemory.close();
    expect(fs.statSync(template.tarball).mtimeMs).toBe(writtenAt); // reused, not rewritten
  }, 180_000);

  it('holds only the database PGlite opens, with 1 MB WAL segments', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteTemplateDir: tempDir() });
    expect(await rows(database, 'SELECT datname FROM pg_database')).toEqual([{ datname: 'postgres' }]);
    expect(await rows(database, 'SHOW wal_segment_size')).toEqual([{ wal_segment_size: '1MB' }]);
    await database.close();
  }, 180_000);

  it('with a seed, is a template of its own that new databases with that seed start from', async () => {
    const cache = tempDir();
    const seedRow = (code: string): PgliteTemplateSeed => ({
      id: `test-${code}`,
      apply: (database) =>
        database.execScript(
          `INSERT INTO country (country_code, country_dialing_code, name, mobile_min_length, mobile_max_length, sort) VALUES ('${code}', '999', 'Seeded', 5, 9, 999)`,
        ),
    });
    const seeded = await openDatabase({
      dataDir: tempDir(),
      pgliteTemplateDir: cache,
      pgliteSeed: () => seedRow('ZY'),
    });
    expect(await migrate(seeded)).toEqual([]);
    expect(await rows(seeded, "SELECT name FROM country WHERE country_code = 'ZY'")).toEqual([{ name: 'Seeded' }]);
    await seeded.close();
    const inMemory = await openDatabase({
      dataDir: 'memory://',
      pgliteTemplateDir: cache,
      pgliteSeed: () => seedRow('ZY'),
    });
    expect(await rows(inMemory, "SELECT name FROM country WHERE country_code = 'ZY'")).toEqual([{ name: 'Seeded' }]);
    await inMemory.close();
    const plain = await openDatabase({ dataDir: tempDir(), pgliteTemplateDir: cache });
    expect(await rows(plain, "SELECT count(*)::int AS n FROM country WHERE country_code = 'ZY'")).toEqual([{ n: 0 }]);
    await plain.close();

    const base = path.basename(pgliteTemplatePaths(cache)!.dir);
    expect(path.basename(pgliteTemplatePaths(cache, seedRow('ZY'))!.dir)).toBe(`${base}-test-ZY`);
    // A template for changed seed rows replaces the old one; the plain template stays.
    await ensurePgliteTemplate(cache, seedRow('ZX'));
    expect(fs.readdirSync(cache).sort()).toEqual([base, `${base}-test-ZX`, `${base}-test-ZX.tar.gz`, `${base}.tar.gz`]);
  }, 180_000);

  it('with the demo games, gives the same demo data as seeding them at start', async () => {
    // The template's name stands for its rows: the catalogue must come out the same every time.
    expect(JSON.stringify(buildDemoCatalogue())).toBe(JSON.stringify(buildDemoCatalogue()));
    const cache = tempDir();
    const fromTemplate = await openDatabase({
      dataDir: 'memory://',
      pgliteTemplateDir: cache,
      pgliteSeed: demoGamesTemplateSeed,
    });
    const fromScratch = await openDatabase({ dataDir: 'memory://', pgliteTemplateDir: cache });
    const games =
      "SELECT md5(string_agg(node_id || game_name || search_name || game_type, ',' ORDER BY node_id)) AS h, count(*)::int AS n FROM game";
    expect(await rows(fromScratch, 'SELECT count(*)::int AS n FROM game')).toEqual([{ n: 0 }]);
    for (const database of [fromTemplate, fromScratch]) {
      expect(await migrate(database)).toEqual([]);
      expect(await seedDemoData(database.db, 'FORTUNA')).toContain('catalogue-v1');
    }
    const [a] = await rows(fromTemplate, games);
    expect(a).toEqual((await rows(fromScratch, games))[0]);
    expect(a?.n).toBe(buildDemoCatalogue().games.length);
    for (const database of [fromTemplate, fromScratch]) {
      expect(await rows(database, 'SELECT count(*)::int AS n FROM game_vendor')).toEqual([{ n: DEMO_VENDORS.length }]);
      expect(await rows(database, 'SELECT count(*)::int AS n FROM winner_board_entry')).toEqual([{ n: 80 }]);
      expect(await seedDemoData(database.db, 'FORTUNA')).toEqual([]);
      await database.close();
    }
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
