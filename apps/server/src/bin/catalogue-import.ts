// `npm run catalogue:import -- file.json|file.csv`: validates the rows, upserts vendors and games
// by (vassalage, gameCode) and prints what changed, by name (file format: docs/operations.md).
// Reads the same configuration as the server (DATA_DIR or DATABASE_URL). Embedded PGlite is
// single-process: run it while the server is stopped. On PostgreSQL it runs beside live servers;
// with REDIS_URL they drop their caches at once, otherwise within 30 seconds.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { createEventBus } from '../platform/events.js';
import {
  formatImportReport,
  importCatalogue,
  importChangedCatalogue,
  readImportRows,
} from '../modules/games/catalogue-import.js';
import { CATALOGUE_CHANGED } from '../modules/games/games-service.js';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file || !/\.(json|csv)$/i.test(file)) {
  console.error('usage: npm run catalogue:import -- <file.json|file.csv>');
  process.exit(2);
}
const config = loadConfig();
const text = fs.readFileSync(path.resolve(file), 'utf8');
const rows = readImportRows(text, file.toLowerCase().endsWith('.csv') ? 'csv' : 'json');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const report = await importCatalogue(database.db, rows);
  console.log(formatImportReport(report));
  if (config.redisUrl && importChangedCatalogue(report)) {
    const events = await createEventBus(config.redisUrl);
    await events.publish(CATALOGUE_CHANGED, 'import');
    await events.close();
  }
  if (report.rejected.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
