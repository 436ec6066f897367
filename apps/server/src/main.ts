import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { bootApp } from './boot.js';

const startedAt = performance.now();
const config = loadConfig();
const { app, database, migrations, seeds, phasesMs } = await bootApp(config);

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
