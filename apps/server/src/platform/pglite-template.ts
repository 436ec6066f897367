import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './database.js';
import { migrate, migrationFiles } from './migrate.js';

// pg_trgm backs the indexed game-name search (migration 0005); PGlite must load it at start.
const EXTENSIONS = { pg_trgm };

/**
 * PGlite's own start parameters, plus 32 MB of shared buffers instead of PostgreSQL's 128 MB:
 * setting up the buffer pool was ~0.3 s of every start in WebAssembly, and the embedded database
 * (demo, development, one small brand) is far smaller than even 32 MB of hot pages. Production
 * load runs on PostgreSQL (DATABASE_URL), which keeps its own configuration.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * How a new database is made. WAL segments of 1 MB instead of 16 MB: a template then carries ~2 MB
 * of WAL, not a 16 MB segment, and a first start copies that much less.
 */
const CREATE_OPTIONS = { extensions: EXTENSIONS, startParams: START_PARAMS, initDbStartParams: ['--wal-segsize=1'] };

/**
 * While a template is written the WAL is kept to its minimum, and after its last checkpoint the
 * template holds just the database PGlite opens: template0 and template1 only serve CREATE
 * DATABASE, which an embedded single-database server never runs (14 MB less to copy).
 */
const TEMPLATE_START_PARAMS = [...START_PARAMS, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'];
const DROP_TEMPLATE_DATABASES = [
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
];
/** Part of every template's name: change it when how templates are written changes. */
const TEMPLATE_FORMAT = 'format-2';

/**
 * A new PGlite database starts from a template instead of from scratch.
 *
 * PGlite's initdb runs in WebAssembly and takes 2–7 s, most of a first `npm start` and of every
 * in-memory test database. The template is a data directory that has been through initdb and
 * every migration; a second template also holds the demo games (PgliteTemplateSeed), while the
 * rest of the demo data (secrets, merchant settings, dates) is still seeded per installation. A new
 * database on disk is a copy of the template directory; a new in-memory database is unpacked
 * from the same directory's tarball. Migrations then find nothing left to do.
 *
 * Templates live in `apps/server/.cache/` (git-ignored). The name carries the PGlite version,
 * the extensions and a hash of the migration files, so an upgrade or a new migration makes a new
 * template and a stale one is never used. The server build writes it; the first new database
 * opened without it writes it too. It is written under a temporary name and renamed into place,
 * so parallel test workers never read half of one.
 */
export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzle(client),
    kind: 'pglite',
    execScript: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
  };
}

/**
 * Rows a template may hold beyond the migrations: data that is the same for every installation
 * (no secret, no merchant, no clock), written by `apply` and claimed in `seed_run` so the demo
 * seed skips it. `id` names the template and must change whenever the rows do.
 */
export type PgliteTemplateSeed = { id: string; apply: (database: Database) => Promise<void> };

export type OpenPgliteOptions = {
  /** Where templates are kept (default apps/server/.cache; tests override it). */
  cacheDir?: string | undefined;
  /** The template's extra rows, asked for only when a new database is made. */
  seed?: (() => PgliteTemplateSeed) | undefined;
};

