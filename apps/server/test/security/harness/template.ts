/**
 * The suite's starting database, made once per run (global-setup.ts): migrated, with the demo
 * seed and a pool of captcha challenges whose answers the suite knows (captcha-pool.ts). Each
 * file's server then starts on a copy of it: a copied PGlite directory, or a PostgreSQL database
 * created from it as a TEMPLATE. The test process never opens the database a server runs on.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../src/platform/db.js';
import { openDatabase } from '../../../src/platform/db.js';
import { migrate } from '../../../src/platform/migrate.js';
import { demoGamesTemplateSeed } from '../../../src/seed/catalogue-seed.js';
import { seedDemoData } from '../../../src/seed/demo-seed.js';
import { plantCaptchaPool, type PlantedCaptchas } from './captcha-pool.js';

/** What global-setup hands to the files (vitest `provide`/`inject`). */
export type SuiteTemplate = {
  /** PGlite data directory (DATA_DIR) to copy. */
  pgliteDir: string;
  /** Name of the PostgreSQL template database, when TEST_DATABASE_URL is set. */
  postgresTemplate: string | null;
  captchas: PlantedCaptchas;
};

async function fill(database: Database): Promise<PlantedCaptchas> {
  await migrate(database);
  await seedDemoData(database.db, 'FORTUNA');
  return plantCaptchaPool(database.db);
}

export async function createSuiteTemplate(): Promise<{ template: SuiteTemplate; remove: () => Promise<void> }> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-security-template-'));
  const pglite = await openDatabase({ dataDir: pgliteDir, pgliteSeed: demoGamesTemplateSeed });
  let captchas: PlantedCaptchas;
  try {
    captchas = await fill(pglite);
  } finally {
    await pglite.close();
  }

  let postgresTemplate: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `fortuna_security_tpl_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${postgresTemplate}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(postgresTemplate), dataDir: '', poolSize: 2 });
    try {
      // The same challenges as PGlite's, so one pool of answers serves both.
      await migrate(database);
      await seedDemoData(database.db, 'FORTUNA');
      await plantCaptchaPool(database.db, captchas);
    } finally {
      await database.close();
    }
  }

  return {
    template: { pgliteDir, postgresTemplate, captchas },
    remove: async () => {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
      if (postgresTemplate) await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    },
  };
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
