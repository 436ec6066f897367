import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../db/schema.js';
import type { Database } from './db.js';
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
 * A new PGlite database starts from a template instead of from scratch.
 *
 * PGlite's initdb runs in WebAssembly and takes 2–7 s, most of a first `npm start` and of every
 * in-memory test database. The template is a data directory that has been through initdb and
 * every migration (no demo data: the seed writes secrets and must stay per installation). A new
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
    db: drizzle(client, { schema }),
    kind: 'pglite',
    execScript: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
  };
}

/** Opens PGlite at `dataDir` (`memory://…` for in memory), a new database from the template. */
export async function openPglite(dataDir: string, cacheDir?: string): Promise<PGlite> {
  const inMemory = dataDir.startsWith('memory://');
  // Only a brand-new database: in memory, or a directory with nothing in it yet.
  if (inMemory || fs.readdirSync(dataDir).length === 0) {
    try {
      const template = await ensurePgliteTemplate(cacheDir);
      if (template && inMemory) {
        const tarball = new Blob([fs.readFileSync(template.tarball)]);
        return await PGlite.create(dataDir, { extensions: EXTENSIONS, startParams: START_PARAMS, loadDataDir: tarball });
      }
      if (template) {
        fs.cpSync(template.dir, dataDir, { recursive: true });
        return await PGlite.create(dataDir, { extensions: EXTENSIONS, startParams: START_PARAMS });
      }
    } catch (error) {
      console.warn(`PGlite template not used (${(error as Error).message}); running initdb instead.`);
      discardPgliteTemplate(cacheDir);
      if (!inMemory) {
        for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    }
  }
  return PGlite.create(dataDir, { extensions: EXTENSIONS, startParams: START_PARAMS });
}

export type PgliteTemplate = { dir: string; tarball: string };

/** The template of the current PGlite and migrations (`cacheDir` overrides apps/server/.cache). */
export function pgliteTemplatePaths(cacheDir?: string): PgliteTemplate | undefined {
  const server = serverRoot();
  const root = cacheDir ?? (server && path.join(server, '.cache'));
  const version = pgliteVersion();
  if (!root || !version) return undefined;
  const migrations = createHash('sha256');
  for (const file of migrationFiles()) migrations.update(file.name).update('\0').update(fs.readFileSync(file.url)).update('\0');
  const name = `pglite-${version}-${Object.keys(EXTENSIONS).sort().join('+')}-${migrations.digest('hex').slice(0, 12)}`;
  return { dir: path.join(root, name), tarball: path.join(root, `${name}.tar.gz`) };
}

/** Writes the template when it is missing (the server build calls this) and returns it. */
export async function ensurePgliteTemplate(cacheDir?: string): Promise<PgliteTemplate | undefined> {
  const template = pgliteTemplatePaths(cacheDir);
  if (!template) return undefined;
  if (fs.existsSync(template.tarball) && fs.existsSync(path.join(template.dir, 'PG_VERSION'))) return template;

  const cache = path.dirname(template.dir);
  fs.mkdirSync(cache, { recursive: true });
  const partial = fs.mkdtempSync(path.join(cache, 'partial-'));
  try {
    const client = await PGlite.create(partial, { extensions: EXTENSIONS, startParams: START_PARAMS });
    try {
      await migrate(wrapPglite(client));
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
  removeOtherTemplates(template);
  return template;
}

/** Deletes a template that PGlite could not load, so the next new database writes a good one. */
export function discardPgliteTemplate(cacheDir?: string): void {
  const template = pgliteTemplatePaths(cacheDir);
  if (!template) return;
  fs.rmSync(template.tarball, { force: true });
  fs.rmSync(template.dir, { recursive: true, force: true });
}

/** Templates of earlier PGlite versions or migrations are 40 MB each and never used again. */
function removeOtherTemplates(current: PgliteTemplate): void {
  const cache = path.dirname(current.dir);
  const keep = new Set([path.basename(current.dir), path.basename(current.tarball)]);
  for (const entry of fs.readdirSync(cache)) {
    if (entry.startsWith('pglite-') && !keep.has(entry)) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
}

/** The server package's directory: found upwards from this file, in src/ or the bundle in dist/. */
function serverRoot(): string | undefined {
  return findUp(path.dirname(fileURLToPath(import.meta.url)), '@fortuna/server')?.dir;
}

function pgliteVersion(): string | undefined {
  return findUp(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '@electric-sql/pglite')?.version;
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
