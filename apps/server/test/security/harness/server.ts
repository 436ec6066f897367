/**
 * One security-suite server: the BUILT server (apps/server/dist/main.js) as a child process in
 * production mode, on a free loopback port, on a fresh database (embedded PGlite in a temporary
 * directory, or a new database on TEST_DATABASE_URL's PostgreSQL) with the demo seed. Nothing in
 * it knows it is tested: no NODE_ENV=test, no dev API, no injected clock or limiter.
 *
 * The database is a copy of the suite's template (template.ts, made once by global-setup.ts):
 * migrated, seeded, and holding a pool of captcha challenges whose answers the suite knows
 * (captcha-pool.ts): how a test passes captchas without a solver and without a hook in the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '../../../src/platform/db.js';
import { captchaPool, type CaptchaPool } from './captcha-pool.js';
import { serverDist } from './paths.js';
import { adminQuery, databaseUrl, type SuiteTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    securityTemplate: SuiteTemplate;
  }
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases each file runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const SECURITY_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The environment of `npm start` (the one-machine demo): production mode in demo mode (the local
 * SMS and mail inbox on loopback, the sandbox gateway). Files that need a plain production server
 * (no inbox, no sandbox gateway) pass `demo: false`.
 */
export const DEMO_ENV: Record<string, string> = { NODE_ENV: 'production', DEMO_MODE: 'true' };
export const PRODUCTION_ENV: Record<string, string> = { NODE_ENV: 'production', DEMO_MODE: 'false' };

export type StartOptions = {
  database?: DatabaseKind;
  /** true (default): DEMO_ENV; false: PRODUCTION_ENV. */
  demo?: boolean;
  /** Extra environment of the server (overrides the mode's), e.g. { PUBLIC_URL: 'https://…' }. */
  env?: Record<string, string>;
  /** Where the server listens (default 127.0.0.1; '0.0.0.0' to be reached from a non-loopback address). */
  host?: string;
  /**
   * Keep the demo seed's sandbox-gateway channels (GCash, Maya) enabled; default: only in demo
   * mode. A production server refuses to start with them (issue 17, finding 8), so a `demo: false`
   * server gets a copy with them disabled, as a real brand has no sandbox channel.
   */
  sandboxChannels?: boolean;
};

export type SecurityServer = {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  database: DatabaseKind;
  captchas: CaptchaPool;
  /** Everything the server printed so far (JSON log lines). */
  output: () => string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s). */
  stop: () => Promise<void>;
  /** Runs `node dist/ledger-check.js` on this server's database (the server must be stopped on PGlite). */
  ledgerCheck: () => { ok: boolean; output: string };
  /** Removes the database (temporary directory or PostgreSQL database). */
  dispose: () => Promise<void>;
};

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type PreparedDatabase = { env: Record<string, string>; dispose: () => Promise<void> };

/** A copy of the suite's template (template.ts) for one server: a PGlite directory or a PostgreSQL database. */
async function copyTemplate(kind: DatabaseKind, template: SuiteTemplate): Promise<PreparedDatabase> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-security-'));
    fs.cpSync(template.pgliteDir, dir, { recursive: true });
    return { env: { DATA_DIR: dir }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!template.postgresTemplate) throw new Error('PostgreSQL runs need TEST_DATABASE_URL when the suite starts');
  const name = `fortuna_security_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template.postgresTemplate}`);
  return {
    env: { DATABASE_URL: databaseUrl(name), DATABASE_POOL_SIZE: '10' },
    dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Disables the sandbox-gateway channels in a server's copy of the template (production servers). */
async function disableSandboxChannels(kind: DatabaseKind, prepared: PreparedDatabase): Promise<void> {
  const database =
    kind === 'pglite'
      ? await openDatabase({ dataDir: prepared.env.DATA_DIR as string })
      : await openDatabase({ databaseUrl: prepared.env.DATABASE_URL, dataDir: '', poolSize: 1 });
  try {
    await database.db.execute(sql`UPDATE payment_channel SET enabled = false WHERE provider = 'sandbox'`);
  } finally {
    await database.close();
  }
}

/** Only what a server needs from the outer environment: no DATABASE_URL, REDIS_URL or NODE_ENV leaks in. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'];
  return Object.fromEntries(
    keep.flatMap((key) => {
      const value = process.env[key];
      return value ? [[key, value]] : [];
    }),
  );
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 90 s:\n${output()}`);
}

export async function startServer(options: StartOptions = {}): Promise<SecurityServer> {
  const kind = options.database ?? 'pglite';
  const template = inject('securityTemplate');
  const prepared = await copyTemplate(kind, template);
  if (!(options.sandboxChannels ?? options.demo !== false)) await disableSandboxChannels(kind, prepared);
  const port = await freePort();
  const host = options.host ?? '127.0.0.1';
  const env = {
    ...baseEnv(),
    ...(options.demo === false ? PRODUCTION_ENV : DEMO_ENV),
    PORT: String(port),
    HOST: host,
    LOG_LEVEL: 'warn',
    // Payment and e-mail links point where the tests reach the server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...prepared.env,
    ...options.env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    if (printed.length > 2_000_000) printed = printed.slice(-1_000_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => printed;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, baseUrl, output);
  } catch (error) {
    await prepared.dispose();
    throw error;
  }

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return {
    baseUrl,
    port,
    database: kind,
    captchas: captchaPool(template.captchas),
    output,
    stop,
    ledgerCheck: () => {
      const run = spawnSync(process.execPath, [path.join(serverDist, 'ledger-check.js')], {
        env: { ...env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
        encoding: 'utf8',
      });
      return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
    },
    dispose: prepared.dispose,
  };
}
