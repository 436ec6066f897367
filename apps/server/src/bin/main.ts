import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from '../config.js';
import { openAppDatabase } from '../app-database.js';

/** A refused setting ends the start with one clear line (and exit code 78, EX_CONFIG), not a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Fortuna refuses to start: ${error.message}`);
  process.exit(78);
}

const startedAt = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseToStart(error);
  }
})();
// The database starts opening first (PGlite reads and compiles its WebAssembly off the main
// thread) while the rest of the server's code loads; boot.js is a chunk of its own for that.
const opening = openAppDatabase(config);
opening.catch(() => undefined); // a failure is reported where it is awaited (bootApp)
const { bootApp } = await import('../boot.js');
const { app, database, migrations, seeds, phasesMs } = await bootApp(config, {}, opening).catch(refuseToStart);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
    migrations,
    seeds,
    startupMs: Math.round(performance.now() - startedAt),
    // Where the start-up time went: opening the database, migrations, demo seed, building the app.
    phasesMs,
  },
  `Fortuna is ready on http://localhost:${config.port}`,
);