/** Opens PGlite at `dataDir` (`memory://…` for in memory), a new database from the template. */
export async function openPglite(dataDir: string, opts: OpenPgliteOptions = {}): Promise<PGlite> {
  const { cacheDir } = opts;
  const inMemory = dataDir.startsWith('memory://');
  // Only a brand-new database: in memory, or a directory with nothing in it yet.
  if (inMemory || fs.readdirSync(dataDir).length === 0) {
    let seed: PgliteTemplateSeed | undefined;
    try {
      seed = opts.seed?.();
      const template = await ensurePgliteTemplate(cacheDir, seed);
      if (template && inMemory) {
        const tarball = new Blob([fs.readFileSync(template.tarball)]);
        return await PGlite.create(dataDir, { ...CREATE_OPTIONS, loadDataDir: tarball });
      }
      if (template) {
        fs.cpSync(template.dir, dataDir, { recursive: true });
        return await PGlite.create(dataDir, CREATE_OPTIONS);
      }
    } catch (error) {
      console.warn(`PGlite template not used (${(error as Error).message}); running initdb instead.`);
      discardPgliteTemplate(cacheDir, seed);
      if (!inMemory) {
        for (const entry of fs.readdirSync(dataDir))
          fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    }
  }
  return PGlite.create(dataDir, CREATE_OPTIONS);
}

export type PgliteTemplate = { dir: string; tarball: string };

/**
 * The template of the current PGlite and migrations (`cacheDir` overrides apps/server/.cache),
 * or, with a seed, the template that also holds the seed's rows (named after both).
 */
export function pgliteTemplatePaths(cacheDir?: string, seed?: PgliteTemplateSeed): PgliteTemplate | undefined {
  const server = serverRoot();
  const root = cacheDir ?? (server && path.join(server, '.cache'));
  const version = pgliteVersion();
  if (!root || !version) return undefined;
  const migrations = createHash('sha256').update(TEMPLATE_FORMAT).update('\0');
  for (const file of migrationFiles())
    migrations.update(file.name).update('\0').update(fs.readFileSync(file.url)).update('\0');
  const base = `pglite-${version}-${Object.keys(EXTENSIONS).sort().join('+')}-${migrations.digest('hex').slice(0, 12)}`;
  const name = seed ? `${base}-${seed.id}` : base;
  return { dir: path.join(root, name), tarball: path.join(root, `${name}.tar.gz`) };
}

/** Writes the template when it is missing (the server build calls this) and returns it. */
export async function ensurePgliteTemplate(
  cacheDir?: string,
  seed?: PgliteTemplateSeed,
): Promise<PgliteTemplate | undefined> {
  const template = pgliteTemplatePaths(cacheDir, seed);
  if (!template) return undefined;
  if (fs.existsSync(template.tarball) && fs.existsSync(path.join(template.dir, 'PG_VERSION'))) return template;
  // A seeded template starts as a copy of the plain one: no second initdb.
  const base = seed ? await ensurePgliteTemplate(cacheDir) : undefined;

  const cache = path.dirname(template.dir);
  fs.mkdirSync(cache, { recursive: true });
  const partial = fs.mkdtempSync(path.join(cache, 'partial-'));
  try {
    if (base) fs.cpSync(base.dir, partial, { recursive: true });
    const client = await PGlite.create(partial, { ...CREATE_OPTIONS, startParams: TEMPLATE_START_PARAMS });
    try {
      const database = wrapPglite(client);
      await migrate(database);
      if (seed) await seed.apply(database);
      // A seeded template is a copy of the plain one, which has none left.
      if (!base) for (const statement of DROP_TEMPLATE_DATABASES) await client.query(statement);
      await client.query('CHECKPOINT');
      const tarball = await client.dumpDataDir('gzip');
      fs.writeFileSync(`${partial}.tar.gz`, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
    // The directory first, the tarball last: a tarball present means the directory is too.
    // Another process may have finished the same template first; theirs is as good as ours.
    try {
      fs.renameSync(partial, template.dir);
    } catch (error) {
      if (!fs.existsSync(path.join(template.dir, 'PG_VERSION'))) throw error;
    }
    fs.renameSync(`${partial}.tar.gz`, template.tarball);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
    fs.rmSync(`${partial}.tar.gz`, { force: true });
  }
  removeOtherTemplates(template, base);
  return template;
}

/** Deletes a template that PGlite could not load (and the plain one a seeded one came from). */
export function discardPgliteTemplate(cacheDir?: string, seed?: PgliteTemplateSeed): void {
  for (const template of [pgliteTemplatePaths(cacheDir, seed), seed && pgliteTemplatePaths(cacheDir)]) {
    if (!template) continue;
    fs.rmSync(template.tarball, { force: true });
    fs.rmSync(template.dir, { recursive: true, force: true });
  }
}

/**
 * Templates of earlier PGlite versions, migrations or seeds are 40 MB each and never used again.
 * Writing a plain template removes every template not built on it; writing a seeded one removes
 * the other seeded templates built on the same plain one.
 */
function removeOtherTemplates(current: PgliteTemplate, base: PgliteTemplate | undefined): void {
  const cache = path.dirname(current.dir);
  const keep = new Set([path.basename(current.dir), path.basename(current.tarball)]);
  const family = base ? `${path.basename(base.dir)}-` : path.basename(current.dir);
  for (const entry of fs.readdirSync(cache)) {
    if (keep.has(entry) || !entry.startsWith('pglite-')) continue;
    const stale = base ? entry.startsWith(family) : !entry.startsWith(family);
    if (stale) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
}

/** The server package's directory: found upwards from this file, in src/ or the bundle in dist/. */
function serverRoot(): string | undefined {
  return findUp(path.dirname(fileURLToPath(import.meta.url)), '@fortuna/server')?.dir;
}

function pgliteVersion(): string | undefined {
  return findUp(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '@electric-sql/pglite')
    ?.version;
}

function findUp(start: string, packageName: string): { dir: string; version?: string } | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === packageName) return { dir, version: pkg.version };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
